import type { InvoiceSeller } from '@bulk/domain/invoices';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '#src/config/env';
import type { Database, DatabaseHandle } from '#src/db/client';
import { createAuthLimits, createTicketLimits, type AuthLimits } from '#src/modules/auth/auth-limits';
import {
  createMemoryRateLimitStore,
  createRedisRateLimitStore,
  type RateLimitStore,
} from '#src/modules/auth/rate-limiter';
import { loadCatalogueTranslations } from '#src/db/catalogue-translations';
import { CatalogueCache } from '#src/modules/catalogue/catalogue.cache';
import { catalogueSource } from '#src/modules/catalogue/catalogue.repo';
import type { TicketLimits } from '#src/modules/engagement/engagement.routes';
import { createJobRunner, type JobRunner } from '#src/modules/jobs/job-runner';
import { createMailDelivery } from '#src/modules/mail/mail-delivery';
import { createPaymentGateway } from '#src/modules/payments/create-gateway';
import type { PaymentGateway } from '#src/modules/payments/gateway';
import type { SandboxGateway } from '#src/modules/payments/sandbox-gateway';
import { createFolderUploadStore } from '#src/modules/uploads/folder-upload-store';
import { createS3UploadStore } from '#src/modules/uploads/s3-upload-store';
import type { UploadStore } from '#src/modules/uploads/upload-store';

/** The time as the app sees it; tests pass their own to move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export type MailDelivery = ReturnType<typeof createMailDelivery>;

/**
 * What every route plugin shares, made once per app and reached as `app.services` (a Fastify decorator),
 * so a plugin is registered without options and a new module needs no wiring in `app.ts`.
 */
export interface AppServices {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  logger: Logger;
  clock: Clock;
  uploads: UploadStore;
  /** The SMTP delivery, which alone holds reset links (see `enqueueMailWithSecret`); none without SMTP. */
  mailDelivery: MailDelivery | undefined;
  /** What every email needs to know: whether it will be sent, and the store's name and address. */
  mail: { smtp: boolean; storeName: string; publicUrl: string };
  secureCookies: boolean;
  gateway: PaymentGateway;
  /** Present when the sandbox is the gateway: it then serves its checkout script and captures payments. */
  sandbox: SandboxGateway | undefined;
  /** The company as the seller on its invoices. */
  seller: Omit<InvoiceSeller, 'state'>;
  catalogue: CatalogueCache;
  /** The durable job queue's runner: modules register handlers by kind (`jobs.handle`). */
  jobs: JobRunner;
  rateLimits: RateLimitStore;
  authLimits: AuthLimits;
  ticketLimits: TicketLimits;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/** Makes the shared services from the configuration: Redis, S3 and SMTP where configured, local stand-ins otherwise. */
export function createServices(options: {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  clock?: Clock | undefined;
}): AppServices {
  const { config, database, logger } = options;
  // Several instances share their counts through Redis; the embedded single instance counts in memory.
  const rateLimits = config.REDIS_URL
    ? createRedisRateLimitStore({ url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX, logger })
    : createMemoryRateLimitStore();
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
  const { gateway, sandbox } = createPaymentGateway(config);
  const clock = options.clock ?? systemClock;
  return {
    config,
    database,
    db: database.db,
    logger,
    clock,
    uploads,
    mailDelivery,
    mail: { smtp: Boolean(config.SMTP_URL), storeName: config.STORE_NAME, publicUrl: config.PUBLIC_URL },
    secureCookies: config.NODE_ENV === 'production',
    gateway,
    sandbox,
    seller: { name: config.COMPANY_LEGAL_NAME, address: config.COMPANY_ADDRESS, gstin: config.COMPANY_GSTIN },
    catalogue: new CatalogueCache(
      catalogueSource(database.db, () => clock.now()),
      loadCatalogueTranslations(),
    ),
    jobs: createJobRunner({ db: database.db, clock, logger }),
    rateLimits,
    authLimits: createAuthLimits(rateLimits, config),
    ticketLimits: createTicketLimits(rateLimits, config),
  };
}
