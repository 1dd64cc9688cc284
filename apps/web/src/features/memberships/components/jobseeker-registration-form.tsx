import {
  genders,
  JOBSEEKER_CONSENT_MESSAGE,
  JOBSEEKER_PASSWORDS_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from '@bulk/domain/memberships';
import type { FieldErrors } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckboxField, SelectField, TextField } from '#src/components/ui/form-field';
import { NewPasswordFields } from '#src/components/ui/new-password-fields';
import { paths } from '#src/config/paths';
import { genderLabels } from '#src/i18n/gender-labels';
import { jobseekerFormSchema, type JobseekerFormInput, type JobseekerFormValues } from '../form-schemas';
import { appendFields, appendFile, type SubmitRegistration } from '../registration';
import { useRegistrationForm } from '../use-registration-form';
import {
  DocumentField,
  RegistrationIntro,
  RegistrationSubmit,
  SignedPolicyField,
} from './registration-parts';

const JOBSEEKER_POLICY_PDF = '/documents/job-seeker-policy.pdf';

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
export function JobseekerRegistrationForm({
  onSubmit,
  processing,
}: {
  onSubmit: SubmitRegistration;
  processing: boolean;
}) {
  const { t } = useTranslation();
  const { form, errors, busy, formError, submit, field, id } = useRegistrationForm({
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
      const data = new FormData();
      appendFields(data, {
        type: 'jobseeker',
        ...profile,
        password: values.password,
        confirmPassword: values.confirmPassword,
        agree: 'true',
      });
      for (const name of fileFields) appendFile(data, name, values[name]);
      return {
        form: data,
        email: values.email,
        name: values.fullName,
        mobile: values.phone,
        userData: profile,
      };
    },
  });

  return (
    <form noValidate aria-labelledby={`${id}-heading`} onSubmit={submit} className="space-y-4">
      <RegistrationIntro
        id={`${id}-heading`}
        heading={t('membership.jobseekerForm.heading')}
        feeNote={t('membership.jobseekerForm.feeNote')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={field('fullName')}
          label={t('form.fullName')}
          autoComplete="name"
          required
          error={errors.fullName?.message}
          registration={form.register('fullName')}
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
          id={field('phone')}
          label={t('form.phone')}
          inputMode="tel"
          autoComplete="tel-national"
          required
          hint={t('membership.mobileHint')}
          error={errors.phone?.message}
          registration={form.register('phone')}
        />
        <TextField
          id={field('dob')}
          label={t('membership.jobseekerForm.dob')}
          type="date"
          error={errors.dob?.message}
          registration={form.register('dob')}
        />
        <NewPasswordFields
          field={field}
          password={{ error: errors.password?.message, registration: form.register('password') }}
          confirmPassword={{
            error: errors.confirmPassword?.message,
            registration: form.register('confirmPassword'),
          }}
        />
        <SelectField
          id={field('gender')}
          label={t('membership.jobseekerForm.gender')}
          autoComplete="sex"
          placeholder={t('membership.jobseekerForm.selectGender')}
          options={genders}
          optionLabel={(gender) => t(genderLabels[gender])}
          error={errors.gender?.message}
          registration={form.register('gender')}
        />
        <TextField
          id={field('qualification')}
          label={t('membership.jobseekerForm.qualification')}
          autoComplete="off"
          error={errors.qualification?.message}
          registration={form.register('qualification')}
        />
        <TextField
          id={field('experience')}
          label={t('membership.jobseekerForm.experience')}
          autoComplete="off"
          hint={t('membership.jobseekerForm.experienceHint')}
          error={errors.experience?.message}
          registration={form.register('experience')}
        />
        <TextField
          id={field('cityState')}
          label={t('membership.jobseekerForm.cityState')}
          autoComplete="address-level2"
          error={errors.cityState?.message}
          registration={form.register('cityState')}
        />
        <DocumentField
          id={field('resume')}
          label={t('membership.jobseekerForm.resume')}
          error={errors.resume?.message}
          registration={form.register('resume')}
        />
        <DocumentField
          id={field('idProof')}
          label={t('membership.jobseekerForm.idProof')}
          error={errors.idProof?.message}
          registration={form.register('idProof')}
        />
      </div>
      <SignedPolicyField
        id={field('signedPolicy')}
        pdf={JOBSEEKER_POLICY_PDF}
        downloadKey="membership.jobseekerForm.policyDownload"
        label={t('membership.jobseekerForm.signedPolicy')}
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
            i18nKey="membership.jobseekerForm.consent"
            components={{
              policy: <Link to={paths.jobSeekerPolicy} className="underline" />,
              terms: <Link to={paths.termsAndConditions} className="underline" />,
            }}
          />
        }
      />
      <RegistrationSubmit formError={formError} busy={busy} label={t('membership.jobseekerForm.submit')} />
    </form>
  );
}
