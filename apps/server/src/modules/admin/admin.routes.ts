import {
  canChangeOrderStatus,
  orderIdParamsSchema,
  orderStatusChangeSchema,
  orderStatusSchema,
} from '@bulk/domain/checkout';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { UploadType } from '@bulk/domain/engagement';
import {
  supportTicketSchema,
  ticketDetailSchema,
  ticketIdParamsSchema,
  ticketReplyRequestSchema,
  ticketReplySchema,
} from '@bulk/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#src/db/client';
import {
  auditLog,
  orders,
  orderStatusHistory,
  outboxMessages,
  supportTickets,
  ticketReplies,
} from '#src/db/schema/index';
import { AppError, notFound } from '#src/lib/app-error';
import { requireUser } from '#src/modules/auth/sessions';
import { enqueueMail } from '#src/modules/mail/outbox';
import { findOrder, toOrderSummary } from '#src/modules/orders/orders.repo';
import { sendUpload, type UploadStore } from '#src/modules/uploads/upload-store';
import { likePattern } from './search-pattern';

const PAGE_SIZE = 25;
const pageQuery = z.coerce.number().int().min(1).max(10_000).default(1);

/** Every `/api/admin/*` request needs an admin session: 401 without a session, 403 for any other role. */
export const adminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  smtp: boolean;
  storeName: string;
  uploads: UploadStore;
}> = async (app, { db, smtp, storeName, uploads }) => {
  app.addHook('onRequest', async (request) => {
    await requireUser(db, request, ['admin']);
  });
  app.setNotFoundHandler(async (request) => {
    await requireUser(db, request, ['admin']);
    throw notFound(`There is no admin endpoint ${request.method} ${request.url.split('?')[0]}.`);
  });

  app.get(
    '/orders',
    {
      schema: {
        querystring: z.strictObject({
          status: orderStatusSchema.optional(),
          q: z.string().trim().max(100).optional(),
          page: pageQuery,
        }),
      },
    },
    async (request) => {
      const { status, q, page } = request.query;
      const conditions: (SQL | undefined)[] = [status ? eq(orders.status, status) : undefined];
      if (q) {
        const pattern = likePattern(q);
        conditions.push(
          or(ilike(orders.id, pattern), ilike(orders.email, pattern), ilike(orders.invoiceNumber, pattern)),
        );
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: orders.id,
            createdAt: orders.createdAt,
            email: orders.email,
            shipping: orders.shipping,
            status: orders.status,
            totalPaise: orders.totalPaise,
            invoiceNumber: orders.invoiceNumber,
          })
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt))
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return {
        orders: rows.map(({ shipping, createdAt, ...row }) => ({
          ...row,
          createdAt: createdAt.toISOString(),
          buyer: shipping.fullName,
          state: shipping.state,
        })),
        total: total?.n ?? 0,
        page,
        pageSize: PAGE_SIZE,
      };
    },
  );

  app.get('/orders/:id', { schema: { params: orderIdParamsSchema } }, async (request) => {
    const found = await findOrder(db, request.params.id);
    if (!found) throw notFound('There is no such order.');
    const history = await db
      .select({
        status: orderStatusHistory.status,
        note: orderStatusHistory.note,
        actorId: orderStatusHistory.actorId,
        at: orderStatusHistory.at,
      })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, request.params.id))
      .orderBy(orderStatusHistory.id);
    return {
      order: toOrderSummary(found),
      history: history.map((row) => ({ ...row, at: row.at.toISOString() })),
    };
  });

  app.post(
    '/orders/:id/status',
    { schema: { params: orderIdParamsSchema, body: orderStatusChangeSchema } },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      const { status, note } = request.body;
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select({ id: orders.id, status: orders.status, email: orders.email, shipping: orders.shipping })
          .from(orders)
          .where(eq(orders.id, request.params.id))
          .for('update');
        if (!order) throw notFound('There is no such order.');
        if (!canChangeOrderStatus(order.status, status)) {
          throw new AppError('CONFLICT', `An order that is ${order.status} cannot become ${status}.`, [
            { field: 'status', message: `Not allowed after ${order.status}.` },
          ]);
        }
        const at = new Date();
        await tx.update(orders).set({ status }).where(eq(orders.id, order.id));
        await tx
          .insert(orderStatusHistory)
          .values({ orderId: order.id, status, note: note ?? null, actorId: admin.id, at });
        await tx.insert(auditLog).values({
          adminId: admin.id,
          action: 'order.status',
          target: order.id,
          details: { from: order.status, to: status, ...(note && { note }) },
          at,
        });
        await enqueueMail(
          tx,
          {
            to: order.email,
            subject: `Your order is now ${status}`,
            kind: 'order_status',
            text: [
              `Dear ${order.shipping.fullName},`,
              '',
              `Your order ${order.id} is now ${status}.${note ? ` ${note}` : ''}`,
              '',
              storeName,
            ].join('\n'),
          },
          { smtp },
        );
        return { id: order.id, status, changedAt: at.toISOString() };
      });
    },
  );

  const latest = { querystring: z.strictObject({ page: pageQuery }) };

  app.get('/outbox', { schema: latest }, async (request) => ({
    messages: await db
      .select()
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.id))
      .limit(PAGE_SIZE)
      .offset((request.query.page - 1) * PAGE_SIZE),
  }));

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

  app.get('/audit', { schema: latest }, async (request) => ({
    entries: await db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(PAGE_SIZE)
      .offset((request.query.page - 1) * PAGE_SIZE),
  }));
};
