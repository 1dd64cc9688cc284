import * as ToastPrimitive from '@radix-ui/react-toast';
import { CloseIcon } from '#src/components/layout/icons';
import { dismissToast, useCurrentToast } from './toast-store';

/** Timing of the specification (section 9): each toast stays 5000 ms; a swipe past 50 px dismisses it. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

const variantClass = {
  default: 'border-leaf-200 bg-white text-ink',
  destructive: 'border-red-300 bg-red-50 text-red-950',
} as const;

/**
 * Renders the toast of `toast()`. Mounted once, in the app providers. Radix announces each toast to
 * screen readers (assertively for a destructive one), pauses the timer on hover or focus, closes on
 * Escape and moves focus to the viewport with F8.
 */
export function Toaster() {
  const current = useCurrentToast();

  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {current ? (
        <ToastPrimitive.Root
          // A new id mounts a new toast, so a replacement is announced and timed afresh.
          key={current.id}
          open={current.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[state=closed]:animate-[toast-out_150ms_ease-in] data-[state=open]:animate-[toast-in_200ms_ease-out] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-[toast-swipe-out_150ms_ease-out] data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) ${variantClass[current.variant]}`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{current.title}</ToastPrimitive.Title>
            {current.description ? (
              <ToastPrimitive.Description className="text-sm">
                {current.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:bg-black/5 hover:opacity-100"
          >
            <CloseIcon className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      {/* Bottom right, above the floating chat button, so the header stays usable while a toast shows. */}
      <ToastPrimitive.Viewport className="pointer-events-none fixed right-0 bottom-20 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:bottom-24" />
    </ToastPrimitive.Provider>
  );
}
