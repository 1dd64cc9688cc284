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
    const pagePolicy = pageContentSecurityPolicy(paymentOrigins);
    app.addHook('onSend', async (request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      reply.header('content-security-policy', isApi ? API_CONTENT_SECURITY_POLICY : pagePolicy);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
      if (production) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    });
  },
  { name: 'security-headers' },
);
