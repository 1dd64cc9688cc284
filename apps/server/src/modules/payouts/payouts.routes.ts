import {
  commissionInvoiceListSchema,
  commissionMonthParamsSchema,
  supplierPayoutsSchema,
} from '@bulk/domain/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '#src/lib/download';
import { requireUser } from '#src/modules/auth/sessions';
import {
  COMMISSION_INVOICE_JOB,
  commissionInvoiceList,
  commissionInvoicePdf,
  issueCommissionInvoices,
  scheduleCommissionInvoices,
} from './commission-invoices.service';
import { supplierPayouts } from './payouts.service';

const PRIVATE = 'private, no-store';

/**
 * The supplier's side of commission and payouts (docs/decisions/023): its own ledger and its monthly
 * commission invoices, never another supplier's. Registers the monthly invoicing job. The admin's side is
 * in `admin-payouts.routes.ts`.
 */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, jobs, seller } = app.services;

  jobs.handle(COMMISSION_INVOICE_JOB, ({ tx, now }) => issueCommissionInvoices(tx, now));
  app.addHook('onReady', async () => scheduleCommissionInvoices(db, clock.now()));

  app.get(
    '/supplier/payouts',
    { schema: { response: { 200: supplierPayoutsSchema } } },
    async (request, reply) => {
      const supplier = await requireUser(db, request, ['supplier']);
      reply.header('cache-control', PRIVATE);
      return supplierPayouts(db, supplier.id);
    },
  );

  app.get(
    '/supplier/commission-invoices',
    { schema: { response: { 200: commissionInvoiceListSchema } } },
    async (request, reply) => {
      const supplier = await requireUser(db, request, ['supplier']);
      reply.header('cache-control', PRIVATE);
      return commissionInvoiceList(db, supplier.id);
    },
  );

  app.get(
    '/supplier/commission-invoices/:month',
    { schema: { params: commissionMonthParamsSchema } },
    async (request, reply) => {
      const supplier = await requireUser(db, request, ['supplier']);
      const { pdf, invoiceNumber } = await commissionInvoicePdf(
        db,
        seller,
        supplier.id,
        request.params.month,
      );
      return reply
        .type('application/pdf')
        .header('cache-control', PRIVATE)
        .header(
          'content-disposition',
          contentDisposition(`commission-invoice-${invoiceNumber.replaceAll('/', '-')}.pdf`),
        )
        .send(pdf);
    },
  );
};
