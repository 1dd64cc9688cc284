import { Trans, useTranslation } from 'react-i18next';
import { splitInstalments, type PaymentPlan } from '@bulk/domain/advance';
import { formatMoney } from '@bulk/domain/currency';
import { gstByRateOf, splitCart, type SellerLine } from '@bulk/domain/shipments';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page } from '#src/components/layout/page';
import { CheckboxField } from '#src/components/ui/form-field';
import { toast } from '#src/components/ui/toast/toast-store';
import { company } from '#src/config/company';
import { paths } from '#src/config/paths';
import { usePaymentConfig } from '#src/features/checkout/api/payments';
import { profileQueryOptions } from '#src/features/account/api/profile';
import { useAuth } from '#src/features/auth/use-auth';
import { CheckoutTotals, type CheckoutShipment } from '#src/features/checkout/components/checkout-totals';
import { PaymentPlanChoice } from '#src/features/checkout/components/payment-plan';
import {
  BuyerFields,
  buyerRequest,
  emptyBuyer,
  useBuyerForm,
} from '#src/features/checkout/components/buyer-form';
import {
  hasMissingField,
  ShippingFields,
  useShippingForm,
} from '#src/features/checkout/components/shipping-form';
import { useCheckoutPayment } from '#src/features/checkout/use-checkout-payment';
import { errorMessage } from '#src/lib/api-client';
import { useCartContents } from '#src/app/hooks/use-cart-contents';

