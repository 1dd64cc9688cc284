import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON body serialised and encoded once, with its strong validator, ready to be sent many times. Kept
 * as UTF-8 bytes, not a string: a string holding one character beyond Latin-1 (a Hindi word, a rupee
 * sign) is encoded to UTF-8 again on every send, which cost a page of 100 products most of its time.
 */
export interface CachedJson {
  readonly body: Buffer;
  readonly etag: string;
}

export function cachedJson(value: unknown): CachedJson {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // Weak comparison, as RFC 9110 prescribes for If-None-Match.
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a cached body, or an empty 304 when the client already holds it. `no-cache` makes browsers
 * revalidate every time, so a changed price shows at once while a repeat visit costs only a 304.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedJson,
): FastifyReply {
  reply.header('etag', cached.etag).header('cache-control', 'public, no-cache');
  if (matchesIfNoneMatch(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
