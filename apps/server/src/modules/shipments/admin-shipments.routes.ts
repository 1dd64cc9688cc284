import {
  adminShipmentListSchema,
  adminShipmentSchema,
  shipmentIdParamsSchema,
  shipmentListQuerySchema,
  shipmentStepRequestSchema,
} from '@bulk/domain/shipments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '#src/modules/auth/sessions';
import { getAdminShipment, listAdminShipments, moveShipment } from './fulfilment.service';

/**
 * Every seller's shipments for the admins, mounted inside the admin plugin (which checks the admin
 * session): the same steps as a supplier's, audited, and cancellation (a stock conflict is resolved so).
 */
export const adminShipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mail, gateway, catalogue } = app.services;

  app.get(
    '/shipments',
    { schema: { querystring: shipmentListQuerySchema, response: { 200: adminShipmentListSchema } } },
    async (request) => listAdminShipments(db, request.query),
  );

  app.patch(
    '/shipments/:id',
    {
      schema: {
        params: shipmentIdParamsSchema,
        body: shipmentStepRequestSchema,
        response: { 200: adminShipmentSchema },
      },
    },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      await moveShipment(
        db,
        request.params.id,
        request.body,
        { kind: 'admin', id: admin.id },
        { mail, gateway, catalogue, log: request.log, now: clock.now() },
      );
      return getAdminShipment(db, request.params.id);
    },
  );
};
