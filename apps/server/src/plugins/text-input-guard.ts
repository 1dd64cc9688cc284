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
    // Without a promise: it runs for every request. A refusal thrown here reaches the error handler.
    app.addHook('preValidation', (request, _reply, done) => {
      assertStorableText(request.params, request.query, request.body);
      done();
    });
  },
  { name: 'text-input-guard' },
);
