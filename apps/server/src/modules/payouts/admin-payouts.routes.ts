import {
  adminPayoutsQuerySchema,
  adminPayoutsSchema,
  commissionRatesRequestSchema,
  commissionRatesSchema,
  payoutRequestSchema,
  recordedPayoutSchema,
} from '@bulk/domain/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '#src/lib/download';
import { requireUser } from '#src/modules/auth/sessions';
import {
  adminPayouts,
  adminPayoutsCsv,
  commissionRates,
  recordPayout,
  updateCommissionRates,
} from './payouts.service';

/**
 * The admin's side of commission and payouts (`/api/admin`, inside the admin plugin): the commission rate
 * of every category, every supplier's balance with the payouts recorded (also as CSV), and recording a
 * payout with its UTR.
 */
export const adminPayoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mail } = app.services;

  app.get('/commission-rates', { schema: { response: { 200: commissionRatesSchema } } }, async () =>
    commissionRates(db),
  );

  app.put(
    '/commission-rates',
    { schema: { body: commissionRatesRequestSchema, response: { 200: commissionRatesSchema } } },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      return updateCommissionRates(db, { id: admin.id, at: clock.now() }, request.body);
    },
  );

  app.get(
    '/payouts',
    {
      schema: {
        querystring: adminPayoutsQuerySchema,
        // JSON, or with `?format=csv` the CSV text, which its own type sends as it is.
        response: { 200: z.union([adminPayoutsSchema, z.string()]) },
      },
    },
    async (request, reply) => {
      if (request.query.format === 'json') return adminPayouts(db);
      const csv = await adminPayoutsCsv(db, request.query.rows);
      const name = request.query.rows === 'payouts' ? 'payouts.csv' : 'payout-balances.csv';
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(name))
        .send(csv);
    },
  );

  app.post(
    '/payouts',
    { schema: { body: payoutRequestSchema, response: { 201: recordedPayoutSchema } } },
    async (request, reply) => {
      const admin = await requireUser(db, request, ['admin']);
      const payout = await recordPayout(
        db,
        mail,
        { id: admin.id, name: admin.name, at: clock.now() },
        request.body,
      );
      return reply.code(201).send(payout);
    },
  );
};
