import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { render, type ComponentChild } from 'preact';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { takePageState } from '#src/app/page-state';
import { AppProviders } from '#src/app/providers';
import { createAppRouter } from '#src/app/router';
import { restoreLanguage } from '#src/i18n/language-store';
import { createQueryClient } from '#src/lib/query-client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// The remembered language is loaded before the first render, so the page never paints in English first.
void restoreLanguage().then(async () => {
  const pageState = takePageState();
  // The page's own structured data replaces the server's once the page renders.
  for (const script of document.querySelectorAll('script[data-page-head]')) script.remove();
  const queryClient = createQueryClient();
  if (pageState) hydrateQueries(queryClient, pageState.queries);
  const router = await createAppRouter(queryClient, pageState?.router);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // Preact's own render keeps the elements of a page the server rendered and brings them up to date (the
  // cart's badge, say); compat's `createRoot` would empty the container first. The JSX is React-typed.
  render(app as unknown as ComponentChild, container);
});
