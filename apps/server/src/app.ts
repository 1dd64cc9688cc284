import type { ApiError } from '@bulk/domain/errors';
import type { CreatePageRenderer } from '@bulk/domain/page-render';
import { join, resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type RouteOptions } from 'fastify';
import nodemailer from 'nodemailer';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from '#src/config/env';
import type { DatabaseHandle } from '#src/db/client';
import { adminInsightsRoutes } from '#src/modules/admin/admin-insights.routes';
import { adminUsersRoutes } from '#src/modules/admin/admin-users.routes';
import { adminRoutes } from '#src/modules/admin/admin.routes';
import { authRoutes } from '#src/modules/auth/auth.routes';
import { createAuthLimits, createTicketLimits } from '#src/modules/auth/auth-limits';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from '#src/modules/auth/rate-limiter';
import { SESSION_COOKIE } from '#src/modules/auth/sessions';
import { CatalogueCache } from '#src/modules/catalogue/catalogue.cache';
import { accountRoutes } from '#src/modules/customers/account.routes';
import { customersRoutes } from '#src/modules/customers/customers.routes';
import { wishlistRoutes } from '#src/modules/customers/wishlist.routes';
import { engagementRoutes } from '#src/modules/engagement/engagement.routes';
import { createFolderUploadStore } from '#src/modules/uploads/folder-upload-store';
import { createS3UploadStore } from '#src/modules/uploads/s3-upload-store';
import { readCatalogue } from '#src/modules/catalogue/catalogue.repo';
import { catalogueRoutes } from '#src/modules/catalogue/catalogue.routes';
import { healthRoutes } from '#src/modules/health/health.routes';
import { adminMembersRoutes } from '#src/modules/memberships/admin-members.routes';
import { membershipsRoutes } from '#src/modules/memberships/memberships.routes';
import { createMailDelivery } from '#src/modules/mail/mail-delivery';
import { ordersRoutes } from '#src/modules/orders/orders.routes';
import { createPaymentGateway, paymentProviderOrigins } from '#src/modules/payments/create-gateway';
import { paymentsRoutes } from '#src/modules/payments/payments.routes';
import { crossSiteProtection } from '#src/plugins/cross-site-protection';
import { clientErrorHandler, errorHandler, frameworkErrors } from '#src/plugins/error-handler';
import { securityHeaders } from '#src/plugins/security-headers';
import { textInputGuard } from '#src/plugins/text-input-guard';
import { webApp } from '#src/plugins/web-app';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** The built web app's folder; omitted in API-only tests. */
  webRoot?: string;
  /** Makes the web app's server renderer; without it the pages are rendered in the browser only. */
  createPageRenderer?: CreatePageRenderer;
  /** Told of every route as it is added: tests use it to reach every endpoint, present and future. */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole application without listening, so tests can `inject` requests into it. */
