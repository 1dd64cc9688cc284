import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ApiTransport, CreatePageRenderer, RenderedPage } from '@bulk/domain/page-render';
import { renderToString } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProviders } from '#src/app/providers';
import { createRoutes, isServerRendered } from '#src/app/router';
import { paths } from '#src/config/paths';
import { collectPageHead } from '#src/hooks/use-document-title';
import { addAllEnglishStrings } from '#src/i18n/all-english';
import type { ApiFetch } from '#src/lib/api-client';
import { scriptJson } from '#src/lib/script-json';
import { createQueryClient } from '#src/lib/query-client';
import { noTakeover, runInRenderContext, type PageHead, type RenderContext } from '#src/lib/render-context';
import type { PageState } from '#src/app/page-state';

// The server's page renderer (docs/decisions/006-server-rendering.md), built with `vite build --ssr`. Which
// pages it renders, the routes say (`serverRendered` in app/router.tsx).

addAllEnglishStrings();

const NOT_FOUND_PATHS = new Set<string>([paths.notFound, '/*']);

/** Renders after the first pass that asks for no new data; a page that keeps asking is left to the browser. */
const MAX_PASSES = 4;

function inProcessFetch(api: ApiTransport): ApiFetch {
  return async (url, init) => {
    const { status, body } = await api(url, {
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers)),
    });
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  };
}

/**
 * Whether the server fetches a query the page asked for: not one that belongs to the browser (a visit), nor
 * one the page turned off (the signed-in customer's wishlist, for a visitor). The cache keeps the options of
 * the last component that asked.
 */
function isForServer(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return isEnabled && query.meta?.browserOnly !== true;
}

/** The queries the last render asked for that have no answer yet. */
const requestedQueries = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => isForServer(query) && query.state.status === 'pending');

/** Fetches every query the last render asked for; false when one of them failed. */
async function fetchRequestedData(queryClient: QueryClient): Promise<boolean> {
  const requested = requestedQueries(queryClient);
  await Promise.allSettled(requested.map((query) => query.fetch()));
  return requested.every((query) => query.state.status === 'success');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function headTags(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json" data-page-head>${scriptJson(data)}</script>`);
  }
  return tags.join('');
}

export const createPageRenderer: CreatePageRenderer = ({ api, origin }) => {
  const apiFetch = inProcessFetch(api);
  return (url) => {
    // Each page its own context, however many the server renders at once.
    const context: RenderContext = { apiFetch, origin, head: null, takeover: noTakeover };
    return runInRenderContext(context, () => renderPage(url, context));
  };
};

async function renderPage(url: string, renderContext: RenderContext): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  // A failed request is not retried here: the page goes to the browser, which retries as it always does.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const routes = createRoutes(queryClient);
  const location = new URL(url, renderContext.origin);
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const page = matches.at(-1);
  if (!page || !isServerRendered(page.route)) return null;
  // The matched route's whole pattern: '/404' or '/*' for the page that is not found.
  const pattern = `/${matches
    .flatMap(({ route }) => route.path?.split('/') ?? [])
    .filter(Boolean)
    .join('/')}`;

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(location));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    if (!(await fetchRequestedData(queryClient))) return null;
    // A head of its own for each pass: the page asks for it again as it renders.
    const collector = collectPageHead();
    const html = renderToString(
      <AppProviders queryClient={queryClient} renderContext={{ ...renderContext, head: collector }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
    if (requestedQueries(queryClient).length > 0) continue;
    const state: PageState = {
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    };
    return {
      status: NOT_FOUND_PATHS.has(pattern) ? 404 : 200,
      head: headTags(collector.head),
      root: html,
      state: scriptJson(state),
    };
  }
  return null;
}
