import {
  fulfilmentShipmentSchema,
  shipmentIdParamsSchema,
  shipmentListQuerySchema,
  shipmentStepRequestSchema,
  supplierShipmentListSchema,
} from '@bulk/domain/shipments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, requireUserHook } from '#src/modules/auth/sessions';
import { getSupplierShipment, listSupplierShipments, moveShipment } from './fulfilment.service';

/**
 * A supplier's own shipments (`/api/supplier/shipments`): what it sends, where, and its steps. Visitors get
 * 401 and other roles 403; another supplier's shipment answers 404 exactly like a missing one.
 */
export const supplierShipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mail, gateway, catalogue } = app.services;
  app.addHook('onRequest', requireUserHook(db, ['supplier']));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const supplier = async (request: Parameters<typeof requireUser>[1]) =>
    (await requireUser(db, request, ['supplier'])).id;

  app.get(
    '/supplier/shipments',
    { schema: { querystring: shipmentListQuerySchema, response: { 200: supplierShipmentListSchema } } },
    async (request) => listSupplierShipments(db, await supplier(request), request.query),
  );

  app.get(
    '/supplier/shipments/:id',
    { schema: { params: shipmentIdParamsSchema, response: { 200: fulfilmentShipmentSchema } } },
    async (request) => getSupplierShipment(db, await supplier(request), request.params.id),
  );

  app.patch(
    '/supplier/shipments/:id',
    {
      schema: {
        params: shipmentIdParamsSchema,
        body: shipmentStepRequestSchema,
        response: { 200: fulfilmentShipmentSchema },
      },
    },
    async (request) => {
      const sellerId = await supplier(request);
      await moveShipment(
        db,
        request.params.id,
        request.body,
        { kind: 'supplier', id: sellerId },
        { mail, gateway, catalogue, log: request.log, now: clock.now() },
      );
      return getSupplierShipment(db, sellerId, request.params.id);
    },
  );
};
