import { useCallback, useSyncExternalStore } from 'react';

// The app taking over a page the server rendered (docs/decisions/006-server-rendering.md). Preact's
// hydration keeps the server's elements and does not compare their attributes, so until every part of the
// page is taken over the app renders what the server did; what only the browser knows (the cart in local
// storage, the viewport) follows right after, as an ordinary update. (preact/compat's own
// `useSyncExternalStore` answers the server snapshot only while the part being hydrated renders: a part
// taken over later would get the browser's value, and its attributes would keep the server's.)

/**
 * Lets the browser handle input and paint before the next step: the app's start is split into steps, each a
 * task of its own, so that none keeps a slow phone's main thread busy for long.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let takingOver = false;
let pendingParts = 0;
const endListeners = new Set<() => void>();

function endIfDone(): void {
  if (!takingOver || pendingParts > 0) return;
  takingOver = false;
  for (const listener of [...endListeners]) listener();
}

/** Runs `hydrate`, the first render over the server's page; the takeover ends when its last part is in. */
export function takeOverServerPage(hydrate: () => void): void {
  takingOver = true;
  hydrate();
  endIfDone();
}

export function isTakingOver(): boolean {
  return takingOver;
}

/** Calls `callback` once the page is the app's: now, or when the takeover ends. */
export function afterTakeover(callback: () => void): void {
  if (!takingOver) return callback();
  const once = () => {
    endListeners.delete(once);
    callback();
  };
  endListeners.add(once);
}

/** A part of the page that is taken over later: `done` once it is. */
export function deferPart(): { done: () => void } {
  pendingParts += 1;
  let finished = false;
  return {
    done: () => {
      if (finished) return;
      finished = true;
      pendingParts -= 1;
      endIfDone();
    },
  };
}

/**
 * `useSyncExternalStore` that answers `getServerSnapshot` while the app takes over a server's page, so that
 * the first render matches the server's elements, and the browser's own value as soon as the takeover ends.
 * `subscribe` must be stable.
 */
export function useExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const subscribeWithTakeover = useCallback(
    (onChange: () => void) => {
      const unsubscribe = subscribe(onChange);
      endListeners.add(onChange);
      return () => {
        unsubscribe();
        endListeners.delete(onChange);
      };
    },
    [subscribe],
  );
  const snapshot = useCallback(
    () => (takingOver ? getServerSnapshot() : getSnapshot()),
    [getSnapshot, getServerSnapshot],
  );
  return useSyncExternalStore(subscribeWithTakeover, snapshot, getServerSnapshot);
}
