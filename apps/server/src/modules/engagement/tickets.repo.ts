import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { supportTickets, ticketReplies } from '#src/db/schema/index';

export type StoredTicket = typeof supportTickets.$inferSelect;
export type StoredTicketReply = typeof ticketReplies.$inferSelect;

export async function insertTicket(db: Database, ticket: typeof supportTickets.$inferInsert): Promise<void> {
  await db.insert(supportTickets).values(ticket);
}

/** One page of the tickets, newest first, with the columns an admin sees in the list. */
export async function listTickets(db: Database, page: { limit: number; offset: number }) {
  return db
    .select({
      id: supportTickets.id,
      email: supportTickets.email,
      phone: supportTickets.phone,
      issueType: supportTickets.issueType,
      subject: supportTickets.subject,
      message: supportTickets.message,
      status: supportTickets.status,
      attachmentName: supportTickets.attachmentName,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .orderBy(desc(supportTickets.createdAt))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findTicket(db: Database, id: string): Promise<StoredTicket | undefined> {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
  return row;
}

/** A ticket locked until the transaction ends. */
export async function lockTicket(tx: Database, id: string): Promise<StoredTicket | undefined> {
  const [row] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
  return row;
}

/** A ticket's stored attachment: its key, the name the requester gave it and the type its content proved. */
export async function findTicketAttachment(db: Database, id: string) {
  const [row] = await db
    .select({
      key: supportTickets.attachmentKey,
      name: supportTickets.attachmentName,
      type: supportTickets.attachmentType,
    })
    .from(supportTickets)
    .where(eq(supportTickets.id, id));
  return row;
}

/** A ticket's replies, oldest first. */
export async function repliesOf(db: Database, ticketId: string): Promise<StoredTicketReply[]> {
  return db
    .select()
    .from(ticketReplies)
    .where(eq(ticketReplies.ticketId, ticketId))
    .orderBy(ticketReplies.id);
}

export async function insertTicketReply(
  tx: Database,
  reply: typeof ticketReplies.$inferInsert,
): Promise<StoredTicketReply> {
  const [row] = await tx.insert(ticketReplies).values(reply).returning();
  return row!;
}

/** Closes a ticket that is open; undefined when there is no such ticket or it is already closed. */
export async function closeOpenTicket(tx: Database, id: string): Promise<StoredTicket | undefined> {
  const [row] = await tx
    .update(supportTickets)
    .set({ status: 'closed' })
    .where(and(eq(supportTickets.id, id), eq(supportTickets.status, 'open')))
    .returning();
  return row;
}

export async function ticketExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(eq(supportTickets.id, id));
  return Boolean(row);
}