export default function CheckoutPage() {
  const { t } = useTranslation();
  const { cart, contents } = useCartContents();
  const config = usePaymentConfig();
  const form = useShippingForm();
  const buyerForm = useBuyerForm();
  const { user } = useAuth();
  const profile = useQuery({ ...profileQueryOptions, enabled: user !== null });
  const navigate = useNavigate();
  // The plan of the order being paid, read when its payment window closes.
  const advanceChosen = useRef(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [plan, setPlan] = useState<PaymentPlan>('full');
  // An advance order is placed once its window opens: paid or not, its page shows how to pay it.
  const openAdvanceOrder = (orderId: string) => {
    cart.clear();
    void navigate(paths.orderPayments.replace(':id', encodeURIComponent(orderId)));
  };
  const { pay, processing } = useCheckoutPayment({
    onPaid: (orderId) => {
      if (advanceChosen.current) {
        openAdvanceOrder(orderId);
        return;
      }
      cart.clear();
      void navigate(`${paths.thankYou}?type=payment`);
    },
    onDismissed: (orderId) => {
      if (advanceChosen.current) openAdvanceOrder(orderId);
    },
    // Paid in full: the cart stays as it was; the failed page gives the gateway's reason and offers to
    // pay again. An advance order's page offers the other ways to pay its advance.
    onFailed: (orderId) =>
      advanceChosen.current
        ? openAdvanceOrder(orderId)
        : void navigate(`${paths.paymentFailed}?order=${encodeURIComponent(orderId)}`),
  });
  const state = form.watch('state');

  // A signed-in buyer's checkout starts from the profile: the details saved last time, the billing
  // address as the shipping address. Fields the buyer has already typed in are kept.
  const saved = profile.data;
  useEffect(() => {
    if (!saved) return;
    const shippingDefaults = {
      fullName: saved.name,
      email: saved.email,
      address: saved.address ?? '',
      city: saved.city ?? '',
      state: saved.state ?? '',
      zip: saved.zip ?? '',
    };
    form.reset(shippingDefaults, { keepDirtyValues: true });
    buyerForm.reset(
      {
        ...emptyBuyer,
        company: saved.company ?? '',
        phone: saved.phone ?? '',
        gstin: saved.gstin ?? '',
        saveToProfile: true,
      },
      { keepDirtyValues: true },
    );
  }, [saved, form, buyerForm]);

  if (contents.status === 'empty') {
    return (
      <Page title={t('checkout.title')}>
        <p className="text-lg">{t('cart.emptyTitle')}</p>
        <Link to={paths.products} className="btn-primary mt-4">
          {t('common.startShopping')}
        </Link>
      </Page>
    );
  }
  if (contents.status !== 'ready' || config.isPending) {
    const failed = contents.status === 'error' ? contents.error : config.error;
    return (
      <Page title={t('checkout.title')}>
        <p role={failed ? 'alert' : 'status'}>{failed ? errorMessage(failed) : t('checkout.loading')}</p>
      </Page>
    );
  }
  if (config.isError) {
    return (
      <Page title={t('checkout.title')}>
        <p role="alert">{errorMessage(config.error)}</p>
      </Page>
    );
  }

  const items = contents.items.flatMap((item) => (item.available ? [item] : []));
  const blocked = contents.unavailableCount > 0;
  // Each seller's part is priced as it ships: freight from its pickup zone, GST by its state (decision 023).
  const sellerLines = items.map((item): SellerLine => ({
    pricePaise: item.unitPricePaise,
    quantity: item.line.quantity,
    weightGrams: item.product.weightGrams,
    hsn: item.product.hsn,
    sellerId: item.product.seller?.id ?? null,
    pickupState: item.product.pickupState ?? undefined,
    sellerState: item.product.seller?.state ?? undefined,
  }));
  const split = splitCart({
    lines: sellerLines,
    state,
    companyOriginZone: config.data.originZone,
    // Today's rates preview the tax; the server prices the order again when it is placed.
    at: new Date(),
  });
  if (!split) {
    return (
      <Page title={t('checkout.title')}>
        <p role="alert">{t('cart.lowerQuantity')}</p>
        <Link to={paths.cart} className="btn-primary mt-4">
          {t('header.cart')}
        </Link>
      </Page>
    );
  }
  const shipments = split.parts.map((part): CheckoutShipment => {
    const partItems = part.lineIndexes.map((index) => items[index]!);
    const seller = partItems[0]!.product.seller;
    return {
      key: `${part.sellerId ?? 'company'}-${partItems[0]!.product.pickupState ?? ''}`,
      sellerId: part.sellerId,
      sellerName: seller?.businessName ?? company.name,
      pickupState: seller ? partItems[0]!.product.pickupState : null,
      sameState: part.sameState,
      lines: partItems.map((item, index) => ({
        productId: item.product.id,
        name: item.product.name,
        unit: item.product.unit,
        quantity: item.line.quantity,
        lineTotalPaise: part.totals.lines[index]!.goodsPaise,
      })),
      totals: part.totals,
    };
  });
  // The advance (decision 021) is for the company's own goods alone, once the total with a state's freight
  // reaches the store's minimum; the server refuses it for a cart holding a supplier's products.
  const companyOnly = split.parts.every((part) => part.sellerId === null);
  const overMinimum = Boolean(state) && split.totalPaise >= config.data.advanceOrderMinimumPaise;
  const advanceOffered = companyOnly && overMinimum;
  const chosenPlan: PaymentPlan = advanceOffered ? plan : 'full';
  const dueNowPaise =
    chosenPlan === 'advance' ? splitInstalments(split.totalPaise).advancePaise : split.totalPaise;

  async function onPay() {
    if (!termsAccepted) {
      toast({
        title: t('toast.termsRequired'),
        description: t('toast.termsRequiredText'),
        variant: 'destructive',
      });
      return;
    }
    if (hasMissingField(form.getValues())) {
      toast({
        title: t('toast.missingInfo'),
        description: t('toast.missingInfoText'),
        variant: 'destructive',
      });
      void form.trigger(undefined, { shouldFocus: true });
      return;
    }
    if (!(await form.trigger(undefined, { shouldFocus: true }))) return;
    if (!(await buyerForm.trigger(undefined, { shouldFocus: true }))) return;
    advanceChosen.current = chosenPlan === 'advance';
    await pay(
      config.data!,
      {
        productType: 'order',
        lines: items.map((item) => ({ productId: item.line.productId, quantity: item.line.quantity })),
        shipping: form.getValues(),
        buyer: buyerRequest(buyerForm.getValues()),
        paymentPlan: chosenPlan,
      },
      company.name,
    );
  }

  return (
    <Page title={t('checkout.title')}>
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
          <BuyerFields form={buyerForm} shippingState={state} signedIn={Boolean(user)} />
          {blocked ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
              <Trans i18nKey="checkout.unavailable" components={{ cart: <Link to={paths.cart} /> }} />
            </p>
          ) : null}
        </div>
        <div className="space-y-4">
          <CheckoutTotals
            shipments={shipments}
            amounts={{ ...split, gstByRate: gstByRateOf(split) }}
            stateChosen={Boolean(state)}
          />
          {advanceOffered ? (
            <PaymentPlanChoice
              totalPaise={split.totalPaise}
              loadingDelayHours={config.data.advanceLoadingDelayHours}
              plan={plan}
              onChange={setPlan}
            />
          ) : overMinimum ? (
            <p className="text-sm text-stone-700">{t('checkout.plan.companyOnly')}</p>
          ) : null}
          <CheckboxField
            id="terms"
            label={
              <Trans
                i18nKey="checkout.agree"
                components={{
                  terms: <Link to={paths.termsAndConditions} />,
                  refund: <Link to={paths.refundCancellationPolicy} />,
                }}
              />
            }
            registration={{
              checked: termsAccepted,
              onChange: (event: ChangeEvent<HTMLInputElement>) => setTermsAccepted(event.target.checked),
            }}
          />
          <button
            type="submit"
            className="btn-primary w-full"
            aria-disabled={!termsAccepted || processing || blocked}
            aria-describedby={termsAccepted ? undefined : 'pay-hint'}
          >
            {processing
              ? t('checkout.processing')
              : t('checkout.pay', { amount: formatMoney(dueNowPaise, 'INR') })}
          </button>
          {termsAccepted ? null : (
            <p id="pay-hint" className="text-xs text-stone-600">
              {t('checkout.acceptToPay')}
            </p>
          )}
        </div>
      </form>
    </Page>
  );
}