export async function buildApp({
  config,
  database,
  logger,
  webRoot,
  createPageRenderer,
  onRoute,
}: AppOptions) {
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: 1024 * 1024,
    // Idle keep-alive sockets close at shutdown while requests in flight finish.
    forceCloseConnections: 'idle',
    requestIdHeader: 'x-request-id',
    // Refusals made before any route (a bad URL; HTTP that Node cannot parse) in the one error shape too.
    frameworkErrors,
    clientErrorHandler,
    // One log line per request would cost more than serving a cached catalogue; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // A client that sends slowly or not at all holds a connection (a file descriptor) only this long: the
    // whole request, headers included, and the idle time between two requests on one connection.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      // Node checks those deadlines every 30 s by default, which would let a slow client stay that much longer.
      connectionsCheckingInterval: Math.min(1000, config.HEADERS_TIMEOUT_MS),
    },
  }).withTypeProvider<ZodTypeProvider>();
  // Past the cap new connections are closed at once, before the open-file limit is reached and the
  // store can answer no one (each connection holds a file descriptor).
  app.server.maxConnections = config.MAX_CONNECTIONS;
  if (onRoute) app.addHook('onRoute', onRoute);
  // A keep-alive connection that was busy when closing began would hold the server open: sweep
  // connections as they turn idle until the server has closed.
  app.addHook('preClose', async () => {
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    app.server.once('close', () => clearInterval(sweep));
    sweep.unref();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  await app.register(securityHeaders, {
    production: config.NODE_ENV === 'production',
    paymentOrigins: paymentProviderOrigins(config),
  });
  await app.register(textInputGuard);
  await app.register(fastifyCookie);
  await app.register(crossSiteProtection, { sessionCookie: SESSION_COOKIE, publicUrl: config.PUBLIC_URL });

  // Several instances share their counts through Redis; the embedded single instance counts in memory.
  const rateLimits = config.REDIS_URL
    ? createRedisRateLimitStore({ url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX, logger })
    : createMemoryRateLimitStore();
  app.addHook('onReady', async () => rateLimits.ready());
  app.addHook('onClose', async () => rateLimits.close());
  const authLimits = createAuthLimits(rateLimits, config);

  const catalogue = new CatalogueCache(() => readCatalogue(database.db));
  // A change drops the cached copy at once. After the notifications were cut off, one may have been
  // missed: the copy is read again in the background, and kept should the database be away again.
  const stopListening = await database.listen(
    'catalogue_changed',
    () => catalogue.invalidate(),
    () => catalogue.refresh(),
  );
  app.addHook('onClose', async () => {
    await stopListening();
  });

  const uploads =
    config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? createS3UploadStore({
          endpoint: config.S3_ENDPOINT,
          bucket: config.S3_BUCKET,
          region: config.S3_REGION,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        })
      : createFolderUploadStore(join(resolve(config.DATA_DIR), 'uploads'), {
          minFreeBytes: config.UPLOAD_MIN_FREE_MB * 1024 * 1024,
        });
  // Without SMTP there is no delivery: emails stay in the outbox for admins, secret links are dropped.
  const mailDelivery = config.SMTP_URL
    ? createMailDelivery({
        db: database.db,
        transport: nodemailer.createTransport(config.SMTP_URL),
        from: config.MAIL_FROM,
        logger,
      })
    : undefined;
  if (mailDelivery) {
    app.addHook('onReady', async () => mailDelivery.start());
    app.addHook('onClose', async () => mailDelivery.stop());
  }

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, rateLimits, uploads });
      await api.register(catalogueRoutes, { catalogue });
      await api.register(authRoutes, {
        db: database.db,
        secureCookies: config.NODE_ENV === 'production',
        publicUrl: config.PUBLIC_URL,
        storeName: config.STORE_NAME,
        smtp: Boolean(config.SMTP_URL),
        mailDelivery,
        limits: authLimits,
      });
      await api.register(customersRoutes, { db: database.db });
      await api.register(accountRoutes, { prefix: '/account', db: database.db });
      await api.register(wishlistRoutes, { db: database.db });
      await api.register(adminRoutes, {
        prefix: '/admin',
        db: database.db,
        smtp: Boolean(config.SMTP_URL),
        storeName: config.STORE_NAME,
        uploads,
      });
      await api.register(adminUsersRoutes, { prefix: '/admin', db: database.db });
      await api.register(adminInsightsRoutes, { prefix: '/admin', db: database.db });
      await api.register(adminMembersRoutes, {
        prefix: '/admin',
        db: database.db,
        smtp: Boolean(config.SMTP_URL),
        storeName: config.STORE_NAME,
        publicUrl: config.PUBLIC_URL,
      });
      await api.register(engagementRoutes, {
        db: database.db,
        uploads,
        secureCookies: config.NODE_ENV === 'production',
        ticketLimits: createTicketLimits(rateLimits, config),
      });
      const payment = createPaymentGateway(config);
      await api.register(membershipsRoutes, {
        db: database.db,
        gateway: payment.gateway,
        uploads,
        invoicePrefix: config.INVOICE_PREFIX,
        secureCookies: config.NODE_ENV === 'production',
        mail: { smtp: Boolean(config.SMTP_URL), storeName: config.STORE_NAME, publicUrl: config.PUBLIC_URL },
        seller: {
          name: config.COMPANY_LEGAL_NAME,
          address: config.COMPANY_ADDRESS,
          gstin: config.COMPANY_GSTIN,
        },
      });
      await api.register(paymentsRoutes, {
        db: database.db,
        ...payment,
        originZone: config.SHIPPING_ORIGIN_ZONE,
        invoicePrefix: config.INVOICE_PREFIX,
        storeName: config.STORE_NAME,
        mail: { smtp: Boolean(config.SMTP_URL), publicUrl: config.PUBLIC_URL },
        // Notices to an email's owner count with sign-ups of that email, so none can flood an inbox.
        ownerNoticesPerEmail: authLimits.registerPerEmail,
      });
      await api.register(ordersRoutes, {
        db: database.db,
        seller: {
          name: config.COMPANY_LEGAL_NAME,
          address: config.COMPANY_ADDRESS,
          gstin: config.COMPANY_GSTIN,
        },
      });
      api.setNotFoundHandler((request, reply) =>
        reply.code(404).send({
          code: 'NOT_FOUND',
          message: `There is no API endpoint ${request.method} ${request.url.split('?')[0]}.`,
        } satisfies ApiError),
      );
    },
    { prefix: '/api' },
  );

  if (webRoot) {
    await app.register(webApp, {
      root: webRoot,
      createPageRenderer,
      publicUrl: config.PUBLIC_URL,
      catalogueGeneration: () => catalogue.generation,
      sessionCookie: SESSION_COOKIE,
    });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
