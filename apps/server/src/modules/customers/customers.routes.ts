import { customerStatsSchema, emailSchema } from '@bulk/domain/auth';
import { orderListSchema } from '@bulk/domain/checkout';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orders, supportTickets, users } from '#src/db/schema/index';
import { notFound } from '#src/lib/app-error';
import { requireUser } from '#src/modules/auth/sessions';
import { findOrder, toOrderSummary } from '#src/modules/orders/orders.repo';

const ACTIVE_STATUSES = ['paid', 'loading', 'dispatched'] as const;

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  // The specification's path carries the email; only its owner (or an admin) may read it. Anyone else's
  // is answered as not found, so the endpoint does not even confirm which emails have accounts.
  app.get(
    '/customer/orders/stats/:email',
    { schema: { params: z.strictObject({ email: emailSchema }), response: { 200: customerStatsSchema } } },
    async (request, reply) => {
      const viewer = await requireUser(db, request);
      if (viewer.role !== 'admin' && viewer.email.toLowerCase() !== request.params.email) {
        throw notFound('There is no such customer.');
      }
      reply.header('cache-control', 'private, no-store');
      const [owner] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, request.params.email));
      if (!owner) return { active: 0, cancelled: 0, delivered: 0, support: 0 };
      const rows = await db
        .select({ status: orders.status, n: count() })
        .from(orders)
        .where(eq(orders.userId, owner.id))
        .groupBy(orders.status);
      const of = (statuses: readonly string[]) =>
        rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.n, 0);
      const [tickets] = await db
        .select({ n: count() })
        .from(supportTickets)
        .where(and(eq(supportTickets.userId, owner.id), eq(supportTickets.status, 'open')));
      return {
        active: of(ACTIVE_STATUSES),
        cancelled: of(['cancelled']),
        delivered: of(['delivered']),
        support: tickets?.n ?? 0,
      };
    },
  );

  app.get('/orders', { schema: { response: { 200: orderListSchema } } }, async (request, reply) => {
    const user = await requireUser(db, request);
    reply.header('cache-control', 'private, no-store');
    const ids = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.userId, user.id),
          inArray(orders.status, ['paid', 'loading', 'dispatched', 'delivered', 'cancelled']),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(100);
    const found = await Promise.all(ids.map((row) => findOrder(db, row.id)));
    return { orders: found.flatMap((order) => (order ? [toOrderSummary(order)] : [])) };
  });
};
