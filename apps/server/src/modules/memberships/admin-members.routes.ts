import {
  adminJobseekerListSchema,
  adminSupplierListSchema,
  supplierDecisionResponseSchema,
  supplierIdParamsSchema,
  supplierRejectRequestSchema,
} from '@bulk/domain/memberships';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '#src/modules/auth/sessions';
import { decideSupplier, jobseekerRecords, supplierRecords } from './memberships.service';

/**
 * The admin API about members (`/api/admin/suppliers`, `/api/admin/jobseekers`, supplier decisions).
 * Like every `/api/admin/*` route: 401 without a session, 403 for any role but admin.
 */
export const adminMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mail, clock } = app.services;

  app.get('/suppliers', { schema: { response: { 200: adminSupplierListSchema } } }, async () =>
    supplierRecords(db),
  );

  app.get('/jobseekers', { schema: { response: { 200: adminJobseekerListSchema } } }, async () =>
    jobseekerRecords(db),
  );

  app.post(
    '/suppliers/:userId/approve',
    {
      schema: {
        params: supplierIdParamsSchema,
        response: { 200: supplierDecisionResponseSchema },
      },
    },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      return decideSupplier(db, mail, admin.id, request.params.userId, { approved: true }, clock.now());
    },
  );

  app.post(
    '/suppliers/:userId/reject',
    {
      schema: {
        params: supplierIdParamsSchema,
        body: supplierRejectRequestSchema,
        response: { 200: supplierDecisionResponseSchema },
      },
    },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      return decideSupplier(
        db,
        mail,
        admin.id,
        request.params.userId,
        { approved: false, reason: request.body.reason },
        clock.now(),
      );
    },
  );
};
