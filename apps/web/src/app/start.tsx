import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { render, type ComponentChild } from 'preact';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { takePageState } from '#src/app/page-state';
import { AppProviders } from '#src/app/providers';
import { createAppRouter } from '#src/app/router';
import { restoreLanguage } from '#src/i18n/language-store';
import { createQueryClient } from '#src/lib/query-client';

/**
 * Lets the browser handle input and paint before the next step. The app's start is split into steps, each a
 * task of its own, so that none keeps a slow phone's main thread busy for long.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Renders the app into `container`, taking over the page the server rendered there, if any. The remembered
 * language is loaded first, so the page never paints in English first.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  await nextTask();
  performance.mark('s0');
  await restoreLanguage();
  performance.mark('s1');
  const pageState = takePageState();
  // The page's own structured data replaces the server's once the page renders.
  for (const script of document.querySelectorAll('script[data-page-head]')) script.remove();
  const queryClient = createQueryClient();
  if (pageState) hydrateQueries(queryClient, pageState.queries);
  performance.mark('s2');
  const router = await createAppRouter(queryClient, pageState?.router);
  performance.mark('s3');
  await nextTask();
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
  performance.mark('s4');
  // From here a click is handled: the browser tests wait for this before they act.
  document.documentElement.dataset.interactive = '';
}
