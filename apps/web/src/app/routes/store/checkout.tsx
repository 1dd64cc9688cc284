import { formatMoney } from '@bulk/domain/currency';
import { orderTotals } from '@bulk/domain/orders';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page } from '#src/components/layout/page';
import { toast } from '#src/components/ui/toast/toast-store';
import { company } from '#src/config/company';
import { paths } from '#src/config/paths';
import { usePaymentConfig } from '#src/features/checkout/api/payments';
import { CheckoutTotals } from '#src/features/checkout/components/checkout-totals';
import {
  hasMissingField,
  ShippingFields,
  useShippingForm,
} from '#src/features/checkout/components/shipping-form';
import { useCheckoutPayment } from '#src/features/checkout/use-checkout-payment';
import { errorMessage } from '#src/lib/api-client';
import { useCartContents } from '#src/app/hooks/use-cart-contents';

export default function CheckoutPage() {
  const { cart, contents } = useCartContents();
  const config = usePaymentConfig();
  const form = useShippingForm();
  const navigate = useNavigate();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const { pay, processing } = useCheckoutPayment({
    onPaid: () => {
      cart.clear();
      void navigate(`${paths.thankYou}?type=payment`);
    },
  });
  const state = form.watch('state');

  if (contents.status === 'empty') {
    return (
      <Page title="Checkout">
        <p className="text-lg">Your cart is empty</p>
        <Link to={paths.products} className="btn-primary mt-4">
          Start Shopping
        </Link>
      </Page>
    );
  }
  if (contents.status !== 'ready' || config.isPending) {
    const failed = contents.status === 'error' ? contents.error : config.error;
    return (
      <Page title="Checkout">
        <p role={failed ? 'alert' : 'status'}>{failed ? errorMessage(failed) : 'Loading your order...'}</p>
      </Page>
    );
  }
  if (config.isError) {
    return (
      <Page title="Checkout">
        <p role="alert">{errorMessage(config.error)}</p>
      </Page>
    );
  }

  const items = contents.items.flatMap((item) => (item.available ? [item] : []));
  const blocked = contents.unavailableCount > 0;
  const totals = orderTotals({
    lines: items.map((item) => ({ ...item.product, quantity: item.line.quantity })),
    state,
    originZone: config.data.originZone,
  });
  const lines = items.map((item) => ({
    productId: item.product.id,
    name: item.product.name,
    unit: item.product.unit,
    quantity: item.line.quantity,
    lineTotalPaise: item.product.pricePaise * item.line.quantity,
  }));

  async function onPay() {
    if (!termsAccepted) {
      toast({
        title: 'Terms Required',
        description: 'You must agree to the Terms & Conditions before payment.',
        variant: 'destructive',
      });
      return;
    }
    if (hasMissingField(form.getValues())) {
      toast({
        title: 'Missing Info',
        description: 'Please fill all shipping details before payment.',
        variant: 'destructive',
      });
      void form.trigger(undefined, { shouldFocus: true });
      return;
    }
    if (!(await form.trigger(undefined, { shouldFocus: true }))) return;
    await pay(
      config.data!,
      {
        productType: 'order',
        lines: items.map((item) => ({ productId: item.line.productId, quantity: item.line.quantity })),
        shipping: form.getValues(),
      },
      company.name,
    );
  }

  return (
    <Page title="Checkout">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!processing && !blocked) void onPay();
        }}
        className="grid gap-8 lg:grid-cols-[3fr_2fr]"
      >
        <div className="space-y-6">
          <ShippingFields form={form} />
          {blocked ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
              Some products in your cart are no longer available.{' '}
              <Link to={paths.cart}>Review your cart</Link> before paying.
            </p>
          ) : null}
        </div>
        <div className="space-y-4">
          <CheckoutTotals lines={lines} totals={totals} stateChosen={Boolean(state)} />
          <div className="flex items-start gap-2">
            <input
              id="terms"
              type="checkbox"
              className="mt-1 h-4 w-4"
              checked={termsAccepted}
              onChange={(event) => setTermsAccepted(event.target.checked)}
            />
            <label htmlFor="terms" className="text-sm">
              I agree to the <Link to={paths.termsAndConditions}>Terms &amp; Conditions</Link> and the{' '}
              <Link to={paths.refundCancellationPolicy}>refund policy</Link>.
            </label>
          </div>
          <button
            type="submit"
            className="btn-primary w-full"
            aria-disabled={!termsAccepted || processing || blocked}
            aria-describedby={termsAccepted ? undefined : 'pay-hint'}
          >
            {processing ? 'Processing...' : `Pay ${formatMoney(totals.totalPaise, 'INR')}`}
          </button>
          {termsAccepted ? null : (
            <p id="pay-hint" className="text-xs text-stone-600">
              Accept the terms to pay.
            </p>
          )}
        </div>
      </form>
    </Page>
  );
}
