import { randomBytes } from 'node:crypto';
import type { Database } from '#src/db/client';
import { findUserByEmail, hasAdmin, insertAdmin, promoteToAdmin } from '#src/modules/auth/auth.repo';
import { hashPassword } from '#src/modules/auth/password';
import { revokeSessions } from '#src/modules/auth/sessions';

export interface AdminCredentials {
  email: string;
  password: string;
}

/** 18 random bytes as base64url: 24 characters, about 144 bits. */
function onetimePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Creates an admin when the store has none, with `initialPassword` (set by the operator, e.g. for a test
 * run) or a one-time password; returns the credentials so the caller can print a generated one once.
 */
export async function ensureAdmin(
  db: Database,
  email: string,
  initialPassword?: string,
): Promise<AdminCredentials | undefined> {
  if (await hasAdmin(db)) return undefined;
  return setAdminPassword(db, email, initialPassword);
}

/** Makes `email` an admin with a new (by default one-time) password (creating the account if needed) and ends its sessions. */
export async function setAdminPassword(
  db: Database,
  email: string,
  password = onetimePassword(),
): Promise<AdminCredentials> {
  const passwordHash = await hashPassword(password);
  const normalized = email.trim().toLowerCase();
  const user = await findUserByEmail(db, normalized);
  if (user) {
    await promoteToAdmin(db, user.id, passwordHash);
    await revokeSessions(db, user.id);
  } else {
    await insertAdmin(db, { email: normalized, passwordHash });
  }
  return { email: normalized, password };
}

export function printAdminCredentials({ email, password }: AdminCredentials, headline: string): void {
  // Straight to the terminal, never into the structured logs a log collector keeps.
  process.stdout.write(
    `\n${headline}\n  email:    ${email}\n  password: ${password}\nSign in at /admin/login; this password is shown only now.\n\n`,
  );
}
