import { Suspense } from 'react';
import type { ReactNode } from 'react';

type BrowserOnlyProps = {
  /** Code-split content that loads after the first paint. */
  children: ReactNode;
  /** What stands in its place meanwhile, and in the page the server renders. */
  fallback: ReactNode;
};

/**
 * Content that loads after the first paint. The server renders its fallback, so the page the browser takes
 * over matches what the browser itself renders before the code arrives.
 */
export function BrowserOnly({ children, fallback }: BrowserOnlyProps) {
  if (import.meta.env.SSR) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
