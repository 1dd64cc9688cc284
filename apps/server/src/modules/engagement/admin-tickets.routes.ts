import {
  supportTicketSchema,
  ticketDetailSchema,
  ticketIdParamsSchema,
  ticketReplyRequestSchema,
  ticketReplySchema,
} from '@bulk/domain/admin';
import type { UploadType } from '@bulk/domain/engagement';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLog, supportTickets, ticketReplies } from '#src/db/schema/index';
import { AppError, notFound } from '#src/lib/app-error';
import { ADMIN_PAGE_SIZE as PAGE_SIZE, latestQuerySchema } from '#src/modules/admin/admin-paging';
import { requireUser } from '#src/modules/auth/sessions';
import { enqueueMail } from '#src/modules/mail/outbox';
import { sendUpload } from '#src/modules/uploads/upload-store';

/** Support tickets as admins answer them: the list, one ticket with its replies, a reply, closing. */
export const adminTicketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, uploads } = app.services;
  const { smtp, storeName } = app.services.mail;
  const latest = { querystring: latestQuerySchema };

  app.get('/tickets', { schema: latest }, async (request) => ({
    tickets: await db
      .select()
      .from(supportTickets)
      .orderBy(desc(supportTickets.createdAt))
      .limit(PAGE_SIZE)
      .offset((request.query.page - 1) * PAGE_SIZE),
  }));

  app.get(
    '/tickets/:id/attachment',
    {
      schema: {
        params: z.strictObject({ id: z.string().regex(/^TKT-[0-9A-F]{10}$/, 'Is not a ticket id.') }),
      },
    },
    async (request, reply) => {
      const [ticket] = await db
        .select({
          key: supportTickets.attachmentKey,
          name: supportTickets.attachmentName,
          type: supportTickets.attachmentType,
        })
        .from(supportTickets)
        .where(eq(supportTickets.id, request.params.id));
      if (!ticket) throw notFound('There is no such ticket.');
      if (!ticket.key || !ticket.type) throw notFound('This ticket has no attachment.');
      return sendUpload(reply, uploads, {
        key: ticket.key,
        name: ticket.name ?? 'attachment',
        type: ticket.type as UploadType,
      });
    },
  );

  app.get(
    '/tickets/:id',
    { schema: { params: ticketIdParamsSchema, response: { 200: ticketDetailSchema } } },
    async (request) => {
      const [ticket] = await db.select().from(supportTickets).where(eq(supportTickets.id, request.params.id));
      if (!ticket) throw notFound('There is no such ticket.');
      const replies = await db
        .select()
        .from(ticketReplies)
        .where(eq(ticketReplies.ticketId, ticket.id))
        .orderBy(ticketReplies.id);
      return {
        ticket: { ...ticket, createdAt: ticket.createdAt.toISOString() },
        replies: replies.map((reply) => ({ ...reply, at: reply.at.toISOString() })),
      };
    },
  );

  /** Stores an admin's reply and mails it to the requester; a closed ticket takes no more replies. */
  app.post(
    '/tickets/:id/reply',
    {
      schema: {
        params: ticketIdParamsSchema,
        body: ticketReplyRequestSchema,
        response: { 200: ticketReplySchema },
      },
    },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      return db.transaction(async (tx) => {
        const [ticket] = await tx
          .select()
          .from(supportTickets)
          .where(eq(supportTickets.id, request.params.id))
          .for('update');
        if (!ticket) throw notFound('There is no such ticket.');
        if (ticket.status === 'closed') throw new AppError('CONFLICT', 'This ticket is closed.');
        const at = new Date();
        const [reply] = await tx
          .insert(ticketReplies)
          .values({ ticketId: ticket.id, adminId: admin.id, message: request.body.message, at })
          .returning();
        await tx.insert(auditLog).values({
          adminId: admin.id,
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
            text: [request.body.message, '', `${storeName} support`].join('\n'),
          },
          { smtp },
        );
        return { ...reply!, at: reply!.at.toISOString() };
      });
    },
  );

  app.post(
    '/tickets/:id/close',
    {
      schema: {
        params: ticketIdParamsSchema,
        body: z.strictObject({}).nullish(),
        response: { 200: supportTicketSchema },
      },
    },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      return db.transaction(async (tx) => {
        const [closed] = await tx
          .update(supportTickets)
          .set({ status: 'closed' })
          .where(and(eq(supportTickets.id, request.params.id), eq(supportTickets.status, 'open')))
          .returning();
        if (!closed) {
          const [exists] = await tx
            .select({ id: supportTickets.id })
            .from(supportTickets)
            .where(eq(supportTickets.id, request.params.id));
          throw exists
            ? new AppError('CONFLICT', 'This ticket is already closed.')
            : notFound('There is no such ticket.');
        }
        await tx.insert(auditLog).values({ adminId: admin.id, action: 'ticket.close', target: closed.id });
        return { ...closed, createdAt: closed.createdAt.toISOString() };
      });
    },
  );
};
