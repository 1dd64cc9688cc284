import { accountOrderSchema, profileSchema, profileUpdateSchema, type Profile } from '@bulk/domain/account';
import { orderIdParamsSchema } from '@bulk/domain/checkout';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderStatusHistory, users } from '#src/db/schema/index';
import { notFound } from '#src/lib/app-error';
import { requireUser, requireUserHook } from '#src/modules/auth/sessions';
import { findOrder, toOrderSummary } from '#src/modules/orders/orders.repo';

const profileColumns = {
  name: users.name,
  email: users.email,
  phone: users.phone,
  address: users.address,
  city: users.city,
  state: users.state,
};

/** `/api/account/*`: the signed-in user's own profile and orders, whatever their role. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  app.addHook('onRequest', requireUserHook(db));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/profile', { schema: { response: { 200: profileSchema } } }, async (request) => {
    const user = await requireUser(db, request);
    const [profile] = await db.select(profileColumns).from(users).where(eq(users.id, user.id));
    if (!profile) throw notFound('There is no such account.');
    return profile;
  });

  app.patch(
    '/profile',
    { schema: { body: profileUpdateSchema, response: { 200: profileSchema } } },
    async (request) => {
      const user = await requireUser(db, request);
      const { name, phone, address, city, state } = request.body;
      const blankToNull = (value: string) => (value === '' ? null : value);
      const [profile]: Profile[] = await db
        .update(users)
        .set({
          name,
          phone: blankToNull(phone),
          address: blankToNull(address),
          city: blankToNull(city),
          state: blankToNull(state),
        })
        .where(eq(users.id, user.id))
        .returning(profileColumns);
      if (!profile) throw notFound('There is no such account.');
      return profile;
    },
  );

  // Another buyer's order answers exactly as a missing one does: nothing tells them it exists.
  app.get(
    '/orders/:id',
    { schema: { params: orderIdParamsSchema, response: { 200: accountOrderSchema } } },
    async (request) => {
      const user = await requireUser(db, request);
      const found = await findOrder(db, request.params.id);
      if (!found || found.order.userId !== user.id) throw notFound('There is no such order.');
      const history = await db
        .select({
          status: orderStatusHistory.status,
          at: orderStatusHistory.at,
          note: orderStatusHistory.note,
        })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, found.order.id))
        .orderBy(asc(orderStatusHistory.id));
      return {
        order: toOrderSummary(found),
        history: history.map((event) => ({ ...event, at: event.at.toISOString() })),
      };
    },
  );
};
