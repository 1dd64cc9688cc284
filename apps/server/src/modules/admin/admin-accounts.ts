import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { users } from '#src/db/schema/index';
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

/** Creates an admin with a one-time password when the store has none; returns the credentials to print once. */
export async function ensureAdmin(db: Database, email: string): Promise<AdminCredentials | undefined> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing) return undefined;
  return setAdminPassword(db, email);
}

/** Makes `email` an admin with a new one-time password (creating the account if needed) and ends its sessions. */
export async function setAdminPassword(db: Database, email: string): Promise<AdminCredentials> {
  const password = onetimePassword();
  const passwordHash = await hashPassword(password);
  const normalized = email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalized));
  if (user) {
    await db
      .update(users)
      .set({ role: 'admin', status: 'active', passwordHash })
      .where(eq(users.id, user.id));
    await revokeSessions(db, user.id);
  } else {
    await db.insert(users).values({ email: normalized, name: 'Administrator', passwordHash, role: 'admin' });
  }
  return { email: normalized, password };
}

export function printAdminCredentials({ email, password }: AdminCredentials, headline: string): void {
  // Straight to the terminal, never into the structured logs a log collector keeps.
  process.stdout.write(
    `\n${headline}\n  email:    ${email}\n  password: ${password}\nSign in at /admin/login; this password is shown only now.\n\n`,
  );
}
