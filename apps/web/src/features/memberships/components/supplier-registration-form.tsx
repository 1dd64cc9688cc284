import { categoryNames } from '@bulk/domain/catalogue';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldBinder } from '#src/components/ui/form-binding';
import { CheckboxGroupField, TextField } from '#src/components/ui/form-field';
import { NewPasswordFields } from '#src/components/ui/new-password-fields';
import { supplierFormSchema, type SupplierFormInput, type SupplierFormValues } from '../form-schemas';
import { registrationSubmission } from '../registration';
import { useRegistrationForm } from '../use-registration-form';
import {
  DocumentField,
  MobileField,
  RegistrationForm,
  type RegistrationFormProps,
} from './registration-parts';

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
export function SupplierRegistrationForm({ onSubmit, processing }: RegistrationFormProps) {
  const { t } = useTranslation();
  const { form, busy, formError, submit, id } = useRegistrationForm({
    schema: supplierFormSchema,
    defaultValues: emptyForm,
    fieldNames,
    fileFields,
    toastMessage: firstProblem,
    onSubmit,
    processing,
    submission: (values: SupplierFormValues) =>
      registrationSubmission({
        type: 'supplier',
        fields: {
          businessName: values.businessName,
          contactPerson: values.contactPerson,
          email: values.email,
          mobile: values.mobile,
          password: values.password,
          confirmPassword: values.confirmPassword,
          categories: values.categories,
          address: values.address,
        },
        files: fileFields.map((name) => [name, values[name]]),
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
      }),
  });

  const bind = fieldBinder(form, id);

  return (
    <RegistrationForm kind="supplier" id={id} bind={bind} onSubmit={submit} formError={formError} busy={busy}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...bind('businessName')}
          label={t('membership.supplierForm.businessName')}
          autoComplete="organization"
          required
        />
        <TextField
          {...bind('contactPerson')}
          label={t('membership.supplierForm.contactPerson')}
          autoComplete="name"
          required
        />
        <TextField {...bind('email')} label={t('form.email')} type="email" autoComplete="email" required />
        <MobileField {...bind('mobile')} label={t('membership.supplierForm.mobileNumber')} />
        <NewPasswordFields password={bind('password')} confirmPassword={bind('confirmPassword')} />
      </div>
      <CheckboxGroupField
        {...bind('categories')}
        label={t('membership.supplierForm.categories')}
        required
        options={categoryNames}
      />
      <TextField
        {...bind('address')}
        label={t('membership.supplierForm.businessAddress')}
        autoComplete="street-address"
        required
        hint={t('membership.supplierForm.addressHint')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DocumentField {...bind('gst')} label={t('membership.supplierForm.gst')} required />
        <DocumentField {...bind('logo')} label={t('membership.supplierForm.logo')} />
      </div>
    </RegistrationForm>
  );
}
