import { emailSchema, passwordSchema, registerRequestSchema } from '@bulk/domain/auth';
import { z } from 'zod';

// The forms check what the shared contract checks (`@bulk/domain/auth`), with a plain 'required' message
// first, and add the fields that never leave the browser: the confirmation and the terms consent.

const requiredEmail = z.string().trim().min(1, 'Please enter your email address.').pipe(emailSchema);

/** Specification, section 5: 'Passwords do not match.', checked once both fields hold something. */
function passwordsMatch<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  password: string,
  confirmation: string,
) {
  return schema.refine((values) => values[password] === values[confirmation], {
    message: 'Passwords do not match.',
    path: [confirmation],
    when: ({ value }) => {
      const values = value as Record<string, unknown>;
      return typeof values[password] === 'string' && Boolean(values[confirmation]);
    },
  });
}

export const loginFormSchema = z.object({
  email: requiredEmail,
  password: z.string().min(1, 'Please enter your password.'),
});
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.output<typeof loginFormSchema>;

export const customerSignupFormSchema = passwordsMatch(
  z.object({
    name: registerRequestSchema.shape.name,
    email: requiredEmail,
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password.'),
    address: z.string().trim().max(300, 'At most 300 characters.'),
    city: z.string().trim().max(100, 'At most 100 characters.'),
    state: z.string(),
    terms: z.boolean().refine((accepted) => accepted, 'Please accept the Terms & Conditions to continue.'),
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
  z.object({
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password.'),
  }),
  'password',
  'confirmPassword',
);
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = passwordsMatch(
  z.object({
    currentPassword: z.string().min(1, 'Please enter your current password.'),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your new password.'),
  }),
  'newPassword',
  'confirmPassword',
);
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;
