import type { FormEvent, ReactNode } from 'react';
import { Trans } from 'react-i18next';

/** The note above a form that says what the required fields' star means (the star is not read out). */
export function RequiredFieldsNote() {
  return (
    <p className="text-sm text-stone-700">
      <Trans
        i18nKey="form.requiredNote"
        components={{ star: <span aria-hidden="true" />, sr: <span className="sr-only" /> }}
      />
    </p>
  );
}

/** A group of a long form's fields, named by its legend. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-leaf-800">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * A long form on a card, in `FormSection`s: the required-fields note, an optional `notice` (such as
 * "changes go to review"), the sections, and a submit button that says `busyLabel` while `busy`.
 */
export function SectionedForm({
  label,
  onSubmit,
  notice,
  busy,
  submitLabel,
  busyLabel,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  notice?: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={onSubmit}
      className="max-w-3xl space-y-6 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <RequiredFieldsNote />
      {notice ? <p className="rounded-lg bg-saffron-50 p-3 text-sm text-saffron-900">{notice}</p> : null}
      {children}
      <button type="submit" className="btn-primary" aria-disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
