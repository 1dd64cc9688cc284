import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  /** `destructive` for a refusal or a correction of the shopper's input; announced assertively. */
  variant?: ToastVariant;
};

export type ToastState = ToastInput & { id: number; variant: ToastVariant; open: boolean };

type Listener = () => void;

// The specification shows one toast at a time: a new one replaces the old (section 4, "Toasts").
// So the store holds a single toast; a closed one stays until replaced so that it can animate out.
let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastState | null {
  return current;
}

/** Shows a toast from anywhere (event handlers, hooks, plain functions), replacing the one on screen. */
export function toast({ title, description, variant = 'default' }: ToastInput): number {
  const id = nextId++;
  current = { id, title, description, variant, open: true };
  emit();
  return id;
}

/** Closes the toast `id` if it is still the one shown (the close button, the timer or a swipe). */
export function dismissToast(id: number): void {
  if (current?.id !== id || !current.open) return;
  current = { ...current, open: false };
  emit();
}

/** Forgets the current toast at once. Tests call it between cases; the app has no need to. */
export function resetToasts(): void {
  current = null;
  emit();
}

/** The toast to show, or null: what the `Toaster` renders. */
export function useCurrentToast(): ToastState | null {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
