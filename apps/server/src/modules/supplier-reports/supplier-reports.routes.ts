import {
  supplierReportParamsSchema,
  supplierReportQuerySchema,
  supplierReportSchema,
  supplierStatsSchema,
} from '@bulk/domain/supplier-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '#src/lib/download';
import { requireUser, requireUserHook } from '#src/modules/auth/sessions';
import { supplierReport, supplierReportFile, supplierStats } from './supplier-reports.service';

/**
 * The signed-in supplier's dashboard figures and reports (as JSON for the page, or a CSV or XLSX file):
 * only its own shipments, listings and payouts are ever read.
 */
export const supplierReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.services;
  app.addHook('onRequest', requireUserHook(db, ['supplier']));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const supplier = async (request: Parameters<typeof requireUser>[1]) =>
    (await requireUser(db, request, ['supplier'])).id;

  app.get('/supplier/stats', { schema: { response: { 200: supplierStatsSchema } } }, async (request) =>
    supplierStats(db, await supplier(request), clock.now()),
  );

  app.get(
    '/supplier/reports/:report',
    {
      schema: {
        params: supplierReportParamsSchema,
        querystring: supplierReportQuerySchema,
        // The report as JSON, or its file: Fastify sends a Buffer as it is, unserialised.
        response: { 200: z.union([supplierReportSchema, z.instanceof(Buffer)]) },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const report = await supplierReport(
        db,
        await supplier(request),
        request.params.report,
        query,
        clock.now(),
      );
      if (!format) return report;
      const file = await supplierReportFile(report, format);
      return reply
        .type(file.type)
        .header('content-disposition', contentDisposition(file.name))
        .send(file.content);
    },
  );
};
