import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { shippingAddressSchema, type ShippingAddress } from '@bulk/domain/checkout';
import { INDIAN_STATES } from '@bulk/domain/shipping';
import { formResolver } from '#src/components/ui/form-resolver';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from '#src/components/ui/form-field';

export type ShippingForm = UseFormReturn<ShippingAddress>;

const emptyAddress: ShippingAddress = { fullName: '', email: '', address: '', city: '', state: '', zip: '' };

export function useShippingForm(): ShippingForm {
  return useForm<ShippingAddress>({
    resolver: formResolver(shippingAddressSchema),
    defaultValues: emptyAddress,
    mode: 'onTouched',
  });
}

/** True when any shipping field is still blank: the specification's 'Missing Info' case. */
export function hasMissingField(values: ShippingAddress): boolean {
  return Object.values(values).some((value) => value.trim() === '');
}

/** The shipping form of spec section 3 (fullName, email, address, city, state, zip), checked by the shared schema. */
export function ShippingFields({ form }: { form: ShippingForm }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const state = form.watch('state');
  // The PIN code must belong to the state: a PIN code already given is checked again when the state changes.
  useEffect(() => {
    if (form.getFieldState('zip').isTouched) void form.trigger('zip');
  }, [form, state]);
  const field = (name: keyof ShippingAddress) => ({
    id: name,
    required: true,
    error: errors[name]?.message,
    registration: form.register(name),
  });
  return (
    <fieldset className="space-y-4">
      <legend className="text-xl font-semibold text-leaf-800">{t('checkout.shippingDetails')}</legend>
      <TextField {...field('fullName')} label={t('form.fullName')} autoComplete="name" />
      <TextField
        {...field('email')}
        label={t('form.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <TextField {...field('address')} label={t('form.address')} autoComplete="street-address" />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...field('city')} label={t('form.city')} autoComplete="address-level2" />
        <SelectField
          {...field('state')}
          label={t('form.state')}
          options={INDIAN_STATES}
          placeholder={t('form.selectState')}
          autoComplete="address-level1"
        />
        <TextField
          {...field('zip')}
          label={t('form.pinCode')}
          inputMode="numeric"
          autoComplete="postal-code"
        />
      </div>
    </fieldset>
  );
}
