import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Database } from '#src/db/client';
import { outboxMessages } from '#src/db/schema/index';

/** After this many failed attempts a message is marked failed for an admin to look at. */
export const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 10;

/**
 * Sends pending outbox messages over SMTP. Rows are claimed with `FOR UPDATE SKIP LOCKED` and their next
 * attempt pushed back before sending, so several instances never send one message twice at once, and a
 * crash mid-send only delays a retry.
 */
export function createMailDelivery(options: {
  db: Database;
  transport: Pick<Transporter, 'sendMail'>;
  from: string;
  logger: Logger;
  intervalMs?: number;
}) {
  const { db, transport, from, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function claim() {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, sql`now()`)))
        .orderBy(asc(outboxMessages.id))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outboxMessages)
        .set({
          attempts: sql`${outboxMessages.attempts} + 1`,
          // Should this attempt fail, the next waits 30 s, then 1 min, 2 min, … at most an hour.
          nextAttemptAt: sql`now() + make_interval(secs => least(3600, 30 * power(2, ${outboxMessages.attempts})))`,
        })
        .where(
          inArray(
            outboxMessages.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  /** Sends what is due now; resolves to the number of messages sent. */
  async function deliverDue(): Promise<number> {
    let sent = 0;
    for (const message of await claim()) {
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
        await db
          .update(outboxMessages)
          .set({ status: 'sent', sentAt: new Date(), lastError: null })
          .where(eq(outboxMessages.id, message.id));
        sent++;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const failed = message.attempts >= MAX_ATTEMPTS;
        await db
          .update(outboxMessages)
          .set({ lastError: reason.slice(0, 500), ...(failed && { status: 'failed' as const }) })
          .where(eq(outboxMessages.id, message.id));
        logger.warn(
          { messageId: message.id, attempts: message.attempts, err: error },
          failed ? 'mail failed for good' : 'mail failed; will retry',
        );
      }
    }
    return sent;
  }

  const tick = () => {
    running ??= deliverDue()
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'mail delivery round failed');
        return 0;
      })
      .finally(() => (running = undefined));
  };

  return {
    deliverDue,
    start() {
      timer = setInterval(tick, options.intervalMs ?? 5000);
      timer.unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
