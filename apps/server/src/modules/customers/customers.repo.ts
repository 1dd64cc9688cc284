import type { Profile } from '@bulk/domain/account';
import type { OrderStatus } from '@bulk/domain/checkout';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import type { PendingWrite } from '#src/db/writes';
import { orderStatusHistory, orders, supportTickets, users } from '#src/db/schema/index';

const profileColumns = {
  name: users.name,
  email: users.email,
  phone: users.phone,
  company: users.company,
  gstin: users.gstin,
  address: users.address,
  city: users.city,
  state: users.state,
  zip: users.zip,
};

export async function findProfile(db: Database, userId: number): Promise<Profile | undefined> {
  const [profile] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  return profile;
}

export async function updateProfile(
  db: Database,
  userId: number,
  profile: Partial<Omit<Profile, 'email'>>,
): Promise<Profile | undefined> {
  const [updated] = await db.update(users).set(profile).where(eq(users.id, userId)).returning(profileColumns);
  return updated;
}

/** The same change of a profile, as a write not yet sent (a checkout sends it with the order it places). */
export function profileUpdate(
  db: Database,
  userId: number,
  profile: Partial<Omit<Profile, 'email'>>,
): PendingWrite {
  return db.update(users).set(profile).where(eq(users.id, userId));
}

/** An order's steps, oldest first. */
export function findStatusHistory(db: Database, orderId: string) {
  return db
    .select({ status: orderStatusHistory.status, at: orderStatusHistory.at, note: orderStatusHistory.note })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
}

/** The id of the account with this email (given in lower case), compared without case. */
export async function findUserIdByEmail(db: Database, email: string): Promise<number | undefined> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return owner?.id;
}

/** How many of a user's orders are in each status. */
export function countOrdersByStatus(db: Database, userId: number) {
  return db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(eq(orders.userId, userId))
    .groupBy(orders.status);
}

export async function countOpenTickets(db: Database, userId: number): Promise<number> {
  const [tickets] = await db
    .select({ n: count() })
    .from(supportTickets)
    .where(and(eq(supportTickets.userId, userId), eq(supportTickets.status, 'open')));
  return tickets?.n ?? 0;
}

/** The ids of a user's latest orders in these statuses, newest first. */
export async function findLatestOrderIds(
  db: Database,
  userId: number,
  statuses: OrderStatus[],
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, statuses)))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
