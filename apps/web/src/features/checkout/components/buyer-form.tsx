import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { GSTIN_STATE_MISMATCH_MESSAGE, gstinProblem } from '@bulk/domain/buyer';
import { billingAddressSchema, checkoutBuyerSchema, type CheckoutBuyer } from '@bulk/domain/checkout';
import { INDIAN_STATES } from '@bulk/domain/shipping';
import { CheckboxField, SelectField, TextField } from '#src/components/ui/form-field';
import { formResolver } from '#src/components/ui/form-resolver';

const billingFields = z.object({ address: z.string(), city: z.string(), state: z.string(), zip: z.string() });

/**
 * The buyer's business details, checked by the shared schema's fields. The billing address is checked
 * only when it differs from the shipping address, and a GSTIN against the state the invoice is billed to:
 * `shippingState` mirrors the shipping form for that.
 */
const buyerFormSchema = z
  .object({
    company: checkoutBuyerSchema.shape.company,
    phone: checkoutBuyerSchema.shape.phone,
    gstin: checkoutBuyerSchema.shape.gstin,
    billingSame: z.boolean(),
    billing: billingFields,
    saveToProfile: z.boolean(),
    shippingState: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!values.billingSame) {
      for (const issue of billingAddressSchema.safeParse(values.billing).error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: ['billing', ...issue.path], message: issue.message });
      }
    }
    const billingState = values.billingSame ? values.shippingState : values.billing.state;
    if (values.gstin !== '' && billingState !== '' && gstinProblem(values.gstin, billingState)) {
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: GSTIN_STATE_MISMATCH_MESSAGE });
    }
  });
export type BuyerFormValues = z.input<typeof buyerFormSchema>;
export type BuyerForm = UseFormReturn<BuyerFormValues>;

export const emptyBuyer: BuyerFormValues = {
  company: '',
  phone: '',
  gstin: '',
  billingSame: true,
  billing: { address: '', city: '', state: '', zip: '' },
  saveToProfile: false,
  shippingState: '',
};

export function useBuyerForm(): BuyerForm {
  return useForm<BuyerFormValues>({
    resolver: formResolver(buyerFormSchema),
    defaultValues: emptyBuyer,
    mode: 'onTouched',
  });
}

/** The business details as `POST /api/create-order` takes them. */
export function buyerRequest(values: BuyerFormValues): CheckoutBuyer {
  return {
    company: values.company.trim(),
    phone: values.phone.trim(),
    gstin: values.gstin,
    billing: values.billingSame ? null : values.billing,
    saveToProfile: values.saveToProfile,
  };
}

/**
 * Company, mobile, GSTIN, the billing address (the shipping address unless unticked) and, for a signed-in
 * buyer, whether to keep them on the profile for next time.
 */
export function BuyerFields({
  form,
  shippingState,
  signedIn,
}: {
  form: BuyerForm;
  shippingState: string;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const billingSame = form.watch('billingSame');
  const billingState = form.watch('billing.state');
  useEffect(() => {
    form.setValue('shippingState', shippingState);
    if (form.getFieldState('gstin').isTouched) void form.trigger('gstin');
  }, [form, shippingState]);
  useEffect(() => {
    if (form.getFieldState('billing.zip').isTouched) void form.trigger('billing.zip');
    if (form.getFieldState('gstin').isTouched) void form.trigger('gstin');
  }, [form, billingState, billingSame]);
  return (
    <fieldset className="space-y-4">
      <legend className="text-xl font-semibold text-leaf-800">{t('checkout.buyerDetails')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="company"
          label={t('checkout.company')}
          hint={t('checkout.companyHint')}
          autoComplete="organization"
          error={errors.company?.message}
          registration={form.register('company')}
        />
        <TextField
          id="phone"
          label={t('profileForm.mobileNumber')}
          hint={t('profileForm.mobileHint')}
          required
          inputMode="tel"
          autoComplete="tel-national"
          error={errors.phone?.message}
          registration={form.register('phone')}
        />
      </div>
      <TextField
        id="gstin"
        label={t('checkout.gstin')}
        hint={t('checkout.gstinHint')}
        autoComplete="off"
        error={errors.gstin?.message}
        registration={form.register('gstin')}
      />
      <CheckboxField
        id="billingSame"
        label={t('checkout.billingSame')}
        registration={form.register('billingSame')}
      />
      {billingSame ? null : (
        <fieldset className="space-y-4">
          <legend className="font-semibold text-leaf-800">{t('checkout.billingAddress')}</legend>
          <TextField
            id="billing-address"
            label={t('form.address')}
            required
            autoComplete="billing street-address"
            error={errors.billing?.address?.message}
            registration={form.register('billing.address')}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              id="billing-city"
              label={t('form.city')}
              required
              autoComplete="billing address-level2"
              error={errors.billing?.city?.message}
              registration={form.register('billing.city')}
            />
            <SelectField
              id="billing-state"
              label={t('form.state')}
              required
              options={INDIAN_STATES}
              placeholder={t('form.selectState')}
              autoComplete="billing address-level1"
              error={errors.billing?.state?.message}
              registration={form.register('billing.state')}
            />
            <TextField
              id="billing-zip"
              label={t('form.pinCode')}
              required
              inputMode="numeric"
              autoComplete="billing postal-code"
              error={errors.billing?.zip?.message}
              registration={form.register('billing.zip')}
            />
          </div>
        </fieldset>
      )}
      {signedIn ? (
        <CheckboxField
          id="saveToProfile"
          label={t('checkout.saveToProfile')}
          registration={form.register('saveToProfile')}
        />
      ) : null}
    </fieldset>
  );
}
