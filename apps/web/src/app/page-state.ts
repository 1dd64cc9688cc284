import { PAGE_STATE_ELEMENT_ID } from '@bulk/domain/page-render';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The data a page rendered by the server hands to the app: its queries' answers and the router's state. */
export type PageState = { queries: DehydratedState; router: HydrationState };

/**
 * The rendered page's data, once: the element is removed, so that nothing later mistakes it for the data of
 * another page. Null for a page the server did not render.
 */
export function takePageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}
