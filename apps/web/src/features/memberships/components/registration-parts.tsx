import { Trans, useTranslation } from 'react-i18next';
import { FileField } from '#src/components/ui/form-field';
import type { FieldProps } from '#src/components/ui/new-password-fields';

// The pieces the supplier and job seeker registration forms share, in the order they appear.

/** A KYC document to upload: PDF, JPEG or PNG of at most 5 MB, as its hint says. */
export function DocumentField(props: FieldProps & { id: string; label: string; required?: boolean }) {
  const { t } = useTranslation();
  return <FileField hint={t('membership.fileHint')} {...props} />;
}

/** The form's heading, the required-fields note and the fee it will ask for. */
export function RegistrationIntro({
  id,
  heading,
  feeNote,
}: {
  id: string;
  heading: string;
  feeNote: string;
}) {
  return (
    <>
      <h2 id={id} className="text-xl font-semibold text-leaf-800">
        {heading}
      </h2>
      <p className="text-sm text-stone-700">
        <Trans
          i18nKey="form.requiredNote"
          components={{ star: <span aria-hidden="true" />, sr: <span className="sr-only" /> }}
        />{' '}
        {feeNote}
      </p>
    </>
  );
}

/** The policy to download, sign and upload again; `downloadKey`'s text holds the `<pdf>` link. */
export function SignedPolicyField({
  id,
  pdf,
  downloadKey,
  label,
  ...file
}: FieldProps & {
  id: string;
  pdf: string;
  downloadKey: 'membership.supplierForm.policyDownload' | 'membership.jobseekerForm.policyDownload';
  label: string;
}) {
  return (
    <div className="rounded-lg border border-saffron-200 bg-saffron-50 p-4">
      <p className="text-sm text-stone-800">
        <Trans
          i18nKey={downloadKey}
          components={{ pdf: <a href={pdf} download className="font-semibold text-saffron-900 underline" /> }}
        />
      </p>
      <div className="mt-3">
        <DocumentField id={id} label={label} required {...file} />
      </div>
    </div>
  );
}

/** The server's message about the whole form, and the submit button, busy while the payment runs. */
export function RegistrationSubmit({
  formError,
  busy,
  label,
}: {
  formError: string | null;
  busy: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn-primary w-full" disabled={busy} aria-disabled={busy}>
        {busy ? t('membership.processing') : label}
      </button>
    </>
  );
}
