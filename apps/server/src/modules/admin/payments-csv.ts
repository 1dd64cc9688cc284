import {
  paymentIdPrefixes,
  type AdminPaymentQuery,
  type AdminPaymentRow,
  type PaymentKind,
} from '@bulk/domain/admin';
import { and, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { membershipPurchases, orders, payments, users } from '#src/db/schema/index';
import { likePattern } from '#src/db/search-pattern';

/** The start of an India-time day (`2026-04-01`), as the instant it begins. */
const indiaDayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`;

const kindOf = sql<PaymentKind>`coalesce(${membershipPurchases.kind}, 'order')`;

/**
 * Every captured payment (order payments, supplier and job seeker fees) matching the filter, newest
 * first: one list, with the kind's prefix before each payment's number (S-, J-, O-). Orphan payments are
 * listed too, with their refund's state, so that one whose refund failed is seen and settled.
 */
export async function listPayments(
  db: Database,
  filter: AdminPaymentQuery & { gatewayIdOnly?: boolean },
  limit?: number,
): Promise<AdminPaymentRow[]> {
  const conditions: (SQL | undefined)[] = [];
  if (filter.kind === 'order') conditions.push(isNotNull(orders.id));
  else if (filter.kind) conditions.push(eq(membershipPurchases.kind, filter.kind));
  if (filter.from) conditions.push(sql`${payments.createdAt} >= ${indiaDayStart(filter.from)}`);
  if (filter.to) {
    conditions.push(sql`${payments.createdAt} < ${indiaDayStart(filter.to)} + interval '1 day'`);
  }
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const byGateway = [ilike(payments.gatewayPaymentId, pattern), ilike(payments.gatewayOrderId, pattern)];
    conditions.push(
      filter.gatewayIdOnly
        ? or(...byGateway)
        : or(
            ...byGateway,
            ilike(orders.id, pattern),
            ilike(orders.email, pattern),
            ilike(membershipPurchases.email, pattern),
            ilike(users.name, pattern),
            sql`${orders.shipping}->>'fullName' ILIKE ${pattern}`,
          ),
    );
  }
  const query = db
    .select({
      number: payments.id,
      kind: kindOf,
      orderId: orders.id,
      membershipId: membershipPurchases.id,
      orderEmail: orders.email,
      orderBuyer: sql<string | null>`${orders.shipping}->>'fullName'`,
      memberEmail: membershipPurchases.email,
      memberName: users.name,
      amountPaise: payments.amountPaise,
      gatewayPaymentId: payments.gatewayPaymentId,
      gatewayOrderId: payments.gatewayOrderId,
      disposition: payments.disposition,
      createdAt: payments.createdAt,
    })
    .from(payments)
    // By the gateway order, which an orphan payment (one that paid nothing, being refunded) keeps too.
    .leftJoin(orders, eq(orders.gatewayOrderId, payments.gatewayOrderId))
    .leftJoin(membershipPurchases, eq(membershipPurchases.gatewayOrderId, payments.gatewayOrderId))
    .leftJoin(users, eq(users.id, membershipPurchases.userId))
    .where(and(...conditions))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map((row) => ({
    id: `${paymentIdPrefixes[row.kind]}${row.number}`,
    kind: row.kind,
    payer: row.orderBuyer ?? row.memberName ?? '',
    email: row.orderEmail ?? row.memberEmail ?? '',
    amountPaise: row.amountPaise,
    gatewayPaymentId: row.gatewayPaymentId,
    gatewayOrderId: row.gatewayOrderId,
    reference: row.orderId ?? row.membershipId ?? '',
    disposition: row.disposition,
    paidAt: row.createdAt.toISOString(),
  }));
}

/** A spreadsheet cell that cannot run as a formula; quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvColumns = [
  'Id',
  'Kind',
  'Payer',
  'Email',
  'Amount (Rs)',
  'Payment id',
  'Gateway order',
  'For',
  'Status',
  'Paid at',
];

/** The payments as CSV (RFC 4180, CRLF line ends), amounts in rupees with paise. */
export function paymentsCsv(rows: readonly AdminPaymentRow[]): string {
  const lines = [
    csvColumns,
    ...rows.map((row) => [
      row.id,
      row.kind,
      row.payer,
      row.email,
      (row.amountPaise / 100).toFixed(2),
      row.gatewayPaymentId,
      row.gatewayOrderId,
      row.reference,
      row.disposition,
      row.paidAt,
    ]),
  ];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
