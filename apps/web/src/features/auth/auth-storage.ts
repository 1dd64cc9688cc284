import type { SessionUser } from '@bulk/domain/auth';
import { accountStatuses, roles } from '@bulk/domain/auth/values';

/**
 * Where the signed-in user's name, email, role and status are kept between page loads. Never a secret:
 * the session itself is an httpOnly cookie, and `GET /api/auth/me` stays the authority (decisions.md,
 * "Sessions", which supersedes the specification's token in local storage).
 */
export const USER_STORAGE_KEY = 'reticulation-user';

const isOneOf = <T>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/**
 * Parses a stored value; anything unreadable counts as no user. Checked by hand, as `sessionUserSchema`
 * would, because the header reads it on the first render and zod stays out of the first load.
 */
export function parseStoredUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { name, email, role, status } = stored as Record<string, unknown>;
  if (typeof name !== 'string' || typeof email !== 'string') return null;
  if (!isOneOf(roles, role) || !isOneOf(accountStatuses, status)) return null;
  return { name, email, role, status };
}

export function readStoredUser(): SessionUser | null {
  try {
    const user = parseStoredUser(localStorage.getItem(USER_STORAGE_KEY));
    if (!user) localStorage.removeItem(USER_STORAGE_KEY);
    return user;
  } catch {
    // Storage may be disabled; the visitor then starts signed out and the cookie still works per page.
    return null;
  }
}

export function writeStoredUser(user: SessionUser | null): void {
  try {
    if (user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage may be full or disabled: the next page load asks the server again.
  }
}
