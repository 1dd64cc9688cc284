import { useTranslation } from 'react-i18next';
import type { CreateOrderRequest, PaymentConfig } from '@bulk/domain/checkout';
import { useState } from 'react';
import { toast } from '#src/components/ui/toast/toast-store';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { createOrder, verifyPayment } from './api/payments';
import { loadCheckoutScript } from './checkout-script';
import { saveInvoiceLink } from './invoice-link';

/** Shown in the provider's form when the buyer gave no mobile number (the specification's placeholder). */
const CONTACT_PLACEHOLDER = '9999999999';

type Outcome = 'paid' | 'failed' | 'dismissed' | 'error';

/**
 * The checkout's payment: load the gateway script, create the order (priced by the server), open the
 * payment window and verify what it returns. Each failure shows the specification's title and text; a
 * failed or dismissed payment leaves the cart as it was. `onPaid` runs after a verified payment.
 */
export function useCheckoutPayment({ onPaid }: { onPaid: () => void }) {
  const { t } = useTranslation();
  const [processing, setProcessing] = useState(false);

  async function pay(
    config: PaymentConfig,
    request: CreateOrderRequest,
    storeName: string,
  ): Promise<Outcome> {
    setProcessing(true);
    try {
      let Checkout;
      try {
        Checkout = await loadCheckoutScript(config.scriptUrl);
      } catch (error) {
        toast({ title: t('toast.paymentFailed'), description: errorMessage(error), variant: 'destructive' });
        return 'error';
      }
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
      return await new Promise<Outcome>((resolve) => {
        const paymentWindow = new Checkout({
          key: order.checkout.key,
          amount: order.amount,
          currency: order.currency,
          name: storeName,
          description: order.checkout.description,
          order_id: order.id,
          prefill: {
            name: request.shipping.fullName,
            email: request.shipping.email,
            contact: request.buyer?.phone ?? CONTACT_PLACEHOLDER,
          },
          theme: { color: '#166534' },
          handler: (response) => {
            verifyPayment({
              ...response,
              userData: {
                type: 'order',
                shipping: request.shipping,
                items: request.lines,
                totalAmount: order.amount,
              },
            }).then(
              (verified) => {
                saveInvoiceLink(verified.invoiceUrl);
                toast({ title: t('toast.success'), description: t('toast.paymentSuccessful') });
                onPaid();
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
          modal: { ondismiss: () => resolve('dismissed') },
        });
        paymentWindow.on('payment.failed', (failure) => {
          toast({
            title: t('toast.paymentFailed'),
            description: failure.error.description ?? t('toast.paymentDidNotGoThrough'),
            variant: 'destructive',
          });
          resolve('failed');
        });
        paymentWindow.open();
      });
    } catch (error) {
      toast({ title: t('toast.paymentError'), description: errorMessage(error), variant: 'destructive' });
      return 'error';
    } finally {
      setProcessing(false);
    }
  }

  return { pay, processing };
}
