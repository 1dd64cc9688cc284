import { MIMEType } from 'node:util';
import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** RFC 2046: a boundary is 1 to 70 of these characters, the last not a space. */
const BOUNDARY = /^[\w'()+,\-./:=? ]{0,69}[\w'()+,\-./:=?]$/;

export const BOUNDARY_MESSAGE =
  "Must name a boundary of 1 to 70 letters, digits or '()+_,-./:=? characters (RFC 2046).";

function boundaryOf(contentType: string): string | undefined {
  try {
    return new MIMEType(contentType).params.get('boundary') ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Lets the routes of `scope` read multipart forms within `limits`. The boundary is checked before the
 * parser sees it: the parser throws a plain error (a 500) on one over 256 characters and reads any
 * length under that, while RFC 2046 allows 70.
 */
export async function acceptMultipart(scope: FastifyInstance, limits: FastifyMultipartOptions['limits']) {
  await scope.register(multipart, { limits });
  scope.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const boundary = boundaryOf(request.headers['content-type'] ?? '');
    if (!boundary || !BOUNDARY.test(boundary)) {
      throw new AppError('VALIDATION_FAILED', `content-type: ${BOUNDARY_MESSAGE}`, [
        { field: 'content-type', message: BOUNDARY_MESSAGE },
      ]);
    }
  });
}
