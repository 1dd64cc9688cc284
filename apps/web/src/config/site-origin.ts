let renderedOrigin = '';

/** The site's origin for absolute links (structured data): the page's own, or the server's while it renders. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? renderedOrigin : window.location.origin;
}

/** The server's public origin, set by its page renderer. */
export function setRenderedOrigin(origin: string): void {
  renderedOrigin = origin;
}
