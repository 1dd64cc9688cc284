import { useEffect } from 'react';
import { company } from '#src/config/company';

/** The site-wide description of index.html, read once: what a page without its own description shows. */
let siteDescription: string | undefined;

function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  siteDescription ??= meta.content;
  return meta;
}

/**
 * The page's head: the browser tab title, `title | Company` (the company name alone when `title` is
 * empty), and the meta description that search engines show, the site's own when `description` is
 * missing or empty.
 */
export function useDocumentTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${company.name}` : company.name;
  }, [title]);
  useEffect(() => {
    const meta = descriptionMeta();
    meta.content = description || (siteDescription ?? '');
  }, [description]);
}

/**
 * Structured data (schema.org, JSON-LD) for the page, in a script of the head while the page is shown;
 * null adds none. `data` should be memoised: a new object rewrites the script.
 */
export function useJsonLd(data: object | null): void {
  useEffect(() => {
    if (!data) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    // `<` is escaped so that no text inside the data can close the script element.
    script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
    document.head.append(script);
    return () => script.remove();
  }, [data]);
}
