import type { ApiError } from '@bulk/domain/errors';
import type { CreatePageRenderer } from '@bulk/domain/page-render';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from '#src/config/env';
import type { DatabaseHandle } from '#src/db/client';
import { lazyChildLoggerFactory } from '#src/lib/logger';
import { adminPlugin } from '#src/modules/admin/admin.plugin';
import { authRoutes } from '#src/modules/auth/auth.routes';
import { SESSION_COOKIE } from '#src/modules/auth/sessions';
import { accountRoutes } from '#src/modules/customers/account.routes';
import { customersRoutes } from '#src/modules/customers/customers.routes';
import { wishlistRoutes } from '#src/modules/customers/wishlist.routes';
import { engagementRoutes } from '#src/modules/engagement/engagement.routes';
import { CATALOGUE_CACHE_LIMITS } from '#src/modules/catalogue/catalogue.cache';
import { catalogueRoutes } from '#src/modules/catalogue/catalogue.routes';
import { healthRoutes } from '#src/modules/health/health.routes';
import {
  publicListingFilesRoutes,
  supplierListingFilesRoutes,
} from '#src/modules/listings/listing-files.routes';
import { listingsRoutes } from '#src/modules/listings/listings.routes';
import { jobBoardRoutes } from '#src/modules/job-board/job-board.routes';
import { listingsSheetRoutes } from '#src/modules/listings/listings-sheet.routes';
import { membershipsRoutes } from '#src/modules/memberships/memberships.routes';
import { shipmentCancelRoutes } from '#src/modules/shipments/shipment-cancel.routes';
import { supplierShipmentsRoutes } from '#src/modules/shipments/fulfilment.routes';
import { supplierReportsRoutes } from '#src/modules/supplier-reports/supplier-reports.routes';
import { sellerInvoiceDetailsRoutes } from '#src/modules/shipments/seller-invoice-details.routes';
import { instalmentsRoutes } from '#src/modules/instalments/instalments.routes';
import { payoutsRoutes } from '#src/modules/payouts/payouts.routes';
import { ordersRoutes } from '#src/modules/orders/orders.routes';
import { paymentProviderOrigins } from '#src/modules/payments/create-gateway';
import { paymentsRoutes } from '#src/modules/payments/payments.routes';
import { crossSiteProtection } from '#src/plugins/cross-site-protection';
import { clientErrorHandler, errorHandler, frameworkErrors } from '#src/plugins/error-handler';
import { replayCapture, ReplayCache, replayingServerFactory } from '#src/plugins/replay';
import { securityHeaders } from '#src/plugins/security-headers';
import { textInputGuard } from '#src/plugins/text-input-guard';
import { webApp } from '#src/plugins/web-app';
import { createServices, type Clock } from '#src/services';

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
  /** The time as the app sees it; the system clock unless a test moves it. */
  clock?: Clock;
}

/** Builds the whole application without listening, so tests can `inject` requests into it. */
export async function buildApp({
  config,
  database,
  logger,
  webRoot,
  createPageRenderer,
  onRoute,
  clock,
}: AppOptions) {
  const services = createServices({ config, database, logger, clock });
  const { rateLimits, catalogue, mailDelivery, jobs } = services;
  const replay = new ReplayCache(() => catalogue.generation, CATALOGUE_CACHE_LIMITS);
  const app = Fastify({
    serverFactory: replayingServerFactory(replay),
    loggerInstance: logger,
    childLoggerFactory: lazyChildLoggerFactory,
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
  await app.register(replayCapture, { replay });
  await app.register(textInputGuard);
  await app.register(fastifyCookie);
  await app.register(crossSiteProtection, { sessionCookie: SESSION_COOKIE, publicUrl: config.PUBLIC_URL });

  app.decorate('services', services);
  app.decorate('replay', replay);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  app.addHook('onReady', async () => rateLimits.ready());
  app.addHook('onClose', async () => rateLimits.close());
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
  if (mailDelivery) {
    app.addHook('onReady', async () => mailDelivery.start());
    app.addHook('onClose', async () => mailDelivery.stop());
  }

  // Every module reads what it needs from `app.services`; none takes options here.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
      await api.register(authRoutes);
      await api.register(customersRoutes);
      await api.register(accountRoutes, { prefix: '/account' });
      await api.register(wishlistRoutes);
      await api.register(adminPlugin, { prefix: '/admin' });
      await api.register(engagementRoutes);
      await api.register(membershipsRoutes);
      await api.register(listingsRoutes);
      await api.register(jobBoardRoutes);
      await api.register(supplierListingFilesRoutes);
      await api.register(publicListingFilesRoutes);
      await api.register(listingsSheetRoutes);
      await api.register(supplierReportsRoutes);
      await api.register(paymentsRoutes);
      await api.register(ordersRoutes);
      await api.register(instalmentsRoutes);
      await api.register(payoutsRoutes);
      await api.register(supplierShipmentsRoutes);
      await api.register(shipmentCancelRoutes);
      await api.register(sellerInvoiceDetailsRoutes);
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
