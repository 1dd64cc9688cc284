import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  orderStatusChangeResponseSchema,
} from '@bulk/domain/admin';
import { orderIdParamsSchema, orderStatusChangeSchema } from '@bulk/domain/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '#src/modules/auth/sessions';
import { changeOrderStatus, getAdminOrder, listAdminOrders } from './orders.service';

/** The orders' admin endpoints, mounted inside the admin plugin (which checks the admin session). */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mail, clock, gateway, config } = app.services;

  app.get(
    '/orders',
    { schema: { querystring: adminOrderListQuerySchema, response: { 200: adminOrderListSchema } } },
    async (request) => listAdminOrders(db, request.query),
  );

  app.get(
    '/orders/:id',
    { schema: { params: orderIdParamsSchema, response: { 200: adminOrderDetailSchema } } },
    async (request) => getAdminOrder(db, request.params.id),
  );

  app.post(
    '/orders/:id/status',
    {
      schema: {
        params: orderIdParamsSchema,
        body: orderStatusChangeSchema,
        response: { 200: orderStatusChangeResponseSchema },
      },
    },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      return changeOrderStatus(
        db,
        { ...request.body, orderId: request.params.id, adminId: admin.id, at: clock.now() },
        {
          mail,
          gateway,
          invoicePrefix: config.INVOICE_PREFIX,
          log: request.log,
        },
      );
    },
  );
};
