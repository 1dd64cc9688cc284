import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#src/lib/app-error';
import { nulCharacterIssues } from '#src/lib/text-input';

/**
 * Before any route's own schema runs, its parsed body, query and path parameters are checked for NUL
 * characters, which no field may hold: a 400 naming the field, for every route, present and future.
 */
export const textInputGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const issues = [
        ...nulCharacterIssues(request.params),
        ...nulCharacterIssues(request.query),
        ...nulCharacterIssues(request.body),
      ];
      const first = issues[0];
      if (first) {
        throw new AppError('VALIDATION_FAILED', `${first.field || 'body'}: ${first.message}`, issues);
      }
    });
  },
  { name: 'text-input-guard' },
);
