import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '#src/app/providers';
import { AppRouter } from '#src/app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
