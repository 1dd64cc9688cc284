import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Vite puts content-hashed files here, so they may be cached for good. */
const IMMUTABLE_PREFIX = '/assets/';

/**
 * Serves the built web app. Any other GET of a page path returns `index.html`, whose router shows the
 * page, or its own 'Page Not Found'; a missing file (a path with an extension) is a plain 404.
 */
export const webApp = fp<{ root: string }>(async (app: FastifyInstance, { root }) => {
  const built = existsSync(join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The web build writes a .br and a .gz beside each text file; send the best one the client accepts.
      preCompressed: true,
      setHeaders(reply, path) {
        const immutable = path.startsWith(join(root, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
    if (!built || !isPage || path.startsWith(IMMUTABLE_PREFIX)) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send(built ? 'Not found' : 'The web app is not built yet: run npm run build.');
    }
    return reply.sendFile('index.html');
  });
});
