import { useEffect } from 'react';
import { company } from '#src/config/company';
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

/** What a page puts in `<head>`, as the server collects it while rendering the page. */
export type PageHead = { title: string; description?: string; jsonLd: object[] };

let serverHead: PageHead | null = null;

/**
 * Runs `render` (the server rendering a page), collecting the head the page asks for on the way: the server
 * runs no effects, so the hooks below hand it over while rendering.
 */
export function collectPageHead(render: () => string): { html: string; head: PageHead } {
  const head: PageHead = { title: company.name, jsonLd: [] };
  serverHead = head;
  try {
    return { html: render(), head };
  } finally {
    serverHead = null;
  }
}

const fullTitle = (title: string) => (title ? `${title} | ${company.name}` : company.name);

/** What a page asks for while the server renders it (`collectPageHead`); nothing in the browser. */
function recordForServer(change: (head: PageHead) => void): void {
  if (import.meta.env.SSR && serverHead) change(serverHead);
}

/**
 * The page's head: the browser tab title, `title | Company` (the company name alone when `title` is
 * empty), and the meta description that search engines show, the site's own when `description` is
 * missing or empty.
 */
export function useDocumentTitle(title: string, description?: string): void {
  recordForServer((head) => {
    head.title = fullTitle(title);
    head.description = description || undefined;
  });
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
  recordForServer((head) => {
    if (data) head.jsonLd.push(data);
  });
  useEffect(() => {
    if (!data) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = scriptJson(data);
    document.head.append(script);
    return () => script.remove();
  }, [data]);
}
