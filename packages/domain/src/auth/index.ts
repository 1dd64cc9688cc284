import { z } from 'zod';
import { accountStatuses, roles } from './values';

export * from './values';

export const roleSchema = z.enum(roles);
export const accountStatusSchema = z.enum(accountStatuses);

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;

/** Emails are trimmed and compared without case. */
export const emailSchema = z
  .string()
  .trim()
  .max(254, 'At most 254 characters.')
  .pipe(z.email('Please enter a valid email address.'))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`);

/** `POST /api/auth/register`: public sign-up creates customers only; address, city and state are kept. */
export const registerRequestSchema = z.strictObject({
  name: z.string().trim().min(1, 'Please enter your full name.').max(100, 'At most 100 characters.'),
  email: emailSchema,
  password: passwordSchema,
  role: z.literal('customer').default('customer'),
  address: z.string().trim().max(300).optional(),
  city: z.string().trim().max(100).optional(),
  state: z.string().trim().max(60).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your password.').max(MAX_PASSWORD_LENGTH),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  status: accountStatusSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The specification's login answer; the token is for API clients, the site uses the session cookie. */
export const loginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `POST /api/auth/logout`: the same answer whether or not a session was open. */
export const logoutResponseSchema = z.object({ success: z.literal(true) });

export const meResponseSchema = z.object({ user: sessionUserSchema });

export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export const resetPasswordRequestSchema = z.strictObject({
  token: z.string().min(20).max(200),
  password: passwordSchema,
});
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Please enter your current password.').max(MAX_PASSWORD_LENGTH),
  newPassword: passwordSchema,
});
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** `POST /api/auth/verify-email`: the token of the link in the verification email. */
export const verifyEmailRequestSchema = z.strictObject({ token: z.string().min(20).max(200) });

/** `GET /api/auth/email-verification`: whether the signed-in account's email address is verified. */
export const emailVerificationSchema = z.object({ verified: z.boolean() });
export type EmailVerification = z.infer<typeof emailVerificationSchema>;

/** What the verification endpoints answer; the web app shows each in the chosen language. */
export const EMAIL_VERIFICATION_MESSAGES = {
  verified: 'Your email address is verified.',
  sent: 'A new verification link has been sent to your email address.',
  alreadyVerified: 'Your email address is already verified.',
  used: 'This verification link has already been used.',
  expired: 'This verification link has expired. Send a new one from your account.',
  invalid: 'This verification link is not valid.',
} as const;

/** The same answer whether or not the account exists, so the form reveals nothing. */
export const PASSWORD_RESET_SENT_MESSAGE =
  'If an account exists for that email, a password reset link has been sent.';

/** `GET /api/customer/orders/stats/:email`. */
export const customerStatsSchema = z.object({
  active: z.number().int().nonnegative(),
  cancelled: z.number().int().nonnegative(),
  delivered: z.number().int().nonnegative(),
  support: z.number().int().nonnegative(),
});
export type CustomerStats = z.infer<typeof customerStatsSchema>;
