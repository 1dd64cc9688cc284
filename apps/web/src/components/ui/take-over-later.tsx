import { Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useRenderContext } from '#src/lib/render-context';
import { nextTask, type Takeover } from '#src/lib/takeover';

type Deferral = { ready: boolean; promise: Promise<void>; done: () => void };

function deferToNextTask(takeover: Takeover): Deferral {
  const deferral: Deferral = {
    ready: false,
    promise: nextTask().then(() => {
      deferral.ready = true;
    }),
    done: takeover.deferPart().done,
  };
  return deferral;
}

function Deferred({ deferral, children }: { deferral: Deferral | null; children: ReactNode }) {
  // Suspending while Preact hydrates keeps the server's elements as they are, until the next task.
  if (deferral && !deferral.ready) throw deferral.promise;
  useEffect(() => deferral?.done(), [deferral]);
  // One element, the one the server's page keeps meanwhile; it has no box of its own.
  return <div className="contents">{children}</div>;
}

/**
 * A part of the frame that the app takes over from the server's page in a task of its own, so that the
 * takeover of a whole page never holds a slow phone's main thread for long. Anywhere else it renders at once.
 */
export function TakeOverLater({ children }: { children: ReactNode }) {
  const { takeover } = useRenderContext();
  const [deferral] = useState(() => (takeover.isTakingOver() ? deferToNextTask(takeover) : null));
  return (
    <Suspense fallback={null}>
      <Deferred deferral={deferral}>{children}</Deferred>
    </Suspense>
  );
}
