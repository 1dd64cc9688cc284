import type { MembershipKind } from '@bulk/domain/memberships';
import { z } from 'zod';

/**
 * A membership fee paid whose registration is not saved yet (the save failed, or the page was closed in
 * between). Kept in this browser so the next attempt completes the registration with the same payment
 * instead of charging again. Holds no secret: the server also checks the email and the payment.
 */
const pendingPaymentSchema = z.object({
  email: z.string(),
  orderId: z.string(),
  paymentId: z.string(),
  signature: z.string(),
});
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;

const storageKey = (kind: MembershipKind) => `reticulation-${kind}-payment`;

export function readPendingPayment(kind: MembershipKind, email: string): PendingPayment | null {
  try {
    const raw = localStorage.getItem(storageKey(kind));
    const parsed = pendingPaymentSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success && parsed.data.email === email.trim().toLowerCase() ? parsed.data : null;
  } catch {
    return null;
  }
}

export function savePendingPayment(kind: MembershipKind, payment: PendingPayment): void {
  try {
    localStorage.setItem(
      storageKey(kind),
      JSON.stringify({ ...payment, email: payment.email.toLowerCase() }),
    );
  } catch {
    // Storage may be disabled: the form still holds the payment until the page is left.
  }
}

export function clearPendingPayment(kind: MembershipKind): void {
  try {
    localStorage.removeItem(storageKey(kind));
  } catch {
    // Nothing stored.
  }
}
