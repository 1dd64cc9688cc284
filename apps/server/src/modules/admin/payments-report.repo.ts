import type { AdminPaymentQuery, PaymentDisposition, PaymentKind } from '@bulk/domain/admin';
import { and, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { membershipPurchases, orders, payments, users } from '#src/db/schema/index';
import { likePattern } from '#src/db/search-pattern';

/** The start of an India-time day (`2026-04-01`), as the instant it begins. */
const indiaDayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`;

const kindOf = sql<PaymentKind>`coalesce(${membershipPurchases.kind}, 'order')`;

export type PaymentFilter = AdminPaymentQuery & {
  /** Match `q` against the gateway's payment and order ids only (the search box), not names or emails. */
  gatewayIdOnly?: boolean;
};

/** A captured payment with what it paid for: an order, a membership purchase, or (an orphan) neither applied. */
export interface PaymentReportRow {
  number: number;
  kind: PaymentKind;
  orderId: string | null;
  orderNumber: string | null;
  membershipId: string | null;
  orderEmail: string | null;
  orderBuyer: string | null;
  memberEmail: string | null;
  memberName: string | null;
  amountPaise: number;
  gatewayPaymentId: string;
  gatewayOrderId: string;
  disposition: PaymentDisposition;
  createdAt: Date;
}

/**
 * Every captured payment (order payments, supplier and job seeker fees) matching the filter, newest
 * first. Orphan payments are included too, with their refund's state.
 */
export async function findPayments(
  db: Database,
  filter: PaymentFilter,
  limit?: number,
): Promise<PaymentReportRow[]> {
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
            ilike(orders.number, pattern),
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
      orderNumber: orders.number,
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
  return limit ? query.limit(limit) : query;
}
