import type { PaymentDisposition } from '@bulk/domain/admin';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { insertJsonRows } from '#src/db/json-rows';
import type { PendingWrite } from '#src/db/writes';
import { payments } from '#src/db/schema/index';

/** The payment recorded under the gateway's payment id, if any. */
export async function findPaymentByGatewayPaymentId(tx: Database, gatewayPaymentId: string) {
  const [recorded] = await tx
    .select({
      id: payments.id,
      gatewayOrderId: payments.gatewayOrderId,
      amountPaise: payments.amountPaise,
      disposition: payments.disposition,
    })
    .from(payments)
    .where(eq(payments.gatewayPaymentId, gatewayPaymentId));
  return recorded;
}

/** Records a captured payment, as a write for the caller to send with its others. */
export function insertPayment(tx: Database, payment: typeof payments.$inferInsert): PendingWrite {
  return insertJsonRows(tx, payments, [payment]);
}

/** Records a captured payment at once; answers its row's id. */
export async function insertPaymentReturningId(
  tx: Database,
  payment: typeof payments.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(payments).values(payment).returning({ id: payments.id });
  return row!.id;
}

/** Sets how an orphan payment's refund ended, unless it is no longer waiting for one. */
export async function recordRefundOutcome(
  db: Database,
  id: number,
  outcome: { disposition: PaymentDisposition; refundId: string | null },
): Promise<void> {
  await db
    .update(payments)
    .set(outcome)
    .where(and(eq(payments.id, id), eq(payments.disposition, 'refund_pending')));
}
