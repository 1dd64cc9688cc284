import { useRenderContext } from '#src/lib/render-context';

/** The site's origin for absolute links (structured data): the page's own, or the server's while it renders. */
export const useSiteOrigin = (): string => useRenderContext().origin;
