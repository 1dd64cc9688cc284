import {
  bankReferenceRequestSchema,
  instalmentCheckoutSchema,
  instalmentParamsSchema,
  orderCancelResponseSchema,
  orderInstalmentsSchema,
} from '@bulk/domain/advance';
import { orderIdParamsSchema } from '@bulk/domain/checkout';
import { COMPANY_STATE } from '@bulk/domain/tax';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { contentDisposition } from '#src/lib/download';
import { currentUser } from '#src/modules/auth/sessions';
import {
  BALANCE_REMINDER_JOB,
  cancelAdvanceOrder,
  getOrderInstalments,
  instalmentUpiLink,
  payInstalmentByGateway,
  remindOfBalance,
  renderInstalmentVoucher,
  submitBankReference,
  type InstalmentRequester,
} from './instalments.service';

/**
 * An advance order's instalments (decision 021): holding a guest order's id grants access, as for the
 * order itself; an account's order is its account's and the admins'.
 */
export const instalmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, gateway, config, clock, mail, jobs, seller } = app.services;
  const bank = {
    accountName: config.COMPANY_BANK_ACCOUNT_NAME,
    bankName: config.COMPANY_BANK_NAME,
    accountNumber: config.COMPANY_BANK_ACCOUNT_NUMBER,
    ifsc: config.COMPANY_BANK_IFSC,
    upiId: config.COMPANY_UPI_ID,
    payeeName: config.COMPANY_BANK_ACCOUNT_NAME,
  };

  jobs.handle(BALANCE_REMINDER_JOB, ({ payload, tx }) => remindOfBalance(tx, payload, mail));

  const requesterOf = async (request: Parameters<typeof currentUser>[1]): Promise<InstalmentRequester> => {
    const user = await currentUser(db, request);
    return { userId: user?.id, admin: user?.role === 'admin' };
  };

  app.get(
    '/orders/:id/instalments',
    { schema: { params: orderIdParamsSchema, response: { 200: orderInstalmentsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getOrderInstalments(db, request.params.id, await requesterOf(request), bank);
    },
  );

  // The QR code is drawn here, from the same link the page shows, so the browser loads no QR library.
  app.get(
    '/orders/:id/instalments/:n/upi-qr.svg',
    { schema: { params: instalmentParamsSchema } },
    async (request, reply) => {
      const link = await instalmentUpiLink(
        db,
        request.params.id,
        request.params.n,
        await requesterOf(request),
        bank,
      );
      const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return reply.type('image/svg+xml').header('cache-control', 'private, no-store').send(svg);
    },
  );

  app.post(
    '/orders/:id/instalments/:n/pay',
    { schema: { params: instalmentParamsSchema, response: { 200: instalmentCheckoutSchema } } },
    async (request) =>
      payInstalmentByGateway(db, gateway, request.params.id, request.params.n, await requesterOf(request), {
        storeName: mail.storeName,
      }),
  );

  app.post(
    '/orders/:id/instalments/:n/bank-reference',
    {
      schema: {
        params: instalmentParamsSchema,
        body: bankReferenceRequestSchema,
        response: { 200: orderInstalmentsSchema },
      },
    },
    async (request) => {
      const requester = await requesterOf(request);
      const { id, n } = request.params;
      await submitBankReference(db, id, n, request.body, requester, clock.now());
      return getOrderInstalments(db, id, requester, bank);
    },
  );

  app.post(
    '/orders/:id/cancel',
    { schema: { params: orderIdParamsSchema, response: { 200: orderCancelResponseSchema } } },
    async (request) =>
      cancelAdvanceOrder(db, gateway, request.params.id, await requesterOf(request), {
        mail,
        log: request.log,
        now: clock.now(),
      }),
  );

  for (const kind of ['receipt', 'refund'] as const) {
    app.get(
      `/orders/:id/${kind}-voucher`,
      { schema: { params: orderIdParamsSchema } },
      async (request, reply) => {
        const { pdf, fileName } = await renderInstalmentVoucher(
          db,
          request.params.id,
          kind,
          await requesterOf(request),
          { ...seller, address: `${seller.address} (${COMPANY_STATE})` },
        );
        return reply
          .type('application/pdf')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', contentDisposition(fileName))
          .send(pdf);
      },
    );
  }
};
