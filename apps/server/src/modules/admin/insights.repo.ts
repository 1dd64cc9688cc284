import { DASHBOARD_DAYS } from '@bulk/domain/admin';
import { and, count, desc, eq, gt, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  adminNotificationReads,
  orderInstalments,
  orders,
  payments,
  supportTickets,
  users,
} from '#src/db/schema/index';
import { likePattern } from '#src/db/search-pattern';

const india = (column: unknown) => sql`(${column} AT TIME ZONE 'Asia/Kolkata')`;
const indiaNow = sql`(now() AT TIME ZONE 'Asia/Kolkata')`;

/**
 * The dashboard's figures, in India time: revenue applied today and this month, orders by status,
 * suppliers awaiting approval, job seekers and revenue and paid orders by day over the last
 * `DASHBOARD_DAYS` days (a day without any has no row), and open tickets.
 */
export async function dashboardFigures(db: Database) {
  const day = (column: unknown) => sql<string>`to_char(${india(column)}, 'YYYY-MM-DD')`;
  const since = sql`date_trunc('day', ${indiaNow}) - ${DASHBOARD_DAYS - 1} * interval '1 day'`;
  // Money received: applied payments, and the instalments advance orders were paid in (decision 021),
  // each at the time it came in.
  const received = db.$with('received').as(
    unionAll(
      db
        .select({ amountPaise: payments.amountPaise, at: sql<Date>`${payments.createdAt}`.as('at') })
        .from(payments)
        .where(eq(payments.disposition, 'applied')),
      db
        .select({
          amountPaise: orderInstalments.amountPaise,
          at: sql<Date>`${orderInstalments.paidAt}`.as('at'),
        })
        .from(orderInstalments)
        .where(eq(orderInstalments.status, 'paid')),
    ),
  );
  // Paise add up past 2^31: the sum is a bigint, read as a number (exact below 2^53).
  const paiseSum = (where: SQL) =>
    sql<number>`coalesce(sum(${received.amountPaise}) filter (where ${where}), 0)::bigint`.mapWith(Number);
  const [[revenue], ordersByStatus, [pending], [jobseekers], [tickets], revenueDays, orderDays] =
    await Promise.all([
      db
        .with(received)
        .select({
          today: paiseSum(sql`date_trunc('day', ${india(received.at)}) = date_trunc('day', ${indiaNow})`),
          month: paiseSum(sql`date_trunc('month', ${india(received.at)}) = date_trunc('month', ${indiaNow})`),
        })
        .from(received),
      db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status),
      db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'supplier'), eq(users.status, 'pending'))),
      db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'jobseeker'), sql`${india(users.createdAt)} >= ${since}`)),
      db.select({ n: count() }).from(supportTickets).where(eq(supportTickets.status, 'open')),
      db
        .with(received)
        .select({ day: day(received.at), paise: paiseSum(sql`true`) })
        .from(received)
        .where(sql`${india(received.at)} >= ${since}`)
        .groupBy(day(received.at)),
      db
        .select({ day: day(orders.paidAt), n: count() })
        .from(orders)
        .where(and(isNotNull(orders.paidAt), sql`${india(orders.paidAt)} >= ${since}`))
        .groupBy(day(orders.paidAt)),
    ]);
  return {
    revenueTodayPaise: revenue?.today ?? 0,
    revenueMonthPaise: revenue?.month ?? 0,
    ordersByStatus,
    suppliersPending: pending?.n ?? 0,
    newJobseekers: jobseekers?.n ?? 0,
    openTickets: tickets?.n ?? 0,
    revenueDays,
    orderDays,
  };
}

/** Users whose name or email contains `q`, newest first. */
export function searchUsers(db: Database, q: string, limit: number) {
  const pattern = likePattern(q);
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(or(ilike(users.name, pattern), ilike(users.email, pattern)))
    .orderBy(desc(users.createdAt))
    .limit(limit);
}

/** Orders whose id or email contains `q`, newest first. */
export function searchOrders(db: Database, q: string, limit: number) {
  const pattern = likePattern(q);
  return db
    .select({ id: orders.id, number: orders.number, email: orders.email, status: orders.status })
    .from(orders)
    .where(or(ilike(orders.number, pattern), ilike(orders.id, pattern), ilike(orders.email, pattern)))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

/** When this admin last marked the notifications seen, if ever. */
export async function notificationsSeenAt(db: Database, adminId: number): Promise<Date | undefined> {
  const [read] = await db
    .select({ seenAt: adminNotificationReads.seenAt })
    .from(adminNotificationReads)
    .where(eq(adminNotificationReads.adminId, adminId));
  return read?.seenAt;
}

/**
 * What came after `since`: how many members registered, orders were paid and tickets opened, and the
 * newest `limit` of each. Admins are not members: their accounts are no news.
 */
export async function newSince(db: Database, since: Date, limit: number) {
  const members = inArray(users.role, ['customer', 'supplier', 'jobseeker']);
  const [[newUsers], [newOrders], [newTickets], userRows, orderRows, ticketRows] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .where(and(members, gt(users.createdAt, since))),
    db.select({ n: count() }).from(orders).where(gt(orders.paidAt, since)),
    db.select({ n: count() }).from(supportTickets).where(gt(supportTickets.createdAt, since)),
    db
      .select({ email: users.email, name: users.name, role: users.role, at: users.createdAt })
      .from(users)
      .where(and(members, gt(users.createdAt, since)))
      .orderBy(desc(users.createdAt))
      .limit(limit),
    db
      .select({ id: orders.id, number: orders.number, email: orders.email, at: orders.paidAt })
      .from(orders)
      .where(gt(orders.paidAt, since))
      .orderBy(desc(orders.paidAt))
      .limit(limit),
    db
      .select({ id: supportTickets.id, subject: supportTickets.subject, at: supportTickets.createdAt })
      .from(supportTickets)
      .where(gt(supportTickets.createdAt, since))
      .orderBy(desc(supportTickets.createdAt))
      .limit(limit),
  ]);
  return {
    count: (newUsers?.n ?? 0) + (newOrders?.n ?? 0) + (newTickets?.n ?? 0),
    users: userRows,
    orders: orderRows,
    tickets: ticketRows,
  };
}

/** Records that this admin has seen everything up to `seenAt`. */
export async function markNotificationsSeen(db: Database, adminId: number, seenAt: Date): Promise<void> {
  await db
    .insert(adminNotificationReads)
    .values({ adminId, seenAt })
    .onConflictDoUpdate({ target: adminNotificationReads.adminId, set: { seenAt } });
}
