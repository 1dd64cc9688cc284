import { listingImportSchema, listingSheetFormatQuerySchema } from '@bulk/domain/listings';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '#src/lib/download';
import { acceptMultipart } from '#src/lib/multipart';
import { requireUser, requireUserHook } from '#src/modules/auth/sessions';
import { importMultipartLimits, readImportForm } from './listing-import-form';
import {
  exportListings,
  importListings,
  listingTemplate,
  type SheetDownload,
} from './listing-import.service';

/**
 * A supplier's listings as spreadsheets: the bulk upload with its preview, its template, and the export
 * (the specification's 'Download Excel'). Only the signed-in supplier's own listings are read or written.
 */
export const listingsSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, catalogue } = app.services;
  app.addHook('onRequest', requireUserHook(db, ['supplier']));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  await acceptMultipart(app, importMultipartLimits);
  const supplier = async (request: Parameters<typeof requireUser>[1]) =>
    (await requireUser(db, request, ['supplier'])).id;
  const send = (reply: FastifyReply, file: SheetDownload) =>
    reply.type(file.type).header('content-disposition', contentDisposition(file.name)).send(file.content);

  app.post(
    '/supplier/products/import',
    { schema: { response: { 200: listingImportSchema } } },
    async (request) => {
      const { content, form } = await readImportForm(request);
      return importListings(db, await supplier(request), content, form, clock.now(), catalogue);
    },
  );

  app.get(
    '/supplier/products/import/template',
    { schema: { querystring: listingSheetFormatQuerySchema } },
    async (request, reply) => send(reply, await listingTemplate(request.query.format)),
  );

  app.get(
    '/supplier/products/export',
    { schema: { querystring: listingSheetFormatQuerySchema } },
    async (request, reply) =>
      send(reply, await exportListings(db, await supplier(request), request.query.format, clock.now())),
  );
};
