import type { MembershipKind } from '@bulk/domain/memberships';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { createMembershipOrder, paymentConfigQuery, verifyPayment } from './api/payments';
import { loadCheckoutScript, type CheckoutSuccess } from './checkout-script';

export type MembershipPaymentOutcome =
  /** Paid and verified by the server. */
  | { status: 'paid'; payment: CheckoutSuccess }
  /** Paid in the window, but the server's verify call failed: the save may carry the signature instead. */
  | { status: 'unverified'; payment: CheckoutSuccess }
  | { status: 'failed'; message: string }
  | { status: 'dismissed' }
  /**
   * Before any payment: the script did not load, or the order was refused (an email already registered);
   * or after it (`verify`): a second payment of a fee already paid, which is refunded.
   */
  | { status: 'error'; stage: 'script' | 'order' | 'verify'; message: string };

export interface MembershipPayer {
  kind: MembershipKind;
  /** A signed-in supplier renewing its year: the server knows the account, so no email is sent for it. */
  renewal?: boolean;
  email: string;
  name: string;
  contact: string;
  /** The specification's verify-payment userData: the form's fields (no files, no password). */
  userData: Record<string, unknown>;
}

/**
 * A membership fee through the one payment gateway: load the checkout script, create the order (the
 * server sets the fee and refuses a registered email; a renewal, before approval or too early), open
 * the payment window and verify its answer.
 * Resolves with what happened and shows nothing itself, so each form says it in its own words.
 */
export function useMembershipPayment() {
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);

  async function pay(payer: MembershipPayer): Promise<MembershipPaymentOutcome> {
    setProcessing(true);
    try {
      let Checkout;
      try {
        const config = await queryClient.fetchQuery(paymentConfigQuery);
        Checkout = await loadCheckoutScript(config.scriptUrl);
      } catch (error) {
        return { status: 'error', stage: 'script', message: errorMessage(error) };
      }
      let order;
      try {
        order = await createMembershipOrder(
          payer.renewal
            ? { productType: 'supplierRenewal' }
            : { productType: payer.kind, email: payer.email },
        );
      } catch (error) {
        return { status: 'error', stage: 'order', message: errorMessage(error) };
      }
      return await new Promise<MembershipPaymentOutcome>((resolve) => {
        const paymentWindow = new Checkout({
          key: order.checkout.key,
          amount: order.amount,
          currency: order.currency,
          name: order.checkout.name,
          description: order.checkout.description,
          order_id: order.id,
          prefill: { name: payer.name, email: payer.email, contact: payer.contact },
          theme: { color: '#166534' },
          handler: (payment) => {
            verifyPayment({
              ...payment,
              userData: { ...payer.userData, type: payer.kind, amount: order.amount / 100 },
            }).then(
              () => resolve({ status: 'paid', payment }),
              // 409: a second payment of a fee already paid, which is refunded; the payer is told so.
              (error: unknown) =>
                resolve(
                  error instanceof ApiRequestError && error.status === 409
                    ? { status: 'error', stage: 'verify', message: errorMessage(error) }
                    : { status: 'unverified', payment },
                ),
            );
          },
          modal: { ondismiss: () => resolve({ status: 'dismissed' }) },
        });
        paymentWindow.on('payment.failed', (failure) =>
          resolve({
            status: 'failed',
            message: failure.error.description ?? 'The payment did not go through. Please try again.',
          }),
        );
        paymentWindow.open();
      });
    } finally {
      setProcessing(false);
    }
  }

  return { pay, processing };
}
