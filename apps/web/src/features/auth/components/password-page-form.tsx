import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';

type PasswordPageFormProps = {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The request runs: the button shows `busyText` and is aria-disabled. */
  busy: boolean;
  submitText: string;
  busyText: string;
  children: ReactNode;
};

/** The card of the forgot and reset password pages: the fields, the submit and the way back to login. */
export function PasswordPageForm({
  label,
  onSubmit,
  busy,
  submitText,
  busyText,
  children,
}: PasswordPageFormProps) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={onSubmit}
      className="max-w-md space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      {children}
      <button type="submit" className="btn-primary w-full" aria-disabled={busy}>
        {busy ? busyText : submitText}
      </button>
      <p className="text-center text-sm">
        <Link to={paths.login} className="font-medium text-saffron-800 underline">
          Back to Login
        </Link>
      </p>
    </form>
  );
}
