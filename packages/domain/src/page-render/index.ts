/**
 * What the server and the web app agree on when the server renders a page (docs/decisions/006-server-rendering.md).
 * The server renders only what every visitor of the page would see first: English, prices in rupees, signed
 * out. The web app mirrors the visitor's language and currency into these cookies, so that the server knows
 * when its English, rupee page would be wrong and sends the plain app instead.
 */
export const LANGUAGE_COOKIE = 'reticulation-language';
export const CURRENCY_COOKIE = 'reticulation-currency';

/** The values of those cookies for which the server renders the page. */
export const RENDERED_LANGUAGE = 'en';
export const RENDERED_CURRENCY = 'INR';

/** The id of the JSON script that carries the rendered page's data to the web app. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/** How the renderer calls the API: a path under /api, answered in process by the server. */
export type ApiTransport = (
  path: string,
  init: { method: string; headers: Record<string, string> },
) => Promise<{
  status: number;
  body: string;
}>;

/** A page the server rendered: its status, the tags for `<head>`, the markup of `#root` and its data. */
export type RenderedPage = { status: number; head: string; root: string; state: string };

/** What the renderer needs from the server: the API, and the site's public origin for absolute links. */
export type RenderContext = { api: ApiTransport; origin: string };

/**
 * Renders the page at `url` (path and query), or answers null for a page the server leaves to the browser:
 * one that is not public, redirects, or needed data that could not be fetched.
 */
export type PageRenderer = (url: string) => Promise<RenderedPage | null>;

/** What the web app's renderer module exports: the server makes its renderer once, at start. */
export type CreatePageRenderer = (context: RenderContext) => PageRenderer;
