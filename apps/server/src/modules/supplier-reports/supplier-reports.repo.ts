import { soldShipmentStatuses, type SalesGrouping } from '@bulk/domain/supplier-reports';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#src/db/client';
import { orderLines, orders, payouts, shipments } from '#src/db/schema/index';

/** A span of time from `start` (included) to `end` (excluded): India-time days turned into instants. */
export interface Instants {
  start: Date;
  end: Date;
}

// Paise add up past 2^31: a sum is a bigint, read as a number (exact below 2^53).
const paiseSum = (column: AnyPgColumn | SQL) =>
  sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

const within = (column: AnyPgColumn, span: Instants) => and(gte(column, span.start), lt(column, span.end));

/** The seller's shipments that are sales (paid, not cancelled, no stock conflict). */
const soldBy = (sellerId: number) =>
  and(eq(shipments.sellerId, sellerId), inArray(shipments.status, [...soldShipmentStatuses]));

// Written into the query rather than sent as a parameter, so the grouping and the selected column are one
// expression to the database.
const periodPatterns: Record<SalesGrouping, SQL> = {
  day: sql.raw(`'YYYY-MM-DD'`),
  month: sql.raw(`'YYYY-MM'`),
};
const indiaPeriod = (column: AnyPgColumn, group: SalesGrouping) =>
  sql<string>`to_char(${column} AT TIME ZONE 'Asia/Kolkata', ${periodPatterns[group]})`;

/** The dashboard's figures of a seller's shipments and payouts; `today` is India's current day. */
export async function shipmentFigures(db: Database, sellerId: number, today: Instants) {
  const [[sales], [waiting], [earned], [paid]] = await Promise.all([
    db
      .select({ paise: paiseSum(shipments.totalPaise) })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(and(soldBy(sellerId), within(orders.paidAt, today))),
    db
      .select({ n: count() })
      .from(shipments)
      .where(and(eq(shipments.sellerId, sellerId), eq(shipments.status, 'placed'))),
    db
      .select({ paise: paiseSum(shipments.payoutPaise) })
      .from(shipments)
      .where(and(eq(shipments.sellerId, sellerId), eq(shipments.status, 'delivered'))),
    db
      .select({ paise: paiseSum(payouts.amountPaise) })
      .from(payouts)
      .where(eq(payouts.sellerId, sellerId)),
  ]);
  return {
    salesTodayPaise: sales?.paise ?? 0,
    placed: waiting?.n ?? 0,
    earnedPaise: earned?.paise ?? 0,
    paidPaise: paid?.paise ?? 0,
  };
}

/** The seller's sales by the India-time day or month the buyer paid, in order; periods without sales have no row. */
export async function salesByPeriod(db: Database, sellerId: number, span: Instants, group: SalesGrouping) {
  const period = indiaPeriod(orders.paidAt, group);
  return db
    .select({
      period,
      shipments: count(),
      goodsPaise: paiseSum(shipments.subtotalPaise),
      freightPaise: paiseSum(shipments.shippingPaise),
      gstPaise: paiseSum(shipments.gstPaise),
      totalPaise: paiseSum(shipments.totalPaise),
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(soldBy(sellerId), within(orders.paidAt, span)))
    .groupBy(period)
    .orderBy(period);
}

/**
 * The seller's sales by product, the best-selling (by goods value) first: name, HSN code and unit as the
 * latest order line has them.
 */
export async function salesByProduct(db: Database, sellerId: number, span: Instants) {
  const latest = (column: AnyPgColumn) =>
    sql<string>`(array_agg(${column} ORDER BY ${orders.paidAt} DESC, ${orderLines.orderId}))[1]`;
  const goods = paiseSum(orderLines.lineTotalPaise);
  return db
    .select({
      productId: orderLines.productId,
      name: latest(orderLines.name),
      hsn: latest(orderLines.hsn),
      unit: latest(orderLines.unit),
      quantity: sql<number>`sum(${orderLines.quantity})::bigint`.mapWith(Number),
      goodsPaise: goods,
      taxablePaise: paiseSum(orderLines.taxablePaise),
      gstPaise: paiseSum(orderLines.gstPaise),
    })
    .from(orderLines)
    .innerJoin(shipments, eq(shipments.id, orderLines.shipmentId))
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(soldBy(sellerId), within(orders.paidAt, span)))
    .groupBy(orderLines.productId)
    .orderBy(desc(goods), orderLines.productId);
}

/**
 * The lines of the seller's invoices dated in the span, for the HSN summary. Shipments came after tax per
 * line (ADR 011), so every one of their lines carries its rate, taxable value and tax.
 */
export function invoicedLines(db: Database, sellerId: number, span: Instants) {
  return db
    .select({
      shipmentId: shipments.id,
      sameState: sql<boolean>`${shipments.igstPaise} = 0`,
      hsn: orderLines.hsn,
      description: orderLines.category,
      unit: orderLines.unit,
      quantity: orderLines.quantity,
      rateBps: sql<number>`${orderLines.gstRateBps}`.mapWith(Number),
      taxablePaise: sql<number>`${orderLines.taxablePaise}`.mapWith(Number),
      gstPaise: sql<number>`${orderLines.gstPaise}`.mapWith(Number),
    })
    .from(orderLines)
    .innerJoin(shipments, eq(shipments.id, orderLines.shipmentId))
    .where(and(soldBy(sellerId), isNotNull(shipments.invoiceNumber), within(shipments.invoicedAt, span)));
}

/** The seller's delivered shipments settled in the span, by delivery. */
export function settlementsIn(db: Database, sellerId: number, span: Instants) {
  return db
    .select({
      deliveredAt: sql<Date>`${shipments.deliveredAt}`.mapWith(shipments.deliveredAt),
      invoiceNumber: sql<string>`${shipments.invoiceNumber}`,
      orderNumber: orders.number,
      totalPaise: shipments.totalPaise,
      commissionPaise: sql<number>`${shipments.commissionPaise}`.mapWith(Number),
      commissionGstPaise: sql<number>`${shipments.commissionGstPaise}`.mapWith(Number),
      payoutPaise: sql<number>`${shipments.payoutPaise}`.mapWith(Number),
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(
      and(
        eq(shipments.sellerId, sellerId),
        eq(shipments.status, 'delivered'),
        isNotNull(shipments.payoutPaise),
        within(shipments.deliveredAt, span),
      ),
    )
    .orderBy(asc(shipments.deliveredAt), asc(shipments.id));
}

/** The payouts paid to the seller on the days `from` to `to` (inclusive), in order. */
export function payoutsOn(db: Database, sellerId: number, from: string, to: string) {
  return db
    .select({ paidOn: payouts.paidOn, utr: payouts.utr, amountPaise: payouts.amountPaise })
    .from(payouts)
    .where(and(eq(payouts.sellerId, sellerId), gte(payouts.paidOn, from), lte(payouts.paidOn, to)))
    .orderBy(asc(payouts.paidOn), asc(payouts.id));
}
