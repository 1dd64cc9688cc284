import {
  LISTING_DOCUMENT_MAX_BYTES,
  LISTING_PHOTO_MAX_BYTES,
  listingDocumentFileParamsSchema,
  listingDocumentParamsSchema,
  listingFilesSchema,
  listingIdParamsSchema,
  listingPhotoFileParamsSchema,
  listingPhotoOrderSchema,
  listingPhotoParamsSchema,
} from '@bulk/domain/listings';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '#src/lib/download';
import { acceptMultipart } from '#src/lib/multipart';
import { requireUser, requireUserHook } from '#src/modules/auth/sessions';
import { listingFileLimits, readListingFile } from './listing-file-form';
import {
  addListingDocument,
  addListingPhoto,
  orderListingPhotos,
  ownListingDocument,
  photoVariantContent,
  publicListingDocument,
  removeListingDocument,
  removeListingPhoto,
  supplierListingFiles,
} from './listing-files.service';

/** A PDF as a download, never a page: `attachment`, `nosniff` and a sandbox, as for every upload. */
function sendPdf(reply: FastifyReply, name: string, content: Buffer) {
  return reply
    .type('application/pdf')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', contentDisposition(name))
    .send(content);
}

/** A year: a variant's name is its upload key, which never names other content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The photos and PDF documents of a supplier's own listing (docs/decisions/015), under
 * `/api/supplier/products/:id`: visitors get 401 and other roles 403 before the body is read; another
 * supplier's listing answers 404 exactly like a missing one. Changes apply at once, without review.
 */
export const supplierListingFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, catalogue, uploads } = app.services;
  app.addHook('onRequest', requireUserHook(db, ['supplier']));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const supplier = async (request: Parameters<typeof requireUser>[1]) =>
    (await requireUser(db, request, ['supplier'])).id;

  app.get(
    '/supplier/products/:id/files',
    { schema: { params: listingIdParamsSchema, response: { 200: listingFilesSchema } } },
    async (request) => supplierListingFiles(db, await supplier(request), request.params.id),
  );

  await app.register(async (photos) => {
    await acceptMultipart(photos, listingFileLimits(LISTING_PHOTO_MAX_BYTES));
    photos
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/supplier/products/:id/photos',
        { schema: { params: listingIdParamsSchema, response: { 201: listingFilesSchema } } },
        async (request, reply) => {
          const sellerId = await supplier(request);
          const { content } = await readListingFile(request, 'photo', LISTING_PHOTO_MAX_BYTES);
          const files = await addListingPhoto(
            db,
            uploads,
            catalogue,
            sellerId,
            request.params.id,
            content,
            clock.now(),
          );
          return reply.code(201).send(files);
        },
      );
  });

  await app.register(async (documents) => {
    await acceptMultipart(documents, listingFileLimits(LISTING_DOCUMENT_MAX_BYTES));
    documents
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/supplier/products/:id/documents',
        { schema: { params: listingIdParamsSchema, response: { 201: listingFilesSchema } } },
        async (request, reply) => {
          const sellerId = await supplier(request);
          const file = await readListingFile(request, 'document', LISTING_DOCUMENT_MAX_BYTES);
          const files = await addListingDocument(
            db,
            uploads,
            catalogue,
            sellerId,
            request.params.id,
            file,
            clock.now(),
          );
          return reply.code(201).send(files);
        },
      );
  });

  app.put(
    '/supplier/products/:id/photos/order',
    {
      schema: {
        params: listingIdParamsSchema,
        body: listingPhotoOrderSchema,
        response: { 200: listingFilesSchema },
      },
    },
    async (request) =>
      orderListingPhotos(
        db,
        catalogue,
        await supplier(request),
        request.params.id,
        request.body.photoIds,
        clock.now(),
      ),
  );

  app.delete(
    '/supplier/products/:id/photos/:photoId',
    { schema: { params: listingPhotoParamsSchema, response: { 200: listingFilesSchema } } },
    async (request) =>
      removeListingPhoto(
        db,
        uploads,
        catalogue,
        await supplier(request),
        request.params.id,
        request.params.photoId,
        clock.now(),
      ),
  );

  app.get(
    '/supplier/products/:id/documents/:documentId',
    { schema: { params: listingDocumentParamsSchema } },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const { name, content } = await ownListingDocument(
        db,
        uploads,
        await supplier(request),
        id,
        documentId,
      );
      return sendPdf(reply, name, content);
    },
  );

  app.delete(
    '/supplier/products/:id/documents/:documentId',
    { schema: { params: listingDocumentParamsSchema, response: { 200: listingFilesSchema } } },
    async (request) =>
      removeListingDocument(
        db,
        uploads,
        catalogue,
        await supplier(request),
        request.params.id,
        request.params.documentId,
        clock.now(),
      ),
  );
};

/**
 * What the store serves of listings to anyone: photo variants (never an original, nor any other upload),
 * cached for good, and the PDF documents of listings on sale, as downloads.
 */
export const publicListingFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, uploads } = app.services;

  app.get(
    '/listing-photos/:file',
    { schema: { params: listingPhotoFileParamsSchema } },
    async (request, reply) => {
      const content = await photoVariantContent(db, uploads, request.params.file.slice(0, 32));
      return reply
        .type('image/webp')
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(content);
    },
  );

  app.get(
    '/listing-documents/:documentId',
    { schema: { params: listingDocumentFileParamsSchema } },
    async (request, reply) => {
      const { name, content } = await publicListingDocument(db, uploads, request.params.documentId);
      // Short: a document removed, or a listing paused, leaves caches within minutes.
      return sendPdf(reply.header('cache-control', 'public, max-age=300'), name, content);
    },
  );
};
