import {
  orderShipmentParamsSchema,
  shipmentCancelRequestSchema,
  shipmentCancelResponseSchema,
} from '@bulk/domain/shipments';
import { COMPANY_STATE } from '@bulk/domain/tax';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '#src/lib/download';
import { currentUser } from '#src/modules/auth/sessions';
import { renderShipmentCreditNote } from './credit-note';
import { cancelOrderShipment, type BuyerRequester } from './fulfilment.service';

/**
 * The buyer's side of a shipment's cancellation. As for the order itself, holding a guest order's id is
 * what grants access; an account's order needs its account signed in (or an admin): 404 to anyone else.
 */
export const shipmentCancelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mail, gateway, catalogue, seller } = app.services;

  const requesterOf = async (request: Parameters<typeof currentUser>[1]): Promise<BuyerRequester> => {
    const user = await currentUser(db, request);
    return { userId: user?.id, admin: user?.role === 'admin' };
  };

  app.post(
    '/orders/:id/shipments/:shipmentId/cancel',
    {
      schema: {
        params: orderShipmentParamsSchema,
        // The body is optional: a plain POST cancels without a reason.
        body: shipmentCancelRequestSchema.nullish(),
        response: { 200: shipmentCancelResponseSchema },
      },
    },
    async (request) =>
      cancelOrderShipment(
        db,
        request.params.id,
        request.params.shipmentId,
        await requesterOf(request),
        request.body?.reason,
        { mail, gateway, catalogue, log: request.log, now: clock.now() },
      ),
  );

  app.get(
    '/orders/:id/shipments/:shipmentId/credit-note',
    { schema: { params: orderShipmentParamsSchema } },
    async (request, reply) => {
      const { pdf, fileName } = await renderShipmentCreditNote(
        db,
        request.params.id,
        request.params.shipmentId,
        await requesterOf(request),
        { ...seller, state: COMPANY_STATE },
      );
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition(fileName))
        .send(pdf);
    },
  );
};
