import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#src/lib/app-error';

export interface CrossSiteProtectionOptions {
  /** The cookie that carries a browser's session. */
  sessionCookie: string;
  /** The address shoppers open; a request from its origin is the store's own page. */
  publicUrl: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route called by another party and authenticated otherwise (a provider's signed webhook). */
    crossSiteAllowed?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_REFUSED =
  'This request did not come from the store’s own pages, so it was refused. Reload the page and try again.';

function originOf(value: string | undefined): URL | undefined {
  if (!value || value === 'null') return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** Where the request says it was sent from: its Origin, else its Referer. */
function senderOf(request: FastifyRequest): URL | undefined {
  const origin = request.headers.origin;
  if (origin) return originOf(origin);
  const referer = request.headers.referer;
  return originOf(typeof referer === 'string' ? referer : undefined);
}

/**
 * The origin a request may come from: the public URL's for a request sent to the public host (a proxy in
 * front may have ended TLS, so the request's own scheme says nothing there), else the request's own, as
 * a dev server or an address other than the public one is opened (scheme, host and port all count).
 */
function expectedOrigin(request: FastifyRequest, publicUrl: URL): string | undefined {
  if (request.host === publicUrl.host) return publicUrl.origin;
  return originOf(`${request.protocol}://${request.host}`)?.origin;
}

/**
 * A browser sends the session cookie with any request to the store, including one a hostile page starts.
 * So a state-changing request that a session cookie authenticates must say it comes from the store's own
 * origin (the public URL, or the one it was sent to). Bearer-token clients send no cookie the browser
 * adds by itself, and signed webhooks opt out; both are left alone.
 */
export const crossSiteProtection = fp<CrossSiteProtectionOptions>(
  async (app: FastifyInstance, { sessionCookie, publicUrl }) => {
    const publicSite = new URL(publicUrl);
    // Without a promise: it runs for every request, and reads (most of them) pass at once.
    app.addHook('onRequest', (request, _reply, done) => {
      if (
        !STATE_CHANGING.has(request.method) ||
        !request.cookies[sessionCookie] ||
        request.headers.authorization?.startsWith('Bearer ') ||
        request.routeOptions.config.crossSiteAllowed
      ) {
        return done();
      }
      const sender = senderOf(request);
      const sameOrigin =
        sender !== undefined &&
        (sender.origin === publicSite.origin || sender.origin === expectedOrigin(request, publicSite));
      if (!sameOrigin) {
        request.log.warn(
          { origin: request.headers.origin, referer: request.headers.referer, url: request.url },
          'refused a cross-site request',
        );
        throw new AppError('FORBIDDEN', CROSS_SITE_REFUSED);
      }
      done();
    });
  },
  { name: 'cross-site-protection', dependencies: ['@fastify/cookie'] },
);
