import {
  ADMIN_PAYMENTS_LIMIT,
  adminDashboardSchema,
  adminNotificationsSchema,
  adminPaymentListSchema,
  adminPaymentQuerySchema,
  adminSearchQuerySchema,
  adminSearchResultsSchema,
  DASHBOARD_DAYS,
  type AdminNotification,
} from '@bulk/domain/admin';
import type { OrderStatus } from '@bulk/domain/checkout';
import { and, count, desc, eq, gt, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminNotificationReads,
  orders,
  orderStatuses,
  payments,
  supportTickets,
  users,
} from '#src/db/schema/index';
import { contentDisposition } from '#src/lib/download';
import { requireUser } from '#src/modules/auth/sessions';
import { listPayments, paymentsCsv } from './admin-payments';
import { likePattern } from '#src/db/search-pattern';

const india = (column: unknown) => sql`(${column} AT TIME ZONE 'Asia/Kolkata')`;
const indiaNow = sql`(now() AT TIME ZONE 'Asia/Kolkata')`;
const INDIA_OFFSET_MS = 330 * 60_000;
const NOTIFICATIONS_LISTED = 20;
const SEARCH_HITS = 5;

/** `/api/admin` dashboard figures, payments, the search box and the notifications. Admins only. */
export const adminInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get('/dashboard', { schema: { response: { 200: adminDashboardSchema } } }, async () => {
    const day = (column: unknown) => sql<string>`to_char(${india(column)}, 'YYYY-MM-DD')`;
    const since = sql`date_trunc('day', ${indiaNow}) - ${DASHBOARD_DAYS - 1} * interval '1 day'`;
    // Paise add up past 2^31: the sum is a bigint, read as a number (exact below 2^53).
    const paiseSum = (where: SQL) =>
      sql<number>`coalesce(sum(${payments.amountPaise}) filter (where ${where}), 0)::bigint`.mapWith(Number);
    const [[revenue], byStatus, [pending], [jobseekers], [tickets], revenueDays, orderDays] =
      await Promise.all([
        db
          .select({
            today: paiseSum(
              sql`date_trunc('day', ${india(payments.createdAt)}) = date_trunc('day', ${indiaNow})`,
            ),
            month: paiseSum(
              sql`date_trunc('month', ${india(payments.createdAt)}) = date_trunc('month', ${indiaNow})`,
            ),
          })
          .from(payments)
          .where(eq(payments.disposition, 'applied')),
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
          .select({ day: day(payments.createdAt), paise: paiseSum(sql`true`) })
          .from(payments)
          .where(and(eq(payments.disposition, 'applied'), sql`${india(payments.createdAt)} >= ${since}`))
          .groupBy(day(payments.createdAt)),
        db
          .select({ day: day(orders.paidAt), n: count() })
          .from(orders)
          .where(and(isNotNull(orders.paidAt), sql`${india(orders.paidAt)} >= ${since}`))
          .groupBy(day(orders.paidAt)),
      ]);
    const revenueByDay = new Map(revenueDays.map((row) => [row.day, row.paise]));
    const ordersByDay = new Map(orderDays.map((row) => [row.day, row.n]));
    // India keeps one offset all year (UTC+5:30): today's India date, as a UTC midnight to count back from.
    const last = new Date(`${new Date(Date.now() + INDIA_OFFSET_MS).toISOString().slice(0, 10)}T00:00:00Z`);
    const days = Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
      const date = new Date(last.getTime() - (DASHBOARD_DAYS - 1 - index) * 86_400_000);
      const key = date.toISOString().slice(0, 10);
      return { day: key, revenuePaise: revenueByDay.get(key) ?? 0, orders: ordersByDay.get(key) ?? 0 };
    });
    const ordersByStatus = Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<
      OrderStatus,
      number
    >;
    for (const row of byStatus) ordersByStatus[row.status] = row.n;
    return {
      revenueTodayPaise: revenue?.today ?? 0,
      revenueMonthPaise: revenue?.month ?? 0,
      ordersByStatus,
      suppliersPending: pending?.n ?? 0,
      newJobseekers: jobseekers?.n ?? 0,
      openTickets: tickets?.n ?? 0,
      days,
    };
  });

  app.get(
    '/payments',
    { schema: { querystring: adminPaymentQuerySchema, response: { 200: adminPaymentListSchema } } },
    async (request) => {
      const all = await listPayments(db, request.query, ADMIN_PAYMENTS_LIMIT + 1);
      return { payments: all.slice(0, ADMIN_PAYMENTS_LIMIT), total: all.length };
    },
  );

  app.get('/payments.csv', { schema: { querystring: adminPaymentQuerySchema } }, async (request, reply) => {
    const rows = await listPayments(db, request.query);
    reply.type('text/csv; charset=utf-8').header('content-disposition', contentDisposition('payments.csv'));
    return paymentsCsv(rows);
  });

  app.get(
    '/search',
    { schema: { querystring: adminSearchQuerySchema, response: { 200: adminSearchResultsSchema } } },
    async (request) => {
      const pattern = likePattern(request.query.q);
      const [foundUsers, foundOrders, foundPayments] = await Promise.all([
        db
          .select({ id: users.id, name: users.name, email: users.email, role: users.role })
          .from(users)
          .where(or(ilike(users.name, pattern), ilike(users.email, pattern)))
          .orderBy(desc(users.createdAt))
          .limit(SEARCH_HITS),
        db
          .select({ id: orders.id, email: orders.email, status: orders.status })
          .from(orders)
          .where(or(ilike(orders.id, pattern), ilike(orders.email, pattern)))
          .orderBy(desc(orders.createdAt))
          .limit(SEARCH_HITS),
        listPayments(db, { q: request.query.q, gatewayIdOnly: true }, SEARCH_HITS),
      ]);
      return {
        users: foundUsers,
        orders: foundOrders,
        payments: foundPayments.map(({ id, kind, gatewayPaymentId, reference }) => ({
          id,
          kind,
          gatewayPaymentId,
          reference,
        })),
      };
    },
  );

  async function notifications(adminId: number) {
    const [read] = await db
      .select({ seenAt: adminNotificationReads.seenAt })
      .from(adminNotificationReads)
      .where(eq(adminNotificationReads.adminId, adminId));
    const seenAt = read?.seenAt ?? new Date(0);
    const members = inArray(users.role, ['customer', 'supplier', 'jobseeker']);
    const [[newUsers], [newOrders], [newTickets], userRows, orderRows, ticketRows] = await Promise.all([
      db
        .select({ n: count() })
        .from(users)
        .where(and(members, gt(users.createdAt, seenAt))),
      db.select({ n: count() }).from(orders).where(gt(orders.paidAt, seenAt)),
      db.select({ n: count() }).from(supportTickets).where(gt(supportTickets.createdAt, seenAt)),
      db
        .select({ email: users.email, name: users.name, role: users.role, at: users.createdAt })
        .from(users)
        .where(and(members, gt(users.createdAt, seenAt)))
        .orderBy(desc(users.createdAt))
        .limit(NOTIFICATIONS_LISTED),
      db
        .select({ id: orders.id, email: orders.email, at: orders.paidAt })
        .from(orders)
        .where(gt(orders.paidAt, seenAt))
        .orderBy(desc(orders.paidAt))
        .limit(NOTIFICATIONS_LISTED),
      db
        .select({ id: supportTickets.id, subject: supportTickets.subject, at: supportTickets.createdAt })
        .from(supportTickets)
        .where(gt(supportTickets.createdAt, seenAt))
        .orderBy(desc(supportTickets.createdAt))
        .limit(NOTIFICATIONS_LISTED),
    ]);
    const items: AdminNotification[] = [
      ...userRows.map((row) => ({
        kind: 'registration' as const,
        target: row.email,
        title: `New ${row.role} registered: ${row.name}`,
        at: row.at.toISOString(),
      })),
      ...orderRows.map((row) => ({
        kind: 'order' as const,
        target: row.id,
        title: `New paid order from ${row.email}`,
        at: row.at!.toISOString(),
      })),
      ...ticketRows.map((row) => ({
        kind: 'ticket' as const,
        target: row.id,
        title: `New ticket: ${row.subject}`,
        at: row.at.toISOString(),
      })),
    ]
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, NOTIFICATIONS_LISTED);
    return {
      seenAt: read?.seenAt.toISOString() ?? null,
      count: (newUsers?.n ?? 0) + (newOrders?.n ?? 0) + (newTickets?.n ?? 0),
      items,
    };
  }

  app.get('/notifications', { schema: { response: { 200: adminNotificationsSchema } } }, async (request) => {
    const admin = await requireUser(db, request, ['admin']);
    return notifications(admin.id);
  });

  /** Marks everything so far as seen by this admin (not by the others). */
  app.post(
    '/notifications/seen',
    { schema: { body: z.strictObject({}).nullish(), response: { 200: adminNotificationsSchema } } },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      const seenAt = new Date();
      await db
        .insert(adminNotificationReads)
        .values({ adminId: admin.id, seenAt })
        .onConflictDoUpdate({ target: adminNotificationReads.adminId, set: { seenAt } });
      return notifications(admin.id);
    },
  );
};
