import { useEffect } from 'react';
import { company } from '#src/config/company';

/** Sets the browser tab title to `title | Company`, or to the company name alone when `title` is empty. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${company.name}` : company.name;
  }, [title]);
}
