import { shippingAddressSchema, type ShippingAddress } from '@bulk/domain/checkout';
import { INDIAN_STATES } from '@bulk/domain/shipping';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';

export type ShippingForm = UseFormReturn<ShippingAddress>;

const emptyAddress: ShippingAddress = { fullName: '', email: '', address: '', city: '', state: '', zip: '' };

export function useShippingForm(): ShippingForm {
  return useForm<ShippingAddress>({
    resolver: zodResolver(shippingAddressSchema),
    defaultValues: emptyAddress,
    mode: 'onTouched',
  });
}

/** True when any shipping field is still blank: the specification's 'Missing Info' case. */
export function hasMissingField(values: ShippingAddress): boolean {
  return Object.values(values).some((value) => value.trim() === '');
}

const inputClass =
  'mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-900 focus:border-leaf-700 focus:outline-none focus:ring-2 focus:ring-leaf-600 aria-[invalid=true]:border-red-700';

type FieldName = keyof ShippingAddress;

function Field({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
}: {
  form: ShippingForm;
  name: FieldName;
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'email';
}) {
  const error = form.formState.errors[name]?.message;
  const errorId = `${name}-error`;
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
        {...form.register(name)}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The shipping form of spec section 3 (fullName, email, address, city, state, zip), checked by the shared schema. */
export function ShippingFields({ form }: { form: ShippingForm }) {
  const stateError = form.formState.errors.state?.message;
  return (
    <fieldset className="space-y-4">
      <legend className="text-xl font-semibold text-leaf-800">Shipping Details</legend>
      <Field form={form} name="fullName" label="Full name" autoComplete="name" />
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
      <Field form={form} name="address" label="Address" autoComplete="street-address" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field form={form} name="city" label="City" autoComplete="address-level2" />
        <div>
          <label htmlFor="state" className="block text-sm font-medium text-stone-800">
            State
          </label>
          <select
            id="state"
            autoComplete="address-level1"
            aria-invalid={stateError ? true : undefined}
            aria-describedby={stateError ? 'state-error' : undefined}
            className={inputClass}
            {...form.register('state')}
          >
            <option value="">Select state</option>
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
          {stateError ? (
            <p id="state-error" className="mt-1 text-sm text-red-800">
              {stateError}
            </p>
          ) : null}
        </div>
        <Field form={form} name="zip" label="PIN code" autoComplete="postal-code" inputMode="numeric" />
      </div>
    </fieldset>
  );
}
