import { categoryNames } from '@bulk/domain/catalogue';
import type { FieldErrors } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckboxField, CheckboxGroupField, TextField } from '#src/components/ui/form-field';
import { NewPasswordFields } from '#src/components/ui/new-password-fields';
import { paths } from '#src/config/paths';
import { supplierFormSchema, type SupplierFormInput, type SupplierFormValues } from '../form-schemas';
import { appendFields, appendFile, type SubmitRegistration } from '../registration';
import { useRegistrationForm } from '../use-registration-form';
import {
  DocumentField,
  RegistrationIntro,
  RegistrationSubmit,
  SignedPolicyField,
} from './registration-parts';

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
  const { form, errors, busy, formError, submit, field, id } = useRegistrationForm({
    schema: supplierFormSchema,
    defaultValues: emptyForm,
    fieldNames,
    fileFields,
    toastMessage: firstProblem,
    onSubmit,
    processing,
    submission: (values: SupplierFormValues) => {
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
      return {
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
      };
    },
  });

  return (
    <form noValidate aria-labelledby={`${id}-heading`} onSubmit={submit} className="space-y-4">
      <RegistrationIntro
        id={`${id}-heading`}
        heading={t('membership.supplierForm.heading')}
        feeNote={t('membership.supplierForm.feeNote')}
      />
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
        <NewPasswordFields
          field={field}
          password={{ error: errors.password?.message, registration: form.register('password') }}
          confirmPassword={{
            error: errors.confirmPassword?.message,
            registration: form.register('confirmPassword'),
          }}
        />
      </div>
      <CheckboxGroupField
        id={field('categories')}
        label={t('membership.supplierForm.categories')}
        required
        options={categoryNames}
        error={errors.categories?.message}
        registration={form.register('categories')}
      />
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
        <DocumentField
          id={field('gst')}
          label={t('membership.supplierForm.gst')}
          required
          error={errors.gst?.message}
          registration={form.register('gst')}
        />
        <DocumentField
          id={field('logo')}
          label={t('membership.supplierForm.logo')}
          error={errors.logo?.message}
          registration={form.register('logo')}
        />
      </div>
      <SignedPolicyField
        id={field('signedPolicy')}
        pdf={SUPPLIER_POLICY_PDF}
        downloadKey="membership.supplierForm.policyDownload"
        label={t('membership.supplierForm.signedPolicy')}
        error={errors.signedPolicy?.message}
        registration={form.register('signedPolicy')}
      />
      <CheckboxField
        id={field('agree')}
        required
        error={errors.agree?.message}
        registration={form.register('agree')}
        label={
          <Trans
            i18nKey="membership.supplierForm.consent"
            components={{
              policy: <Link to={paths.supplierPolicy} className="underline" />,
              terms: <Link to={paths.termsAndConditions} className="underline" />,
            }}
          />
        }
      />
      <RegistrationSubmit formError={formError} busy={busy} label={t('membership.supplierForm.submit')} />
    </form>
  );
}
