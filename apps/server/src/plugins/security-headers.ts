import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** HSTS is sent only in production, where the store is served over HTTPS. */
  production: boolean;
  /** Origins of a payment provider's checkout: its script, its payment window and the calls they make. */
  paymentOrigins: readonly string[];
}

/**
 * The pages' policy: scripts only from this origin (the bundle, the sandbox's checkout script) and the
 * payment provider; no inline script, so injected markup cannot run. Inline styles stay allowed: React
 * style attributes and the dialogs' scroll lock set them, and they cannot run code.
 */
export function pageContentSecurityPolicy(paymentOrigins: readonly string[]): string {
  const provider = paymentOrigins.length ? ` ${paymentOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${provider}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${provider}`,
    "font-src 'self'",
    `connect-src 'self'${provider}`,
    `frame-src 'self'${provider}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** API answers and downloads are never pages: nothing in them may load or run anything. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** The security headers of every response, API and web app alike, set in this one place. */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, { production, paymentOrigins }) => {
    const common = {
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    };
    // The referrer, opener and permissions policies govern what a page does; an API answer is never one
    // (its policy sandboxes it), so it goes without them: every header costs each of the catalogue's answers.
    const apiHeaders = { 'content-security-policy': API_CONTENT_SECURITY_POLICY, ...common };
    const pageHeaders = {
      'content-security-policy': pageContentSecurityPolicy(paymentOrigins),
      ...common,
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    };
    // Set at once and without a promise: this runs for every response, the catalogue's cached ones too.
    app.addHook('onSend', (request, reply, payload, done) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      reply.headers(isApi ? apiHeaders : pageHeaders);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
