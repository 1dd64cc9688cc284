import type { AdminUserListQuery } from '@bulk/domain/admin';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { users } from '#src/db/schema/index';
import { likePattern } from '#src/db/search-pattern';

const sortColumns = { joined: users.createdAt, name: users.name, email: users.email, id: users.id } as const;

const userRow = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
};

/** One page of the accounts that match the admin's filter, and how many match in all. */
export async function listUsers(
  db: Database,
  { q, role, state, sort, dir, page }: AdminUserListQuery,
  pageSize: number,
) {
  const conditions: (SQL | undefined)[] = [role ? eq(users.role, role) : undefined];
  if (state === 'deactivated') conditions.push(isNotNull(users.deactivatedAt));
  else if (state) conditions.push(eq(users.status, state), isNull(users.deactivatedAt));
  if (q) {
    const pattern = likePattern(q);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  const where = and(...conditions);
  const order = dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(userRow)
      .from(users)
      .where(where)
      .orderBy(order(sortColumns[sort]), order(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The account, locked until the transaction ends. */
export async function lockUser(tx: Database, userId: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return user;
}

/** Deactivates the account at `at`, or reactivates it with null. */
export async function setDeactivatedAt(tx: Database, userId: number, at: Date | null) {
  const [updated] = await tx
    .update(users)
    .set({ deactivatedAt: at })
    .where(eq(users.id, userId))
    .returning(userRow);
  return updated;
}
