import {
  canChangeOrderStatus,
  orderIdParamsSchema,
  orderStatusChangeSchema,
  orderStatusSchema,
} from '@bulk/domain/checkout';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLog, orders, orderStatusHistory } from '#src/db/schema/index';
import { likePattern } from '#src/db/search-pattern';
import { AppError, notFound } from '#src/lib/app-error';
import { ADMIN_PAGE_SIZE as PAGE_SIZE, pageQuery } from '#src/modules/admin/admin-paging';
import { requireUser } from '#src/modules/auth/sessions';
import { enqueueMail } from '#src/modules/mail/outbox';
import { findOrder, toOrderSummary } from './orders.repo';

/** The orders' admin endpoints, mounted inside the admin plugin (which checks the admin session). */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  const { smtp, storeName } = app.services.mail;

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
};
