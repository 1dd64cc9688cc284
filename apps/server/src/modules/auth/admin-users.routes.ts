import {
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserRowSchema,
  userIdParamsSchema,
} from '@bulk/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '#src/modules/auth/sessions';
import { listAdminUsers, setUserActive } from './admin-users.service';

/** `/api/admin/users`: every account, and deactivating or reactivating one. Admins only. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get(
    '/users',
    { schema: { querystring: adminUserListQuerySchema, response: { 200: adminUserListSchema } } },
    async (request) => listAdminUsers(db, request.query),
  );

  const change = {
    params: userIdParamsSchema,
    body: z.strictObject({}).nullish(),
    response: { 200: adminUserRowSchema },
  };
  app.post('/users/:id/deactivate', { schema: change }, async (request) => {
    const admin = await requireUser(db, request, ['admin']);
    return setUserActive(db, admin.id, request.params.id, false);
  });
  app.post('/users/:id/reactivate', { schema: change }, async (request) => {
    const admin = await requireUser(db, request, ['admin']);
    return setUserActive(db, admin.id, request.params.id, true);
  });
};
