import { and, asc, desc, eq, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { insertJsonRows } from '#src/db/json-rows';
import type { StatementNumbers } from '#src/db/statement-numbers';
import type { PendingWrite } from '#src/db/writes';
import { outboxMessages } from '#src/db/schema/index';

export type StoredOutboxMessage = typeof outboxMessages.$inferSelect;

/** Puts a message in the outbox; answers its id. */
export async function insertOutboxMessage(
  writer: Pick<Database, 'insert'>,
  message: typeof outboxMessages.$inferInsert,
): Promise<number> {
  const [row] = await writer.insert(outboxMessages).values(message).returning({ id: outboxMessages.id });
  return row!.id;
}

/** Several messages in one statement, stored in the order given; `numbers`' placeholders become numbers. */
export function insertOutboxMessages(
  writer: Database,
  messages: (typeof outboxMessages.$inferInsert)[],
  numbers?: StatementNumbers,
): PendingWrite | undefined {
  return messages.length > 0 ? insertJsonRows(writer, outboxMessages, messages, numbers) : undefined;
}

/** One page of the outbox, newest first. */
export function listOutboxMessages(db: Database, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The messages whose text holds `marker`: those carrying a withheld secret link. */
const holding = (marker: string) => sql`strpos(${outboxMessages.text}, ${marker}) > 0`;

/** Fails the pending messages among `ids` that still hold `marker`. */
export async function failPendingHolding(
  db: Database,
  marker: string,
  ids: number[],
  lastError: string,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'failed', lastError })
    .where(and(eq(outboxMessages.status, 'pending'), holding(marker), inArray(outboxMessages.id, ids)));
}

/** Fails the pending messages holding `marker` queued before `createdBefore`, except those in `keptIds`. */
export async function failPendingHoldingOlderThan(
  db: Database,
  marker: string,
  createdBefore: Date,
  keptIds: number[],
  lastError: string,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'failed', lastError })
    .where(
      and(
        eq(outboxMessages.status, 'pending'),
        holding(marker),
        lte(outboxMessages.createdAt, createdBefore),
        notInArray(outboxMessages.id, keptIds),
      ),
    );
}

/**
 * Claims up to `limit` pending messages that are due, oldest first, and pushes their next attempt back.
 * Rows are taken with `FOR UPDATE SKIP LOCKED`, so several instances never claim one message at once. A
 * message holding `marker` is claimed only if its id is in `keptIds` (this process holds its link).
 */
export function claimDueMessages(
  db: Database,
  claim: { marker: string; keptIds: number[]; limit: number },
): Promise<StoredOutboxMessage[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.status, 'pending'),
          lte(outboxMessages.nextAttemptAt, sql`now()`),
          // A withheld link can only be sent by the process that holds it.
          or(sql`not ${holding(claim.marker)}`, inArray(outboxMessages.id, claim.keptIds)),
        ),
      )
      .orderBy(asc(outboxMessages.id))
      .limit(claim.limit)
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

export async function markMessageSent(db: Database, id: number, sentAt: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt, lastError: null })
    .where(eq(outboxMessages.id, id));
}

/** Records why an attempt failed; `failedForGood` also marks the message failed for an admin to look at. */
export async function recordSendFailure(
  db: Database,
  id: number,
  lastError: string,
  failedForGood: boolean,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ lastError, ...(failedForGood && { status: 'failed' as const }) })
    .where(eq(outboxMessages.id, id));
}
