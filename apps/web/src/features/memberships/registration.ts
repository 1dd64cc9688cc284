import type { ApiIssue } from '@bulk/domain/errors';

/** What a registration form hands the payment flow once its own checks pass. */
export interface RegistrationSubmission {
  /** The fields and files for the save call; the payment's ids are added by the flow. */
  form: FormData;
  email: string;
  name: string;
  mobile: string;
  /** The fields the specification sends as verify-payment's userData (no password, no files). */
  userData: Record<string, unknown>;
}

/** What went wrong, for the form to show: a message above the button and the server's field issues. */
export interface RegistrationProblem {
  message?: string;
  issues?: readonly ApiIssue[];
}

export type SubmitRegistration = (
  submission: RegistrationSubmission,
) => Promise<RegistrationProblem | undefined>;

function appendFields(form: FormData, fields: Record<string, string | readonly string[] | undefined>) {
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === '') continue;
    for (const item of typeof value === 'string' ? [value] : value) form.append(name, item);
  }
}

function appendFile(form: FormData, name: string, files: FileList | undefined) {
  const file = files?.[0];
  if (file) form.append(name, file, file.name);
}

/**
 * What a registration form hands the payment flow: the save call's form (its type, its fields in the order
 * given, the consent ticked as 'true' as the server expects, then its files) and the payment's details.
 */
export function registrationSubmission({
  type,
  fields,
  files,
  ...details
}: Omit<RegistrationSubmission, 'form'> & {
  type: 'supplier' | 'jobseeker';
  fields: Record<string, string | readonly string[] | undefined>;
  files: readonly (readonly [name: string, files: FileList | undefined])[];
}): RegistrationSubmission {
  const form = new FormData();
  appendFields(form, { type, ...fields, agree: 'true' });
  for (const [name, file] of files) appendFile(form, name, file);
  return { form, ...details };
}
