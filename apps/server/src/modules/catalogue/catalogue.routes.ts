import {
  CATALOGUE_SOURCE_LANGUAGE,
  catalogueLanguageQuerySchema,
  categoryListSchema,
  productIdParamsSchema,
  productListSchema,
  productQuerySchema,
  productSchema,
  searchSuggestionsQuerySchema,
  searchSuggestionsSchema,
} from '@bulk/domain/catalogue';
import { supplierPageSchema, supplierSlugParamsSchema } from '@bulk/domain/suppliers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '#src/lib/app-error';
import { sendCachedJson } from '#src/lib/cached-json';
import { searchSuggestions, supplierPage } from './catalogue.service';

/**
 * The catalogue's answers are bodies serialised (and validated) once per load of the catalogue; Fastify
 * sends bytes with a JSON type as they are, so the response schemas document them without re-checking.
 * A page or product already held is sent from a plain (not async) handler, with no promise on the way:
 * that is most of the store's traffic, and the per-request cost the benchmark compares. Such an answer
 * depends on its URL and the catalogue alone, so the same request is then replayed before reaching the
 * app until the catalogue changes (`reply.replayable`, plugins/replay.ts).
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue, db } = app.services;
  app.get(
    '/categories',
    { schema: { querystring: catalogueLanguageQuerySchema, response: { 200: categoryListSchema } } },
    async (request, reply) => sendCachedJson(request, reply, await catalogue.categories(request.query.lang)),
  );

  app.get(
    '/products',
    { schema: { querystring: productQuerySchema, response: { 200: productListSchema } } },
    (request, reply) => {
      const { lang, ...filter } = request.query;
      const held = catalogue.heldProducts(filter, lang);
      if (held) {
        reply.replayable = true;
        sendCachedJson(request, reply, held);
        return;
      }
      return (async () => {
        for (const slug of filter.category ?? []) {
          if (!(await catalogue.isCategory(slug))) {
            throw new AppError('VALIDATION_FAILED', 'Please choose a category from the list.', [
              { field: 'category', message: `There is no category "${slug}".` },
            ]);
          }
        }
        return sendCachedJson(request, reply, await catalogue.products(filter, lang));
      })();
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        params: productIdParamsSchema,
        querystring: catalogueLanguageQuerySchema,
        response: { 200: productSchema },
      },
    },
    (request, reply) => {
      const { id } = request.params;
      const held = catalogue.heldProduct(id, request.query.lang);
      if (held) {
        reply.replayable = true;
        sendCachedJson(request, reply, held);
        return;
      }
      return (async () => {
        const product = await catalogue.product(id, request.query.lang);
        if (!product) throw notFound(`There is no product ${id}.`);
        return sendCachedJson(request, reply, product);
      })();
    },
  );

  app.get(
    '/suppliers/:slug',
    {
      schema: {
        params: supplierSlugParamsSchema,
        querystring: catalogueLanguageQuerySchema,
        response: { 200: supplierPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, no-cache');
      return supplierPage(db, catalogue, request.params.slug, request.query.lang);
    },
  );

  app.get(
    '/search/suggestions',
    { schema: { querystring: searchSuggestionsQuerySchema, response: { 200: searchSuggestionsSchema } } },
    async (request, reply) => {
      // Shared caches may keep a suggestion for a minute: a product renamed meanwhile shows its old name
      // in the box only, and its page is always current.
      reply.header('Cache-Control', 'public, max-age=60');
      const { q, lang = CATALOGUE_SOURCE_LANGUAGE } = request.query;
      return searchSuggestions(db, catalogue.translations, q, lang);
    },
  );
};
