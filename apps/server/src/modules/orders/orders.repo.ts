import type { OrderSummary } from '@bulk/domain/checkout';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { orderLines, orders, payments } from '#src/db/schema/index';

export type StoredOrder = typeof orders.$inferSelect;
export type StoredOrderLine = typeof orderLines.$inferSelect;

export interface OrderWithLines {
  order: StoredOrder;
  lines: StoredOrderLine[];
  paymentId: string | null;
}

export async function findOrder(db: Database, id: string): Promise<OrderWithLines | undefined> {
  const [row] = await db
    .select({ order: orders, paymentId: payments.gatewayPaymentId })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.id, id));
  if (!row) return undefined;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.position));
  return { order: row.order, lines, paymentId: row.paymentId };
}

export function invoiceUrl(orderId: string): string {
  return `/api/orders/${orderId}/invoice`;
}

export function toOrderSummary({ order, lines, paymentId }: OrderWithLines): OrderSummary {
  return {
    id: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    invoiceNumber: order.invoiceNumber,
    invoiceUrl: order.invoiceNumber ? invoiceUrl(order.id) : null,
    shipping: order.shipping,
    lines: lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      unit: line.unit,
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
      lineTotalPaise: line.lineTotalPaise,
    })),
    subtotalPaise: order.subtotalPaise,
    shippingPaise: order.shippingPaise,
    gstRateBps: order.gstRateBps,
    gstPaise: order.gstPaise,
    cgstPaise: order.cgstPaise,
    sgstPaise: order.sgstPaise,
    igstPaise: order.igstPaise,
    totalPaise: order.totalPaise,
    paymentId,
  };
}
