import {
  adminInstalmentListQuerySchema,
  adminInstalmentListSchema,
  instalmentChangeResponseSchema,
  instalmentConfirmRequestSchema,
  instalmentIdParamsSchema,
  instalmentRefundRequestSchema,
} from '@bulk/domain/advance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '#src/modules/auth/sessions';
import { confirmInstalment, listAdminInstalments, recordBankRefund } from './instalments.service';

/** Advance orders' admin endpoints: bank references to confirm, balances due and overdue, bank refunds. */
export const adminInstalmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mail, clock } = app.services;

  app.get(
    '/instalments',
    { schema: { querystring: adminInstalmentListQuerySchema, response: { 200: adminInstalmentListSchema } } },
    async (request) => listAdminInstalments(db, request.query.state, clock.now()),
  );

  app.post(
    '/instalments/:id/confirm',
    {
      schema: {
        params: instalmentIdParamsSchema,
        body: instalmentConfirmRequestSchema,
        response: { 200: instalmentChangeResponseSchema },
      },
    },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      return confirmInstalment(db, request.params.id, request.body, { id: admin.id, at: clock.now() }, mail);
    },
  );

  app.post(
    '/instalments/:id/refund',
    {
      schema: {
        params: instalmentIdParamsSchema,
        body: instalmentRefundRequestSchema,
        response: { 200: instalmentChangeResponseSchema },
      },
    },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      return recordBankRefund(
        db,
        request.params.id,
        request.body.reference,
        { id: admin.id, at: clock.now() },
        mail,
      );
    },
  );
};
