import type { ReactNode } from 'react';
import { useDocumentTitle } from '#src/hooks/use-document-title';

type PageProps = {
  /** The page's heading, and its document title unless `documentTitle` says otherwise. */
  title: string;
  documentTitle?: string;
  /** The meta description; by default the intro when it is plain text, else the site's own. */
  description?: string;
  intro?: ReactNode;
  children?: ReactNode;
};

/** The content frame of a page: sets the document title and description and renders its one `h1` and intro. */
export function Page({ title, documentTitle, description, intro, children }: PageProps) {
  useDocumentTitle(documentTitle ?? title, description ?? (typeof intro === 'string' ? intro : undefined));
  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-leaf-800 sm:text-4xl">{title}</h1>
      {intro ? <p className="mt-3 max-w-3xl text-lg text-stone-700">{intro}</p> : null}
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
}
