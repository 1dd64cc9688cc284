import type { FormEvent, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BoundField } from '#src/components/ui/form-binding';
import { CheckboxField, FileField, TextField } from '#src/components/ui/form-field';
import { HeadedForm } from '#src/components/ui/headed-form';
import { paths } from '#src/config/paths';
import type { SubmitRegistration } from '../registration';

// What the supplier and job seeker registration forms share: the frame around their own fields (heading
// and notes, the signed policy, the consent, the submit) and the fields both ask for.

/** Each form's texts, the policy to download, sign and upload again, and the policy page its consent links. */
const registrations = {
  supplier: {
    heading: 'membership.supplierForm.heading',
    feeNote: 'membership.supplierForm.feeNote',
    policyDownload: 'membership.supplierForm.policyDownload',
    signedPolicy: 'membership.supplierForm.signedPolicy',
    consent: 'membership.supplierForm.consent',
    submit: 'membership.supplierForm.submit',
    policyPdf: '/documents/supplier-policy.pdf',
    policyPage: paths.supplierPolicy,
  },
  jobseeker: {
    heading: 'membership.jobseekerForm.heading',
    feeNote: 'membership.jobseekerForm.feeNote',
    policyDownload: 'membership.jobseekerForm.policyDownload',
    signedPolicy: 'membership.jobseekerForm.signedPolicy',
    consent: 'membership.jobseekerForm.consent',
    submit: 'membership.jobseekerForm.submit',
    policyPdf: '/documents/job-seeker-policy.pdf',
    policyPage: paths.jobSeekerPolicy,
  },
} as const;

/** What the page gives a registration form: the payment and save of the form, and whether the payment runs. */
export type RegistrationFormProps = { onSubmit: SubmitRegistration; processing: boolean };

/** A KYC document to upload: PDF, JPEG or PNG of at most 5 MB, as its hint says. */
export function DocumentField(props: BoundField & { label: string; required?: boolean }) {
  const { t } = useTranslation();
  return <FileField hint={t('membership.fileHint')} {...props} />;
}

/** The Indian mobile number the payment and the account are tied to. */
export function MobileField(props: BoundField & { label: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      inputMode="tel"
      autoComplete="tel-national"
      required
      hint={t('membership.mobileHint')}
      {...props}
    />
  );
}

type RegistrationFrameProps = {
  kind: keyof typeof registrations;
  /** The form's id prefix, as its binder's. */
  id: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's binder, for the signed policy and the consent. */
  bind: (name: 'signedPolicy' | 'agree') => BoundField;
  /** The server's message about the whole form. */
  formError: string | null;
  /** The payment runs: the submit button says so and is disabled. */
  busy: boolean;
  /** The form's own fields, between the notes and the signed policy. */
  children: ReactNode;
};

/**
 * A registration form: the heading, the required-fields note and the fee, the form's own fields, the
 * policy to sign and upload, the consent with its policy links, the server's message and the submit.
 */
export function RegistrationForm({
  kind,
  id,
  onSubmit,
  bind,
  formError,
  busy,
  children,
}: RegistrationFrameProps) {
  const { t } = useTranslation();
  const texts = registrations[kind];
  return (
    <HeadedForm id={id} heading={t(texts.heading)} onSubmit={onSubmit}>
      <p className="text-sm text-stone-700">
        <Trans
          i18nKey="form.requiredNote"
          components={{ star: <span aria-hidden="true" />, sr: <span className="sr-only" /> }}
        />{' '}
        {t(texts.feeNote)}
      </p>
      {children}
      <div className="rounded-lg border border-saffron-200 bg-saffron-50 p-4">
        <p className="text-sm text-stone-800">
          <Trans
            i18nKey={texts.policyDownload}
            components={{
              pdf: <a href={texts.policyPdf} download className="font-semibold text-saffron-900 underline" />,
            }}
          />
        </p>
        <div className="mt-3">
          <DocumentField {...bind('signedPolicy')} label={t(texts.signedPolicy)} required />
        </div>
      </div>
      <CheckboxField
        {...bind('agree')}
        required
        label={
          <Trans
            i18nKey={texts.consent}
            components={{
              policy: <Link to={texts.policyPage} className="underline" />,
              terms: <Link to={paths.termsAndConditions} className="underline" />,
            }}
          />
        }
      />
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn-primary w-full" disabled={busy} aria-disabled={busy}>
        {busy ? t('membership.processing') : t(texts.submit)}
      </button>
    </HeadedForm>
  );
}
