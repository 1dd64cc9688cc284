import {
  changePasswordRequestSchema,
  emailSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@bulk/domain/auth';
import { z } from 'zod';
import { formMessage } from '#src/i18n/messages';

// The forms are the shared requests (`@bulk/domain/auth`) with a plain 'required' message before the
// email check, and the fields that never leave the browser: the confirmation and the terms consent.

const requiredEmail = z.string().trim().min(1, formMessage('validation.emailRequired')).pipe(emailSchema);

/** Specification, section 5: 'Passwords do not match.', checked once both fields hold something. */
function passwordsMatch<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  password: string,
  confirmation: string,
) {
  return schema.refine((values) => values[password] === values[confirmation], {
    message: formMessage('validation.passwordsDiffer'),
    path: [confirmation],
    when: ({ value }) => {
      const values = value as Record<string, unknown>;
      return typeof values[password] === 'string' && Boolean(values[confirmation]);
    },
  });
}

const confirmPassword = z.string().min(1, formMessage('validation.confirmRequired'));

export const loginFormSchema = loginRequestSchema.extend({ email: requiredEmail });
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.output<typeof loginFormSchema>;

export const customerSignupFormSchema = passwordsMatch(
  registerRequestSchema.omit({ role: true }).extend({
    email: requiredEmail,
    confirmPassword,
    terms: z.boolean().refine((accepted) => accepted, formMessage('validation.termsRequired')),
  }),
  'password',
  'confirmPassword',
);
export type CustomerSignupFormInput = z.input<typeof customerSignupFormSchema>;
export type CustomerSignupFormValues = z.output<typeof customerSignupFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: requiredEmail });
export type ForgotPasswordFormInput = z.input<typeof forgotPasswordFormSchema>;
export type ForgotPasswordFormValues = z.output<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = passwordsMatch(
  resetPasswordRequestSchema.omit({ token: true }).extend({ confirmPassword }),
  'password',
  'confirmPassword',
);
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = passwordsMatch(
  changePasswordRequestSchema.extend({
    confirmPassword: z.string().min(1, formMessage('validation.confirmNewRequired')),
  }),
  'newPassword',
  'confirmPassword',
);
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;
