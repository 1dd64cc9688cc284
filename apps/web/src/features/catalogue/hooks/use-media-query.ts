import { useCallback } from 'react';
import { useExternalStore } from '#src/lib/takeover';

/** Tailwind's `lg` breakpoint: from here the filters sit in a sidebar; below it, in a drawer. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 64rem)';

function canMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

const unknownViewport = (): boolean | undefined => undefined;

/**
 * Whether `query` matches now, updated as the viewport changes. Where `matchMedia` is missing (jsdom),
 * `fallback` is the answer; on the server, which has no viewport, undefined.
 */
export function useMediaQuery(query: string, fallback = true): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatchMedia()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(() => {
    if (typeof window === 'undefined') return undefined;
    return canMatchMedia() ? window.matchMedia(query).matches : fallback;
  }, [query, fallback]);
  return useExternalStore(subscribe, matches, unknownViewport);
}
