import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '#src/i18n/messages';

type FileFieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  error?: string | undefined;
};

/** A labelled file input for KYC documents: PDF, JPEG or PNG, hint and error announced. */
export function FileField({ id, label, registration, required, error }: FileFieldProps) {
  const { t } = useTranslation();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-800">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        type="file"
        accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
        aria-required={required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-sm text-stone-900 file:mr-3 file:rounded-md file:border-0 file:bg-saffron-100 file:px-3 file:py-1 file:font-semibold file:text-saffron-900 focus:outline-none focus:ring-2 focus:ring-leaf-600"
        {...registration}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {t('membership.fileHint')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {translateMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

type ConsentFieldProps = {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  children: React.ReactNode;
};

/** The policy consent checkbox, required, with its error tied to it. */
export function ConsentField({ id, registration, error, children }: ConsentFieldProps) {
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-4 w-4"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        />
        <label htmlFor={id} className="text-sm">
          {children} <span aria-hidden="true">*</span>
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {translateMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
