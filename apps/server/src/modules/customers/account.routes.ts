import { accountOrderSchema, profileSchema, profileUpdateSchema } from '@bulk/domain/account';
import { orderIdParamsSchema } from '@bulk/domain/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, requireUserHook } from '#src/modules/auth/sessions';
import { getAccountOrder, getProfile, saveProfile } from './customers.service';

/** `/api/account/*`: the signed-in user's own profile and orders, whatever their role. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  app.addHook('onRequest', requireUserHook(db));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/profile', { schema: { response: { 200: profileSchema } } }, async (request) => {
    const user = await requireUser(db, request);
    return getProfile(db, user.id);
  });

  app.patch(
    '/profile',
    { schema: { body: profileUpdateSchema, response: { 200: profileSchema } } },
    async (request) => {
      const user = await requireUser(db, request);
      return saveProfile(db, user.id, request.body);
    },
  );

  // Another buyer's order answers exactly as a missing one does: nothing tells them it exists.
  app.get(
    '/orders/:id',
    { schema: { params: orderIdParamsSchema, response: { 200: accountOrderSchema } } },
    async (request) => {
      const user = await requireUser(db, request);
      return getAccountOrder(db, user.id, request.params.id);
    },
  );
};
