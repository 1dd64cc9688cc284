import { useCallback, useSyncExternalStore } from 'react';
import { useRenderContext } from '#src/lib/render-context';

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

/** The takeover of a page as the app's components see it, through the render context. */
export type Takeover = {
  isTakingOver: () => boolean;
  /** Calls `callback` once the page is the app's: now, or when the takeover ends. */
  afterTakeover: (callback: () => void) => void;
  /** A part of the page that is taken over later: `done` once it is. */
  deferPart: () => { done: () => void };
  /** Calls `listener` each time the takeover ends, until the returned function is called. */
  onEnd: (listener: () => void) => () => void;
};

/** The app's takeover in this browser, started by `takeOverServerPage`; until then there is none. */
export type PageTakeover = Takeover & {
  /** Runs `hydrate`, the first render over the server's page; the takeover ends when its last part is in. */
  takeOverServerPage: (hydrate: () => void) => void;
};

/** The state of one app's takeover, its own: nothing is shared with another app or another render. */
export function createTakeover(): PageTakeover {
  let takingOver = false;
  let pendingParts = 0;
  const endListeners = new Set<() => void>();

  function endIfDone(): void {
    if (!takingOver || pendingParts > 0) return;
    takingOver = false;
    for (const listener of [...endListeners]) listener();
  }

  return {
    takeOverServerPage: (hydrate) => {
      takingOver = true;
      hydrate();
      endIfDone();
    },
    isTakingOver: () => takingOver,
    afterTakeover: (callback) => {
      if (!takingOver) return callback();
      const once = () => {
        endListeners.delete(once);
        callback();
      };
      endListeners.add(once);
    },
    deferPart: () => {
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
    },
    onEnd: (listener) => {
      endListeners.add(listener);
      return () => {
        endListeners.delete(listener);
      };
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
  const { takeover } = useRenderContext();
  const subscribeWithTakeover = useCallback(
    (onChange: () => void) => {
      const unsubscribe = subscribe(onChange);
      const stopListening = takeover.onEnd(onChange);
      return () => {
        unsubscribe();
        stopListening();
      };
    },
    [subscribe, takeover],
  );
  const snapshot = useCallback(
    () => (takeover.isTakingOver() ? getServerSnapshot() : getSnapshot()),
    [getSnapshot, getServerSnapshot, takeover],
  );
  return useSyncExternalStore(subscribeWithTakeover, snapshot, getServerSnapshot);
}
