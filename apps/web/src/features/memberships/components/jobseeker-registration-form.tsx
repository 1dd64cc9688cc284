import {
  genders,
  JOBSEEKER_CONSENT_MESSAGE,
  JOBSEEKER_PASSWORDS_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from '@bulk/domain/memberships';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldBinder } from '#src/components/ui/form-binding';
import { SelectField, TextField } from '#src/components/ui/form-field';
import { NewPasswordFields } from '#src/components/ui/new-password-fields';
import { genderLabels } from '#src/i18n/gender-labels';
import { jobseekerFormSchema, type JobseekerFormInput, type JobseekerFormValues } from '../form-schemas';
import { registrationSubmission } from '../registration';
import { useRegistrationForm } from '../use-registration-form';
import {
  DocumentField,
  MobileField,
  RegistrationForm,
  type RegistrationFormProps,
} from './registration-parts';

const emptyForm: JobseekerFormInput = {
  fullName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  dob: '',
  gender: '',
  qualification: '',
  experience: '',
  cityState: '',
  resume: undefined,
  idProof: undefined,
  signedPolicy: undefined,
  agree: false,
};

const fieldNames = [
  'fullName',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'dob',
  'gender',
  'qualification',
  'experience',
  'cityState',
  'resume',
  'idProof',
  'signedPolicy',
  'agree',
] as const;
const fileFields = ['resume', 'idProof', 'signedPolicy'] as const;
const requiredFields = ['fullName', 'email', 'phone', 'password', 'confirmPassword'] as const;

/**
 * The one toast of a refused submit, in the specification's order: a required field missing, then the
 * passwords, then the consent, then whatever else the fields say.
 */
function toastMessage(errors: FieldErrors<JobseekerFormInput>): string | undefined {
  if (requiredFields.some((name) => errors[name]?.message === REQUIRED_FIELDS_MESSAGE)) {
    return REQUIRED_FIELDS_MESSAGE;
  }
  if (errors.confirmPassword?.message === JOBSEEKER_PASSWORDS_MESSAGE) return JOBSEEKER_PASSWORDS_MESSAGE;
  if (errors.agree) return JOBSEEKER_CONSENT_MESSAGE;
  return fieldNames.map((name) => errors[name]?.message).find(Boolean);
}

/** The mobile field is `phone` on the form and `mobile` in the server's payment-save variant. */
const serverFieldNames: Record<string, (typeof fieldNames)[number]> = { mobile: 'phone' };

/**
 * The job seeker form of /register-job and the login page's job seeker tab (specification, sections 3
 * and 5). Its checks, files included, run before any payment; `onSubmit` pays the fee and saves it.
 */
export function JobseekerRegistrationForm({ onSubmit, processing }: RegistrationFormProps) {
  const { t } = useTranslation();
  const { form, busy, formError, submit, id } = useRegistrationForm({
    schema: jobseekerFormSchema,
    defaultValues: emptyForm,
    fieldNames,
    fileFields,
    serverFieldNames,
    toastMessage,
    onSubmit,
    processing,
    submission: (values: JobseekerFormValues) => {
      const profile = {
        fullName: values.fullName,
        email: values.email,
        mobile: values.phone,
        gender: values.gender,
        dob: values.dob,
        qualification: values.qualification,
        experience: values.experience,
        cityState: values.cityState,
      };
      return registrationSubmission({
        type: 'jobseeker',
        fields: { ...profile, password: values.password, confirmPassword: values.confirmPassword },
        files: fileFields.map((name) => [name, values[name]]),
        email: values.email,
        name: values.fullName,
        mobile: values.phone,
        userData: profile,
      });
    },
  });

  const bind = fieldBinder(form, id);

  return (
    <RegistrationForm
      kind="jobseeker"
      id={id}
      bind={bind}
      onSubmit={submit}
      formError={formError}
      busy={busy}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...bind('fullName')} label={t('form.fullName')} autoComplete="name" required />
        <TextField {...bind('email')} label={t('form.email')} type="email" autoComplete="email" required />
        <MobileField {...bind('phone')} label={t('form.phone')} />
        <TextField {...bind('dob')} label={t('membership.jobseekerForm.dob')} type="date" />
        <NewPasswordFields password={bind('password')} confirmPassword={bind('confirmPassword')} />
        <SelectField
          {...bind('gender')}
          label={t('membership.jobseekerForm.gender')}
          autoComplete="sex"
          placeholder={t('membership.jobseekerForm.selectGender')}
          options={genders}
          optionLabel={(gender) => t(genderLabels[gender])}
        />
        <TextField
          {...bind('qualification')}
          label={t('membership.jobseekerForm.qualification')}
          autoComplete="off"
        />
        <TextField
          {...bind('experience')}
          label={t('membership.jobseekerForm.experience')}
          autoComplete="off"
          hint={t('membership.jobseekerForm.experienceHint')}
        />
        <TextField
          {...bind('cityState')}
          label={t('membership.jobseekerForm.cityState')}
          autoComplete="address-level2"
        />
        <DocumentField {...bind('resume')} label={t('membership.jobseekerForm.resume')} />
        <DocumentField {...bind('idProof')} label={t('membership.jobseekerForm.idProof')} />
      </div>
    </RegistrationForm>
  );
}
