import { MIN_PASSWORD_LENGTH } from '@bulk/domain/auth';
import { categoryNames } from '@bulk/domain/catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyFieldIssues, TextField } from '#src/components/ui/form-field';
import { toast } from '#src/components/ui/toast/toast-store';
import { paths } from '#src/config/paths';
import { translateMessage } from '#src/i18n/messages';
import { uploadProblem } from '../file-check';
import { supplierFormSchema, type SupplierFormInput, type SupplierFormValues } from '../form-schemas';
import { appendFields, appendFile, type SubmitRegistration } from '../registration';
import { ConsentField, FileField } from './file-field';

const SUPPLIER_POLICY_PDF = '/documents/supplier-policy.pdf';

const emptyForm: SupplierFormInput = {
  businessName: '',
  contactPerson: '',
  email: '',
  mobile: '',
  password: '',
  confirmPassword: '',
  categories: [],
  address: '',
  gst: undefined,
  logo: undefined,
  signedPolicy: undefined,
  agree: false,
};

const fieldNames = [
  'businessName',
  'contactPerson',
  'email',
  'mobile',
  'password',
  'confirmPassword',
  'categories',
  'address',
  'gst',
  'logo',
  'signedPolicy',
  'agree',
] as const;
const fileFields = ['gst', 'logo', 'signedPolicy'] as const;

/** The first problem in the order of the form, for the toast that accompanies the field errors. */
function firstProblem(errors: FieldErrors<SupplierFormInput>): string | undefined {
  return fieldNames.map((name) => errors[name]?.message).find(Boolean);
}

/**
 * The supplier form of /register-supplier and the login page's supplier tab (specification, sections 3
 * and 5). Its checks, files included (size and type by content), run before any payment; `onSubmit` pays
 * the fee and saves the registration.
 */
export function SupplierRegistrationForm({
  onSubmit,
  processing,
}: {
  onSubmit: SubmitRegistration;
  processing: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SupplierFormInput, unknown, SupplierFormValues>({
    resolver: zodResolver(supplierFormSchema),
    defaultValues: emptyForm,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const busy = processing || isSubmitting;
  const field = (name: string) => `${id}-${name}`;
  const toastProblem = (message: string) =>
    toast({ title: t('toast.error'), description: translateMessage(message), variant: 'destructive' });

  async function onValid(values: SupplierFormValues) {
    setFormError(null);
    for (const name of fileFields) {
      const file = values[name]?.[0];
      const problem = file ? await uploadProblem(file) : null;
      if (problem) {
        form.setError(name, { type: 'file', message: problem });
        toastProblem(problem);
        return;
      }
    }
    const data = new FormData();
    appendFields(data, {
      type: 'supplier',
      businessName: values.businessName,
      contactPerson: values.contactPerson,
      email: values.email,
      mobile: values.mobile,
      password: values.password,
      confirmPassword: values.confirmPassword,
      categories: values.categories,
      address: values.address,
      agree: 'true',
    });
    for (const name of fileFields) appendFile(data, name, values[name]);
    const problem = await onSubmit({
      form: data,
      email: values.email,
      name: values.contactPerson,
      mobile: values.mobile,
      userData: {
        businessName: values.businessName,
        contactPerson: values.contactPerson,
        email: values.email,
        mobile: values.mobile,
        categories: values.categories,
        address: values.address,
      },
    });
    if (problem?.issues) applyFieldIssues(problem.issues, fieldNames, form.setError);
    if (problem?.message) setFormError(problem.message);
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        void form.handleSubmit(onValid, (invalid) => {
          const message = firstProblem(invalid);
          if (message) toastProblem(message);
        })(event);
      }}
      className="space-y-4"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-leaf-800">
        {t('membership.supplierForm.heading')}
      </h2>
      <p className="text-sm text-stone-700">
        <Trans
          i18nKey="form.requiredNote"
          components={{ star: <span aria-hidden="true" />, sr: <span className="sr-only" /> }}
        />{' '}
        {t('membership.supplierForm.feeNote')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={field('businessName')}
          label={t('membership.supplierForm.businessName')}
          autoComplete="organization"
          required
          error={errors.businessName?.message}
          registration={form.register('businessName')}
        />
        <TextField
          id={field('contactPerson')}
          label={t('membership.supplierForm.contactPerson')}
          autoComplete="name"
          required
          error={errors.contactPerson?.message}
          registration={form.register('contactPerson')}
        />
        <TextField
          id={field('email')}
          label={t('form.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          registration={form.register('email')}
        />
        <TextField
          id={field('mobile')}
          label={t('membership.supplierForm.mobileNumber')}
          inputMode="tel"
          autoComplete="tel-national"
          required
          hint={t('membership.mobileHint')}
          error={errors.mobile?.message}
          registration={form.register('mobile')}
        />
        <TextField
          id={field('password')}
          label={t('form.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('form.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          error={errors.password?.message}
          registration={form.register('password')}
        />
        <TextField
          id={field('confirmPassword')}
          label={t('form.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          registration={form.register('confirmPassword')}
        />
      </div>
      <fieldset
        aria-describedby={errors.categories ? field('categories-error') : undefined}
        aria-invalid={errors.categories ? true : undefined}
      >
        <legend className="text-sm font-medium text-stone-800">
          {t('membership.supplierForm.categories')}{' '}
          <span aria-hidden="true" className="text-red-800">
            *
          </span>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {categoryNames.map((category) => (
            <label key={category} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={category} className="h-4 w-4" {...form.register('categories')} />
              {category}
            </label>
          ))}
        </div>
        {errors.categories ? (
          <p id={field('categories-error')} className="mt-1 text-sm text-red-800">
            {translateMessage(errors.categories.message)}
          </p>
        ) : null}
      </fieldset>
      <TextField
        id={field('address')}
        label={t('membership.supplierForm.businessAddress')}
        autoComplete="street-address"
        required
        hint={t('membership.supplierForm.addressHint')}
        error={errors.address?.message}
        registration={form.register('address')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FileField
          id={field('gst')}
          label={t('membership.supplierForm.gst')}
          required
          error={errors.gst?.message}
          registration={form.register('gst')}
        />
        <FileField
          id={field('logo')}
          label={t('membership.supplierForm.logo')}
          error={errors.logo?.message}
          registration={form.register('logo')}
        />
      </div>
      <div className="rounded-lg border border-saffron-200 bg-saffron-50 p-4">
        <p className="text-sm text-stone-800">
          <Trans
            i18nKey="membership.supplierForm.policyDownload"
            components={{
              pdf: (
                <a href={SUPPLIER_POLICY_PDF} download className="font-semibold text-saffron-900 underline" />
              ),
            }}
          />
        </p>
        <div className="mt-3">
          <FileField
            id={field('signedPolicy')}
            label={t('membership.supplierForm.signedPolicy')}
            required
            error={errors.signedPolicy?.message}
            registration={form.register('signedPolicy')}
          />
        </div>
      </div>
      <ConsentField id={field('agree')} error={errors.agree?.message} registration={form.register('agree')}>
        <Trans
          i18nKey="membership.supplierForm.consent"
          components={{
            policy: <Link to={paths.supplierPolicy} className="underline" />,
            terms: <Link to={paths.termsAndConditions} className="underline" />,
          }}
        />
      </ConsentField>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn-primary w-full" disabled={busy} aria-disabled={busy}>
        {busy ? t('membership.processing') : t('membership.supplierForm.submit')}
      </button>
    </form>
  );
}
