import type * as AuthModule from '@bulk/domain/auth';
import type { RegisterRequest, SessionUser } from '@bulk/domain/auth';
import { apiRequest, type LazyResponseSchema, type ResponseSchema } from '#src/lib/api-client';

// Imported with the first call rather than with this module: the session check runs on the first page,
// whose scripts leave zod out (docs/decisions/005-preact-compat.md).
const authSchema =
  <T>(pick: (auth: typeof AuthModule) => ResponseSchema<T>): LazyResponseSchema<T> =>
  async () =>
    pick(await import('@bulk/domain/auth'));
const loginResponseSchema = authSchema((auth) => auth.loginResponseSchema);
const meResponseSchema = authSchema((auth) => auth.meResponseSchema);
const messageResponseSchema = authSchema((auth) => auth.messageResponseSchema);
const registerResponseSchema = authSchema((auth) => auth.registerResponseSchema);

/** Answers whose body the site does not read (`POST /api/auth/logout`). */
const anyBody: ResponseSchema<unknown> = { parse: (data) => data };

function post(body: unknown, signal?: AbortSignal): RequestInit {
  return { method: 'POST', body: JSON.stringify(body), signal };
}

/**
 * `POST /api/auth/login`. The server sets the httpOnly session cookie; the token in the answer is for API
 * clients and is deliberately dropped here, so no secret reaches page scripts or storage.
 */
export async function loginRequest(email: string, password: string): Promise<SessionUser> {
  const { user } = await apiRequest('/auth/login', loginResponseSchema, post({ email, password }));
  return user;
}

export async function logoutRequest(): Promise<void> {
  await apiRequest('/auth/logout', anyBody, { method: 'POST' });
}

/** `GET /api/auth/me`: the signed-in user, or an `ApiRequestError` with status 401. */
export async function getMe(signal?: AbortSignal): Promise<SessionUser> {
  const { user } = await apiRequest('/auth/me', meResponseSchema, { signal });
  return user;
}

export function registerCustomer(request: RegisterRequest): Promise<{ message: string }> {
  return apiRequest('/auth/register', registerResponseSchema, post(request));
}

export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiRequest('/auth/forgot-password', messageResponseSchema, post({ email }));
}

export function resetPassword(token: string, password: string): Promise<{ message: string }> {
  return apiRequest('/auth/reset-password', messageResponseSchema, post({ token, password }));
}

export function changePassword(currentPassword: string, newPassword: string): Promise<{ message: string }> {
  return apiRequest('/auth/change-password', messageResponseSchema, post({ currentPassword, newPassword }));
}

/** `POST /api/auth/verify-email`: opens the link of a verification email (409 once used, 410 once expired). */
export function verifyEmail(token: string): Promise<{ message: string }> {
  return apiRequest('/auth/verify-email', messageResponseSchema, post({ token }));
}
