import { randomBytes } from 'node:crypto';
import type { SupportTicket, TicketDetail, TicketReply } from '@bulk/domain/admin';
import type { TicketRequest, UploadType } from '@bulk/domain/engagement';
import type { Database } from '#src/db/client';
import { AppError, notFound } from '#src/lib/app-error';
import { ADMIN_PAGE_SIZE } from '#src/modules/admin/admin-paging';
import { recordAudit } from '#src/modules/admin/audit.repo';
import { enqueueMail } from '#src/modules/mail/outbox';
import { cleanFileName, type UploadStore } from '#src/modules/uploads/upload-store';
import {
  closeOpenTicket,
  findTicket,
  findTicketAttachment,
  insertTicket,
  insertTicketReply,
  listTickets,
  lockTicket,
  repliesOf,
  ticketExists,
  type StoredTicket,
  type StoredTicketReply,
} from './tickets.repo';

/** A ticket's attachment as received: its bytes, the sender's file name and the type its content proved. */
export interface TicketAttachment {
  content: Buffer;
  name: string;
  type: UploadType;
}

/** Stores a ticket and its attachment and returns the ticket's id; if the ticket is not stored, neither is the file. */
export async function openTicket(
  db: Database,
  uploads: UploadStore,
  {
    ticket,
    attachment,
    userId,
  }: { ticket: TicketRequest; attachment: TicketAttachment | undefined; userId: number | null },
): Promise<string> {
  const key = attachment ? await uploads.save(attachment.content) : undefined;
  const ticketId = `TKT-${randomBytes(5).toString('hex').toUpperCase()}`;
  try {
    await insertTicket(db, {
      id: ticketId,
      userId,
      ...ticket,
      attachmentKey: key ?? null,
      attachmentName: attachment ? cleanFileName(attachment.name) : null,
      attachmentType: attachment?.type ?? null,
    });
  } catch (error) {
    // No ticket, no file: an orphan upload would be kept for no one.
    if (key) await uploads.remove(key);
    throw error;
  }
  return ticketId;
}

const ticketView = (
  ticket: Pick<StoredTicket, Exclude<keyof SupportTicket, 'attachmentUrl'>>,
): SupportTicket => ({
  id: ticket.id,
  email: ticket.email,
  phone: ticket.phone,
  issueType: ticket.issueType,
  subject: ticket.subject,
  message: ticket.message,
  status: ticket.status,
  attachmentName: ticket.attachmentName,
  attachmentUrl: ticket.attachmentName === null ? null : `/api/admin/tickets/${ticket.id}/attachment`,
  createdAt: ticket.createdAt.toISOString(),
});

/** One page of the tickets, newest first. */
export async function ticketPage(db: Database, page: number): Promise<{ tickets: SupportTicket[] }> {
  const rows = await listTickets(db, { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE });
  return { tickets: rows.map(ticketView) };
}

/** Where a ticket's attachment is stored, what it is called and its type; 404 without one. */
export async function ticketAttachment(
  db: Database,
  id: string,
): Promise<{ key: string; name: string; type: UploadType }> {
  const ticket = await findTicketAttachment(db, id);
  if (!ticket) throw notFound('There is no such ticket.');
  if (!ticket.key || !ticket.type) throw notFound('This ticket has no attachment.');
  return { key: ticket.key, name: ticket.name ?? 'attachment', type: ticket.type as UploadType };
}

const replyView = (reply: StoredTicketReply): TicketReply => ({
  ...reply,
  at: reply.at.toISOString(),
});

/** A ticket with the admins' replies, oldest first. */
export async function ticketDetail(db: Database, id: string): Promise<TicketDetail> {
  const ticket = await findTicket(db, id);
  if (!ticket) throw notFound('There is no such ticket.');
  const replies = await repliesOf(db, ticket.id);
  return { ticket: ticketView(ticket), replies: replies.map(replyView) };
}

/** Stores an admin's reply and mails it to the requester; a closed ticket takes no more replies. */
export async function replyToTicket(
  db: Database,
  mail: { smtp: boolean; storeName: string },
  adminId: number,
  id: string,
  message: string,
): Promise<TicketReply> {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    if (!ticket) throw notFound('There is no such ticket.');
    if (ticket.status === 'closed') throw new AppError('CONFLICT', 'This ticket is closed.');
    const at = new Date();
    const reply = await insertTicketReply(tx, { ticketId: ticket.id, adminId, message, at });
    await recordAudit(tx, {
      adminId,
      action: 'ticket.reply',
      target: ticket.id,
      details: { to: ticket.email },
      at,
    });
    await enqueueMail(
      tx,
      {
        to: ticket.email,
        subject: `Re: ${ticket.subject} [${ticket.id}]`,
        kind: 'ticket_reply',
        text: [message, '', `${mail.storeName} support`].join('\n'),
      },
      { smtp: mail.smtp },
    );
    return replyView(reply);
  });
}

/** Closes an open ticket; 409 when it is already closed. */
export async function closeTicket(db: Database, adminId: number, id: string): Promise<SupportTicket> {
  return db.transaction(async (tx) => {
    const closed = await closeOpenTicket(tx, id);
    if (!closed) {
      throw (await ticketExists(tx, id))
        ? new AppError('CONFLICT', 'This ticket is already closed.')
        : notFound('There is no such ticket.');
    }
    await recordAudit(tx, { adminId, action: 'ticket.close', target: closed.id });
    return ticketView(closed);
  });
}
