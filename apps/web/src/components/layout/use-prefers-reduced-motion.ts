import { useExternalStore } from '#src/lib/takeover';

const QUERY = '(prefers-reduced-motion: reduce)';

function motionQuery(): MediaQueryList | null {
  // jsdom and very old browsers have no matchMedia: no stated preference then.
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = motionQuery();
  if (!list) return () => {};
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => motionQuery()?.matches ?? false;
const noStatedPreference = () => false;

/** Whether the visitor asked the system for reduced motion, followed live. */
export function usePrefersReducedMotion(): boolean {
  return useExternalStore(subscribe, prefersReducedMotion, noStatedPreference);
}
