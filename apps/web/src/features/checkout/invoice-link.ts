/** Where the checkout leaves the paid order's invoice link for the thank-you page, which reads it once. */
const INVOICE_LINK_KEY = 'reticulation-invoice';

// What the thank-you page took, kept for this page view: React may run an initializer twice.
let taken: { url: string | null } | undefined;

export function saveInvoiceLink(url: string): void {
  taken = undefined;
  try {
    localStorage.setItem(INVOICE_LINK_KEY, url);
  } catch {
    // Storage may be full or disabled; the invoice stays reachable from the order email.
  }
}

/** Returns the saved link and removes it from storage, as the specification's thank-you page does. */
export function takeInvoiceLink(): string | null {
  if (taken) return taken.url;
  let url: string | null;
  try {
    url = localStorage.getItem(INVOICE_LINK_KEY);
    localStorage.removeItem(INVOICE_LINK_KEY);
  } catch {
    url = null;
  }
  taken = { url };
  return url;
}
