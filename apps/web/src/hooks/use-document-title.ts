import { useEffect } from 'react';
import { company } from '#src/config/company';
import { type HeadCollector, type PageHead, useRenderContext } from '#src/lib/render-context';
import { scriptJson } from '#src/lib/script-json';

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

/** Collects the head of a page the server renders into `head`, which starts as the company name alone. */
export function collectPageHead(): HeadCollector & { head: PageHead } {
  const head: PageHead = { title: company.name, jsonLd: [] };
  return {
    head,
    setTitle: (title, description) => {
      head.title = title;
      head.description = description;
    },
    addJsonLd: (data) => head.jsonLd.push(data),
  };
}

const fullTitle = (title: string) => (title ? `${title} | ${company.name}` : company.name);

/**
 * The page's head: the browser tab title, `title | Company` (the company name alone when `title` is
 * empty), and the meta description that search engines show, the site's own when `description` is
 * missing or empty.
 */
export function useDocumentTitle(title: string, description?: string): void {
  // The server runs no effects: the page hands its head over while it renders.
  useRenderContext().head?.setTitle(fullTitle(title), description || undefined);
  useEffect(() => {
    document.title = fullTitle(title);
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
  const { head } = useRenderContext();
  if (data) head?.addJsonLd(data);
  useEffect(() => {
    if (!data) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = scriptJson(data);
    document.head.append(script);
    return () => script.remove();
  }, [data]);
}
