import type { ApiError } from '@bulk/domain/errors';
import { join, resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController } from 'fastify';
import nodemailer from 'nodemailer';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from '#src/config/env';
import type { DatabaseHandle } from '#src/db/client';
import { adminRoutes } from '#src/modules/admin/admin.routes';
import { authRoutes } from '#src/modules/auth/auth.routes';
import { createMemoryRateLimiter } from '#src/modules/auth/rate-limiter';
import { CatalogueCache } from '#src/modules/catalogue/catalogue.cache';
import { customersRoutes } from '#src/modules/customers/customers.routes';
import { engagementRoutes } from '#src/modules/engagement/engagement.routes';
import { createUploadStore } from '#src/modules/uploads/upload-store';
import { readCatalogue } from '#src/modules/catalogue/catalogue.repo';
import { catalogueRoutes } from '#src/modules/catalogue/catalogue.routes';
import { healthRoutes } from '#src/modules/health/health.routes';
import { createMailDelivery } from '#src/modules/mail/mail-delivery';
import { ordersRoutes } from '#src/modules/orders/orders.routes';
import { createPaymentGateway } from '#src/modules/payments/create-gateway';
import { paymentsRoutes } from '#src/modules/payments/payments.routes';
import { errorHandler } from '#src/plugins/error-handler';
import { webApp } from '#src/plugins/web-app';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** The built web app's folder; omitted in API-only tests. */
  webRoot?: string;
}

/** Builds the whole application without listening, so tests can `inject` requests into it. */
export async function buildApp({ config, database, logger, webRoot }: AppOptions) {
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: 1024 * 1024,
    // Idle keep-alive sockets close at shutdown while requests in flight finish.
    forceCloseConnections: 'idle',
    requestIdHeader: 'x-request-id',
    // One log line per request would cost more than serving a cached catalogue; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
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
  await app.register(fastifyCookie);

  const catalogue = new CatalogueCache(() => readCatalogue(database.db));
  const invalidate = () => catalogue.invalidate();
  const stopListening = await database.listen('catalogue_changed', invalidate, invalidate);
  app.addHook('onClose', async () => {
    await stopListening();
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(catalogueRoutes, { catalogue });
      await api.register(authRoutes, {
        db: database.db,
        secureCookies: config.NODE_ENV === 'production',
        publicUrl: config.PUBLIC_URL,
        storeName: config.STORE_NAME,
        smtp: Boolean(config.SMTP_URL),
        limits: {
          loginPerAddress: createMemoryRateLimiter({ limit: 30, windowMs: 15 * 60_000 }),
          loginPerAccount: createMemoryRateLimiter({ limit: 5, windowMs: 15 * 60_000 }),
          resetPerAddress: createMemoryRateLimiter({ limit: 10, windowMs: 60 * 60_000 }),
        },
      });
      await api.register(customersRoutes, { db: database.db });
      await api.register(adminRoutes, {
        prefix: '/admin',
        db: database.db,
        smtp: Boolean(config.SMTP_URL),
        storeName: config.STORE_NAME,
      });
      await api.register(engagementRoutes, {
        db: database.db,
        uploads: createUploadStore(join(resolve(config.DATA_DIR), 'uploads')),
        secureCookies: config.NODE_ENV === 'production',
      });
      await api.register(paymentsRoutes, {
        db: database.db,
        ...createPaymentGateway(config),
        originZone: config.SHIPPING_ORIGIN_ZONE,
        invoicePrefix: config.INVOICE_PREFIX,
        storeName: config.STORE_NAME,
        mail: { smtp: Boolean(config.SMTP_URL), publicUrl: config.PUBLIC_URL },
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

  if (config.SMTP_URL) {
    const delivery = createMailDelivery({
      db: database.db,
      transport: nodemailer.createTransport(config.SMTP_URL),
      from: config.MAIL_FROM,
      logger,
    });
    app.addHook('onReady', async () => delivery.start());
    app.addHook('onClose', async () => delivery.stop());
  }

  if (webRoot) await app.register(webApp, { root: webRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
