import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { sessions, users } from '#src/db/schema/index';

export async function insertSession(
  db: Database,
  session: { tokenHash: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function revokeSessionByTokenHash(db: Database, tokenHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: at }).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every open session of a user, or every one but `exceptTokenHash`. */
export async function revokeUserSessions(
  db: Database,
  userId: number,
  at: Date,
  exceptTokenHash?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptTokenHash ? ne(sessions.tokenHash, exceptTokenHash) : undefined,
      ),
    );
}

/** The user of a session that is neither revoked nor expired, when the account is not deactivated. */
export async function findSessionUser(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deactivatedAt),
      ),
    );
  return row;
}
