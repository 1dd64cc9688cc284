import { orderIdParamsSchema, orderSummarySchema } from '@bulk/domain/checkout';
import { buildInvoice, hsnCodeForCategory, type InvoiceSeller } from '@bulk/domain/invoices';
import { COMPANY_STATE } from '@bulk/domain/tax';
import { unitLabels, type ProductUnit } from '@bulk/domain/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '#src/lib/app-error';
import { contentDisposition } from '#src/lib/download';
import { renderInvoicePdf } from '#src/modules/invoices/invoice-pdf';
import { findOrder, toOrderSummary, type OrderWithLines } from './orders.repo';

/** An order's id is long and random: holding it, as the buyer does after paying, is what grants access. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, seller } = app.services;
  const load = async (id: string) => {
    const found = await findOrder(db, id);
    if (!found) throw notFound('There is no such order.');
    return found;
  };

  app.get(
    '/orders/:id',
    { schema: { params: orderIdParamsSchema, response: { 200: orderSummarySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return toOrderSummary(await load(request.params.id));
    },
  );

  app.get('/orders/:id/invoice', { schema: { params: orderIdParamsSchema } }, async (request, reply) => {
    const found = await load(request.params.id);
    const pdf = await renderInvoicePdf(invoiceOf(found, { ...seller, state: COMPANY_STATE }));
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        contentDisposition(`invoice-${found.order.invoiceNumber!.replaceAll('/', '-')}.pdf`),
      )
      .send(pdf);
  });
};

function invoiceOf({ order, lines, paymentId }: OrderWithLines, seller: InvoiceSeller) {
  if (!order.invoiceNumber || !order.paidAt || !paymentId) {
    throw new AppError('CONFLICT', 'The invoice is issued once the order is paid.');
  }
  const invoice = buildInvoice({
    seller,
    buyer: {
      name: order.shipping.fullName,
      email: order.shipping.email,
      address: order.shipping.address,
      city: order.shipping.city,
      state: order.shipping.state,
      zip: order.shipping.zip,
    },
    invoiceNumber: order.invoiceNumber,
    invoiceDate: order.paidAt.toISOString(),
    orderId: order.id,
    paymentId,
    lines: lines.map((line) => ({
      description: line.name,
      hsn: hsnCodeForCategory(line.category),
      quantity: line.quantity,
      unit: unitLabels[line.unit as ProductUnit] ?? line.unit,
      unitPricePaise: line.unitPricePaise,
    })),
    shippingPaise: order.shippingPaise,
    gstRateBps: order.gstRateBps,
  });
  // The invoice recomputes its amounts from the lines; a difference from what was charged is a bug.
  if (invoice.totalPaise !== order.totalPaise) {
    throw new Error(
      `invoice total ${invoice.totalPaise} differs from order ${order.id} total ${order.totalPaise}`,
    );
  }
  return invoice;
}
