import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { emailVerifications, orders, passwordResets, users } from '#src/db/schema/index';

export type StoredUser = typeof users.$inferSelect;

/** The account with this email (given in lower case), compared without case. */
export async function findUserByEmail(db: Database, email: string): Promise<StoredUser | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return user;
}

/** Creates a customer; undefined when the email is taken. */
export async function insertCustomer(
  db: Database,
  customer: { name: string; email: string; passwordHash: string } & Partial<
    Pick<StoredUser, 'address' | 'city' | 'state'>
  >,
): Promise<{ id: number } | undefined> {
  const [inserted] = await db
    .insert(users)
    .values({ ...customer, role: 'customer' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted;
}

export async function findPasswordHash(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash;
}

export async function setPasswordHash(db: Database, userId: number, passwordHash: string) {
  const [user] = await db
    .update(users)
    .set({ passwordHash })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email, passwordHash: users.passwordHash });
  return user;
}

/**
 * A guest's orders placed with this email become the account's. Only for an account whose owner has
 * verified the address: anyone can type an address at sign-up.
 */
export async function claimGuestOrders(db: Database, userId: number, email: string): Promise<void> {
  await db
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), eq(sql`lower(${orders.email})`, email.toLowerCase())));
}

export async function insertPasswordReset(
  db: Database,
  reset: { tokenHash: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

/** A reset link that is neither used nor expired. */
const openReset = (tokenHash: string) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
  );

export async function findOpenPasswordReset(db: Database, tokenHash: string) {
  const [link] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(openReset(tokenHash));
  return link;
}

/** Marks an open reset link used; undefined when it was not open (used meanwhile, or expired). */
export async function claimPasswordReset(db: Database, tokenHash: string) {
  const [claimed] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(openReset(tokenHash))
    .returning({ userId: passwordResets.userId });
  return claimed;
}

/** Ends every reset link still open for the account. */
export async function endPasswordResets(db: Database, userId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function insertEmailVerification(
  db: Database,
  link: { tokenHash: string; userId: number; email: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerifications).values(link);
}

/** A verification link as stored, used or not, expired or not; undefined for a link never made. */
export async function findEmailVerification(db: Database, tokenHash: string) {
  const [link] = await db
    .select({ usedAt: emailVerifications.usedAt, expiresAt: emailVerifications.expiresAt })
    .from(emailVerifications)
    .where(eq(emailVerifications.tokenHash, tokenHash));
  return link;
}

/** Marks a verification link used if it is open at `now`; undefined when it was not (used, or expired). */
export async function claimEmailVerification(db: Database, tokenHash: string, now: Date) {
  const [claimed] = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
  return claimed;
}

/**
 * Records that the account's address is verified (the first time counts), if the account still has the
 * address the link was sent to; undefined otherwise.
 */
export async function markEmailVerified(db: Database, userId: number, email: string, now: Date) {
  const [owner] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(users.id, userId), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .returning({ id: users.id, email: users.email });
  return owner;
}

export async function findEmailVerifiedAt(db: Database, userId: number): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row?.emailVerifiedAt;
}

export async function hasAdmin(db: Database): Promise<boolean> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return admin !== undefined;
}

/** Makes an account an active admin with this password. */
export async function promoteToAdmin(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ role: 'admin', status: 'active', passwordHash }).where(eq(users.id, userId));
}

export async function insertAdmin(
  db: Database,
  admin: { email: string; passwordHash: string },
): Promise<void> {
  await db.insert(users).values({ ...admin, name: 'Administrator', role: 'admin' });
}
