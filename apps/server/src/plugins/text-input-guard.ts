import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { assertStorableText } from '#src/lib/text-input';

/**
 * Before any route's own schema runs, its parsed body, query and path parameters are checked for text
 * that cannot be stored as sent (a NUL character, a lone surrogate): a 400 naming the field, for every
 * route, present and future. Multipart forms, read by their routes, are checked with the same function.
 */
export const textInputGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      assertStorableText(request.params, request.query, request.body);
    });
  },
  { name: 'text-input-guard' },
);
