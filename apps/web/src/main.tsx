import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '#src/app/providers';
import { AppRouter } from '#src/app/router';
import { restoreLanguage } from '#src/i18n/language-store';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// The remembered language is loaded before the first render, so the page never paints in English first.
void restoreLanguage().then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
