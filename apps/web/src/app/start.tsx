import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { hydrate, render, type ComponentChild } from 'preact';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { takePageState } from '#src/app/page-state';
import { AppProviders } from '#src/app/providers';
import { createAppRouter } from '#src/app/router';
import { RENDERED_CURRENCY, RENDERED_LANGUAGE } from '@bulk/domain/page-render';
import { writeStoredUser } from '#src/features/auth/auth-storage';
import { getCurrency, mirrorCurrencyToCookie } from '#src/features/currency/currency-store';
import { i18n } from '#src/i18n/i18n';
import { createQueryClient } from '#src/lib/query-client';
import { browserRenderContext } from '#src/lib/render-context';
import { createTakeover, nextTask } from '#src/lib/takeover';

/** Renders the app into `container`, taking over the page the server rendered there, if any. */
export async function startApp(container: HTMLElement): Promise<void> {
  mirrorCurrencyToCookie();
  const pageState = takePageState();
  const queryClient = createQueryClient();
  if (pageState) {
    hydrateQueries(queryClient, pageState.queries);
    // The server renders a page only for a request without a session: whoever this browser remembers as
    // signed in was signed out meanwhile.
    writeStoredUser(null);
    // The page's own structured data replaces the server's once the page renders.
    for (const script of document.querySelectorAll('script[data-page-head]')) script.remove();
  }
  const router = await createAppRouter(queryClient, pageState?.router);
  await nextTask();
  const takeover = createTakeover();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} renderContext={{ ...browserRenderContext, takeover }}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  ) as unknown as ComponentChild; // React-typed JSX, rendered by Preact itself
  // Preact's own `hydrate` and `render`: compat's `createRoot` would empty the server's page first. A page
  // the server rendered in English and rupees for a visitor who chose otherwise before the server was told
  // (the cookies) is rendered over, which brings every element up to date; hydrating would keep attributes.
  const asRendered = i18n.language === RENDERED_LANGUAGE && getCurrency() === RENDERED_CURRENCY;
  if (pageState && asRendered) takeover.takeOverServerPage(() => hydrate(app, container));
  else render(app, container);
  // From here a click is handled: input held since the page showed is played to the app now (lib/early-input.ts).
  takeover.afterTakeover(() => (document.documentElement.dataset.interactive = ''));
}
