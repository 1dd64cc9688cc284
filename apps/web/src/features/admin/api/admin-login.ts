import { loginResponseSchema, type SessionUser } from '@bulk/domain/auth';
import { apiRequest } from '#src/lib/api-client';

/**
 * `POST /api/admin/login`: the server checks the credentials and that the account is an admin, then sets
 * the session cookie. The token of the answer is for API clients and is dropped here, as on /login.
 */
export async function adminLogin(email: string, password: string): Promise<SessionUser> {
  const { user } = await apiRequest('/admin/login', loginResponseSchema, {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  return user;
}
