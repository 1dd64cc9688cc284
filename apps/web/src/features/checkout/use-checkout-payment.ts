import { useTranslation } from 'react-i18next';
import type { CreateOrderRequest, CreateOrderResponse, PaymentConfig } from '@bulk/domain/checkout';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '#src/components/ui/toast/toast-store';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { payInstalmentOrder } from './api/instalments';
import { createOrder, payOrderAgain, reportPaymentFailure, verifyPayment } from './api/payments';
import { loadCheckoutScript } from './checkout-script';
import { saveInvoiceLink } from './invoice-link';

/** Shown in the provider's form when the buyer gave no mobile number (the specification's placeholder). */
const CONTACT_PLACEHOLDER = '9999999999';

export type Outcome = 'paid' | 'failed' | 'dismissed' | 'error';

/** Who pays, as the provider's form is prefilled. */
export interface Payer {
  name: string;
  email: string;
  contact?: string | undefined;
}

/**
 * The checkout's payment: load the gateway script, create the order (priced by the server), open the
 * payment window and verify what it returns. Each failure shows the specification's title and text; a
 * failed or dismissed payment leaves the cart as it was; a dismissed one says how the order can be paid later. `onPaid` runs after a verified payment;
 * `onFailed` after the gateway refused it, once the server was told (it then shows the order's reason).
 * `payAgain` opens the same window for a new attempt of a failed or expired order, at today's prices;
 * `payInstalment` for one instalment of an advance order. `onDismissed` runs when the buyer closes the
 * window (an advance order can still be paid by bank transfer or UPI from its page).
 */
