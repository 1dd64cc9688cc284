import {
  ADMIN_PAYMENTS_LIMIT,
  DASHBOARD_DAYS,
  paymentIdPrefixes,
  type AdminDashboard,
  type AdminNotification,
  type AdminNotifications,
  type AdminPaymentQuery,
  type AdminPaymentRow,
  type AdminSearchResults,
} from '@bulk/domain/admin';
import { orderStatusSchema, type OrderStatus } from '@bulk/domain/checkout';
import type { Database } from '#src/db/client';
import {
  dashboardFigures,
  markNotificationsSeen,
  newSince,
  notificationsSeenAt,
  searchOrders,
  searchUsers,
} from './insights.repo';
import { paymentsCsv } from './payments-csv';
import { findPayments, type PaymentFilter } from './payments-report.repo';

const INDIA_OFFSET_MS = 330 * 60_000;
const NOTIFICATIONS_LISTED = 20;
const SEARCH_HITS = 5;

/** The dashboard: every day of the chart is listed, a day without payments or orders as zero. */
export async function dashboard(db: Database): Promise<AdminDashboard> {
  const figures = await dashboardFigures(db);
  const revenueByDay = new Map(figures.revenueDays.map((row) => [row.day, row.paise]));
  const ordersByDay = new Map(figures.orderDays.map((row) => [row.day, row.n]));
  // India keeps one offset all year (UTC+5:30): today's India date, as a UTC midnight to count back from.
  const last = new Date(`${new Date(Date.now() + INDIA_OFFSET_MS).toISOString().slice(0, 10)}T00:00:00Z`);
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const date = new Date(last.getTime() - (DASHBOARD_DAYS - 1 - index) * 86_400_000);
    const key = date.toISOString().slice(0, 10);
    return { day: key, revenuePaise: revenueByDay.get(key) ?? 0, orders: ordersByDay.get(key) ?? 0 };
  });
  const ordersByStatus = Object.fromEntries(orderStatusSchema.options.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of figures.ordersByStatus) ordersByStatus[row.status] = row.n;
  return {
    revenueTodayPaise: figures.revenueTodayPaise,
    revenueMonthPaise: figures.revenueMonthPaise,
    ordersByStatus,
    suppliersPending: figures.suppliersPending,
    newJobseekers: figures.newJobseekers,
    openTickets: figures.openTickets,
    days,
  };
}

/**
 * Captured payments as admins list them: one list of every kind, the kind's prefix before each payment's
 * number (S-, J-, O-). Orphan payments are listed too, so that one whose refund failed is seen and settled.
 */
async function listPayments(db: Database, filter: PaymentFilter, limit?: number): Promise<AdminPaymentRow[]> {
  const rows = await findPayments(db, filter, limit);
  return rows.map((row) => ({
    id: `${paymentIdPrefixes[row.kind]}${row.number}`,
    kind: row.kind,
    payer: row.orderBuyer ?? row.memberName ?? '',
    email: row.orderEmail ?? row.memberEmail ?? '',
    amountPaise: row.amountPaise,
    gatewayPaymentId: row.gatewayPaymentId,
    gatewayOrderId: row.gatewayOrderId,
    reference: row.orderId ?? row.membershipId ?? '',
    orderNumber: row.orderNumber,
    disposition: row.disposition,
    paidAt: row.createdAt.toISOString(),
  }));
}

/** The payments matching the filter, at most `ADMIN_PAYMENTS_LIMIT`, and how many matched up to one more. */
export async function paymentList(db: Database, filter: AdminPaymentQuery) {
  const all = await listPayments(db, filter, ADMIN_PAYMENTS_LIMIT + 1);
  return { payments: all.slice(0, ADMIN_PAYMENTS_LIMIT), total: all.length };
}

/** Every payment matching the filter, as CSV. */
export async function paymentsCsvExport(db: Database, filter: AdminPaymentQuery): Promise<string> {
  return paymentsCsv(await listPayments(db, filter));
}

/** The admin search box: users by name or email, orders by number, id or email, payments by gateway id. */
export async function search(db: Database, q: string): Promise<AdminSearchResults> {
  const [users, orders, payments] = await Promise.all([
    searchUsers(db, q, SEARCH_HITS),
    searchOrders(db, q, SEARCH_HITS),
    listPayments(db, { q, gatewayIdOnly: true }, SEARCH_HITS),
  ]);
  return {
    users,
    orders,
    payments: payments.map(({ id, kind, gatewayPaymentId, reference, orderNumber }) => ({
      id,
      kind,
      gatewayPaymentId,
      reference,
      orderNumber,
    })),
  };
}

/** What came since this admin last marked the notifications seen, newest first. */
export async function notifications(db: Database, adminId: number): Promise<AdminNotifications> {
  const seenAt = await notificationsSeenAt(db, adminId);
  const news = await newSince(db, seenAt ?? new Date(0), NOTIFICATIONS_LISTED);
  const items: AdminNotification[] = [
    ...news.users.map((row) => ({
      kind: 'registration' as const,
      target: row.email,
      title: `New ${row.role} registered: ${row.name}`,
      at: row.at.toISOString(),
    })),
    ...news.orders.map((row) => ({
      kind: 'order' as const,
      target: row.id,
      title: `New paid order ${row.number} from ${row.email}`,
      at: row.at!.toISOString(),
    })),
    ...news.tickets.map((row) => ({
      kind: 'ticket' as const,
      target: row.id,
      title: `New ticket: ${row.subject}`,
      at: row.at.toISOString(),
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, NOTIFICATIONS_LISTED);
  return { seenAt: seenAt?.toISOString() ?? null, count: news.count, items };
}

/** Marks everything so far as seen by this admin (not by the others), and answers the notifications. */
export async function markAllSeen(db: Database, adminId: number): Promise<AdminNotifications> {
  await markNotificationsSeen(db, adminId, new Date());
  return notifications(db, adminId);
}
