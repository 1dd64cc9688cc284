import { sessionUserSchema, type SessionUser } from '@bulk/domain/auth';

/**
 * Where the signed-in user's name, email, role and status are kept between page loads. Never a secret:
 * the session itself is an httpOnly cookie, and `GET /api/auth/me` stays the authority (decisions.md,
 * "Sessions", which supersedes the specification's token in local storage).
 */
export const USER_STORAGE_KEY = 'reticulation-user';

/** Parses a stored value; anything unreadable counts as no user. */
export function parseStoredUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const parsed = sessionUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
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