export function useCheckoutPayment({
  onPaid,
  onFailed,
  onDismissed,
}: {
  onPaid: (orderId: string) => void;
  onFailed?: (orderId: string) => void;
  onDismissed?: (orderId: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);

  /** Runs `work` as the one payment in progress; an unexpected error is told, never thrown. */
  async function running(work: () => Promise<Outcome>): Promise<Outcome> {
    setProcessing(true);
    try {
      return await work();
    } catch (error) {
      toast({ title: t('toast.paymentError'), description: errorMessage(error), variant: 'destructive' });
      return 'error';
    } finally {
      setProcessing(false);
    }
  }

  async function loadScript(scriptUrl: string) {
    try {
      return await loadCheckoutScript(scriptUrl);
    } catch (error) {
      toast({ title: t('toast.paymentFailed'), description: errorMessage(error), variant: 'destructive' });
      return undefined;
    }
  }

  /** Opens the payment window for a gateway order and resolves to how the payment ended. */
  function openWindow(
    Checkout: Awaited<ReturnType<typeof loadCheckoutScript>>,
    order: CreateOrderResponse,
    payer: Payer,
    storeName: string,
    userData: Record<string, unknown>,
    dismissedText: string,
  ): Promise<Outcome> {
    return new Promise<Outcome>((resolve) => {
      const paymentWindow = new Checkout({
        key: order.checkout.key,
        amount: order.amount,
        currency: order.currency,
        name: storeName,
        description: order.checkout.description,
        order_id: order.id,
        prefill: { name: payer.name, email: payer.email, contact: payer.contact ?? CONTACT_PLACEHOLDER },
        theme: { color: '#166534' },
        handler: (response) => {
          verifyPayment({ ...response, userData: { ...userData, totalAmount: order.amount } }).then(
            (verified) => {
              saveInvoiceLink(verified.invoiceUrl);
              toast({ title: t('toast.success'), description: t('toast.paymentSuccessful') });
              onPaid(order.orderId);
              resolve('paid');
            },
            (error: unknown) => {
              // 409: the payment paid nothing (the order was cancelled or already paid) and is refunded.
              const notApplied = error instanceof ApiRequestError && error.status === 409;
              toast({
                title: notApplied ? t('toast.paymentNotApplied') : t('toast.verificationFailed'),
                description: notApplied ? errorMessage(error) : t('toast.couldNotVerify'),
                variant: 'destructive',
              });
              resolve('error');
            },
          );
        },
        modal: {
          // Closing the window is the buyer's choice, not a failure: say so and how to pay later.
          ondismiss: () => {
            toast({ title: t('toast.paymentCancelled'), description: dismissedText });
            onDismissed?.(order.orderId);
            resolve('dismissed');
          },
        },
      });
      paymentWindow.on('payment.failed', (failure) => {
        const paymentId = failure.error.metadata?.payment_id;
        const told =
          onFailed && paymentId
            ? reportPaymentFailure({ razorpay_order_id: order.id, razorpay_payment_id: paymentId })
            : undefined;
        if (!told) {
          toast({
            title: t('toast.paymentFailed'),
            description: failure.error.description ?? t('toast.paymentDidNotGoThrough'),
            variant: 'destructive',
          });
          resolve('failed');
          return;
        }
        // The provider's window offers to retry in place; the store's own page takes over from here.
        paymentWindow.close();
        // Whether or not the report got through, the order's page says how the order stands.
        void told
          .catch(() => undefined)
          .then(() => queryClient.invalidateQueries({ queryKey: ['orders', order.orderId] }))
          .then(() => {
            onFailed?.(order.orderId);
            resolve('failed');
          });
      });
      paymentWindow.open();
    });
  }

  function pay(config: PaymentConfig, request: CreateOrderRequest, storeName: string): Promise<Outcome> {
    return running(async () => {
      const Checkout = await loadScript(config.scriptUrl);
      if (!Checkout) return 'error';
      let order;
      try {
        order = await createOrder(request);
      } catch (error) {
        // A refused line (minimum, step, no longer listed) or an order above the store's limits says why;
        // anything else is the spec's text.
        const refused = error instanceof ApiRequestError && (error.status === 422 || error.status === 400);
        toast({
          title: t('toast.paymentFailed'),
          description: refused ? errorMessage(error) : t('toast.couldNotCreateOrder'),
          variant: 'destructive',
        });
        return 'error';
      }
      const payer = {
        name: request.shipping.fullName,
        email: request.shipping.email,
        contact: request.buyer?.phone,
      };
      return openWindow(
        Checkout,
        order,
        payer,
        storeName,
        {
          type: 'order',
          shipping: request.shipping,
          items: request.lines,
        },
        // An advance order stays to be paid from its page, by any of the three means.
        request.paymentPlan === 'advance' ? t('instalments.dismissed') : t('toast.paymentCancelledCheckout'),
      );
    });
  }

  /**
   * Asks the server for another gateway attempt on an order already placed. A refusal is shown, and the
   * order fetched again: it may have changed meanwhile (paid, paid again elsewhere).
   */
  async function startAttempt<Attempt>(
    orderId: string,
    start: () => Promise<Attempt>,
  ): Promise<Attempt | null> {
    try {
      return await start();
    } catch (error) {
      toast({ title: t('toast.paymentFailed'), description: errorMessage(error), variant: 'destructive' });
      await queryClient.invalidateQueries({ queryKey: ['orders', orderId] });
      return null;
    }
  }

  /** Pays a failed or expired order again: a new attempt at today's total, in the same window. */
  function payAgain(orderId: string, payer: Payer): Promise<Outcome> {
    return running(async () => {
      const order = await startAttempt(orderId, () => payOrderAgain(orderId));
      if (!order) return 'error';
      const Checkout = await loadScript(order.checkout.scriptUrl);
      if (!Checkout) return 'error';
      // The order is pending again: its summary changed, but not its repricing, which the server now
      // refuses (409) until this attempt fails or expires; fetching it again would only fail.
      await queryClient.invalidateQueries({
        queryKey: ['orders', orderId],
        predicate: (query) => query.queryKey[2] !== 'repricing',
      });
      return openWindow(
        Checkout,
        order,
        payer,
        order.checkout.name,
        { type: 'order', orderId },
        t('toast.paymentCancelledPayAgain'),
      );
    });
  }

  /** Pays one instalment of an advance order through the gateway, in the same window. */
  function payInstalment(orderId: string, number: number, payer: Payer): Promise<Outcome> {
    return running(async () => {
      const order = await startAttempt(orderId, () => payInstalmentOrder(orderId, number));
      if (!order) return 'error';
      const Checkout = await loadScript(order.checkout.scriptUrl);
      if (!Checkout) return 'error';
      return openWindow(
        Checkout,
        order,
        payer,
        order.checkout.name,
        { type: 'instalment', orderId, number },
        t('instalments.dismissed'),
      );
    });
  }

  return { pay, payAgain, payInstalment, processing };
}
