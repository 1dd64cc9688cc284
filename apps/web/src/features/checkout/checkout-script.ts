/** The provider's browser API, as both its real script and our sandbox's define it on `window`. */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface CheckoutFailure {
  error: {
    code?: string;
    description?: string;
    reason?: string;
    /** The gateway's ids of the order and of the failed payment (Razorpay's `error.metadata`). */
    metadata?: { order_id?: string; payment_id?: string };
  };
}

export interface CheckoutOptions {
  key: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact?: string };
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
  theme?: { color: string };
}

export interface CheckoutWindow {
  on(event: 'payment.failed', callback: (failure: CheckoutFailure) => void): void;
  open(): void;
  close(): void;
}

type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutWindow;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

const loading = new Map<string, Promise<CheckoutConstructor>>();

/** Loads the gateway's checkout script once per page; rejects when it cannot be loaded. */
export function loadCheckoutScript(src: string): Promise<CheckoutConstructor> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<CheckoutConstructor>((resolve, reject) => {
    if (window.Razorpay) return resolve(window.Razorpay);
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('The payment SDK failed to load.'));
    script.onerror = () => reject(new Error('The payment SDK failed to load.'));
    document.head.append(script);
  });
  // A failed load may be retried by the next attempt.
  promise.catch(() => loading.delete(src));
  loading.set(src, promise);
  return promise;
}
