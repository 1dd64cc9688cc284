import { createContext, useContext } from 'react';
import type { ApiFetch } from '#src/lib/api-client';
import type { Takeover } from '#src/lib/takeover';

/** What a page puts in `<head>`, as the server collects it while rendering the page. */
export type PageHead = { title: string; description?: string; jsonLd: object[] };

/** Where a page hands over its head while the server renders it. */
export type HeadCollector = {
  setTitle: (title: string, description: string | undefined) => void;
  addJsonLd: (data: object) => void;
};

/**
 * What a render of the app takes from where it runs. The browser's app has the browser's; the server's
 * renderer makes one for each page it renders, so that pages rendered at the same time share nothing.
 */
export type RenderContext = {
  /** Where the API requests go: the network, or the server's own API, answered in process. */
  apiFetch: ApiFetch;
  /** The site's origin, for absolute links (structured data). */
  origin: string;
  /** The head the page asks for, collected while the server renders it (no effects run there); null in the browser, where the hooks write the document's head. */
  head: HeadCollector | null;
  /** The app taking over a page the server rendered: until it is done, stores answer as on the server. */
  takeover: Takeover;
};

/** A render that takes nothing over: the server's, or the browser's over an empty page. */
export const noTakeover: Takeover = {
  isTakingOver: () => false,
  afterTakeover: (callback) => callback(),
  deferPart: () => ({ done: () => {} }),
  onEnd: () => () => {},
};

/** The browser's: the network, the page's own origin, no takeover. */
export const browserRenderContext: RenderContext = {
  apiFetch: (url, init) => fetch(url, init),
  get origin() {
    return window.location.origin;
  },
  head: null,
  takeover: noTakeover,
};

const RenderContextValue = createContext<RenderContext>(browserRenderContext);

/** Gives the app's components their render context; without it they get the browser's. */
export const RenderContextProvider = RenderContextValue.Provider;

export const useRenderContext = (): RenderContext => useContext(RenderContextValue);

// The query client runs the API requests of a render outside the component tree (the route loaders, and the
// renderer fetching what a pass asked for), so they find the render they belong to through Node's async
// context, which follows each render across its awaits. The browser has one context and no Node.
const serverRenders = import.meta.env.SSR
  ? new (process.getBuiltinModule('node:async_hooks').AsyncLocalStorage)<RenderContext>()
  : null;

/** Runs `render` (the server rendering one page), and everything it starts, in `context`. */
export function runInRenderContext<T>(context: RenderContext, render: () => T): T {
  return serverRenders ? serverRenders.run(context, render) : render();
}

/** The render context for code outside the component tree: the server's render in progress, or the browser's. */
export function currentRenderContext(): RenderContext {
  return serverRenders?.getStore() ?? browserRenderContext;
}
