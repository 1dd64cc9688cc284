import { DEFAULT_ADVANCE_ORDER_MINIMUM_RUPEES, LOADING_DELAY_HOURS } from '@bulk/domain/advance';
import { SHIPPING_ZONES } from '@bulk/domain/shipping';
import { z } from 'zod';

const port = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

/** A rate limit's allowance per window (attempts, or megabytes): a whole number from 1. */
const allowance = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100_000)
    .default(fallback);

/** A duration in milliseconds, within bounds that keep the store usable. */
const milliseconds = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .default(fallback);

/** How long a PostgreSQL statement may run, an answer may take and a request may wait for a connection. */
export const DATABASE_TIMEOUT_DEFAULTS = {
  statementMs: 5_000,
  queryMs: 7_000,
  poolAcquireMs: 10_000,
} as const;

const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

const optionalSecret = z
  .string()
  .optional()
  .transform((value) => value || undefined);

/** Values published in this repository (defaults, .env.example, test runs): never secret in production. */
const PUBLISHED_SECRETS = new Set([
  'sandbox_key_secret',
  'sandbox_webhook_secret',
  'e2e-admin-password',
  'changeme',
  'change-me',
  'password',
]);
const PRODUCTION_SECRET_MIN_LENGTH = 16;

/** The settings the production checks read. */
interface ProductionSettings {
  RAZORPAY_KEY_ID?: string | undefined;
  RAZORPAY_WEBHOOK_SECRET?: string | undefined;
  PAYMENT_SANDBOX_KEY_SECRET: string;
  PAYMENT_SANDBOX_WEBHOOK_SECRET: string;
  ADMIN_INITIAL_PASSWORD?: string | undefined;
  PUBLIC_URL: string;
}

/**
 * A production store takes real money: a secret anyone can read in this repository would let anyone sign
 * a payment or sign in as the admin. Each problem names its variable.
 */
function productionProblems(env: ProductionSettings): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  const weak = (name: keyof ProductionSettings, value: string | undefined, missing: string) => {
    if (!value || PUBLISHED_SECRETS.has(value.toLowerCase()))
      problems.push({ path: [name], message: missing });
    else if (value.length < PRODUCTION_SECRET_MIN_LENGTH)
      problems.push({
        path: [name],
        message: `must be at least ${PRODUCTION_SECRET_MIN_LENGTH} characters in production`,
      });
  };
  if (env.RAZORPAY_KEY_ID) {
    weak(
      'RAZORPAY_WEBHOOK_SECRET',
      env.RAZORPAY_WEBHOOK_SECRET,
      'must be set in production, or payments confirmed only by the provider are never recorded',
    );
  } else {
    // The sandbox marks orders paid with no money moving: in production only with secrets of one's own.
    const sandboxMissing =
      'must be set to a secret of your own (not the published default) to run the sandbox gateway in production, or set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET';
    weak('PAYMENT_SANDBOX_KEY_SECRET', env.PAYMENT_SANDBOX_KEY_SECRET, sandboxMissing);
    weak('PAYMENT_SANDBOX_WEBHOOK_SECRET', env.PAYMENT_SANDBOX_WEBHOOK_SECRET, sandboxMissing);
  }
  if (env.ADMIN_INITIAL_PASSWORD && PUBLISHED_SECRETS.has(env.ADMIN_INITIAL_PASSWORD.toLowerCase())) {
    problems.push({
      path: ['ADMIN_INITIAL_PASSWORD'],
      message: 'must not be a published default in production (unset, a one-time password is printed)',
    });
  }
  if (env.PUBLIC_URL === DEFAULT_PUBLIC_URL) {
    problems.push({
      path: ['PUBLIC_URL'],
      message:
        'must be set in production to the address shoppers open (links in emails, request origin checks)',
    });
  }
  return problems;
}

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
      .default('development'),
    HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
    PORT: port.default(3000),
    DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    REDIS_URL: z
      .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    REDIS_KEY_PREFIX: z.string().min(1, 'must not be empty').max(64).default('bulk:'),
    LOGIN_ATTEMPTS_PER_ADDRESS: allowance(30),
    LOGIN_ATTEMPTS_PER_ACCOUNT_ADDRESS: allowance(5),
    LOGIN_ATTEMPTS_PER_ACCOUNT: allowance(50),
    REGISTRATIONS_PER_ADDRESS: allowance(10),
    REGISTRATIONS_PER_EMAIL: allowance(3),
    PASSWORD_RESETS_PER_ADDRESS: allowance(10),
    PASSWORD_RESETS_PER_EMAIL: allowance(3),
    PASSWORD_CHANGES_PER_ACCOUNT: allowance(5),
    VERIFICATION_EMAILS_PER_ACCOUNT: allowance(3),
    TICKETS_PER_ADDRESS: allowance(10),
    TICKETS_PER_EMAIL: allowance(5),
    ANONYMOUS_UPLOAD_MB_PER_ADDRESS: allowance(25),
    ANONYMOUS_UPLOAD_MB_PER_HOUR: allowance(500),
    UPLOAD_MIN_FREE_MB: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(10_000_000)
      .default(512),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    SHUTDOWN_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a number' })
      .int()
      .min(0)
      .max(120_000)
      .default(10_000),
    HEADERS_TIMEOUT_MS: milliseconds(100, 600_000, 10_000),
    REQUEST_TIMEOUT_MS: milliseconds(100, 3_600_000, 60_000),
    KEEP_ALIVE_TIMEOUT_MS: milliseconds(100, 600_000, 5_000),
    MAX_CONNECTIONS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(1_000_000)
      .default(10_000),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(100, 3_600_000, DATABASE_TIMEOUT_DEFAULTS.statementMs),
    DATABASE_QUERY_TIMEOUT_MS: milliseconds(100, 3_600_000, DATABASE_TIMEOUT_DEFAULTS.queryMs),
    DATABASE_POOL_ACQUIRE_TIMEOUT_MS: milliseconds(100, 600_000, DATABASE_TIMEOUT_DEFAULTS.poolAcquireMs),
    PUBLIC_URL: z
      .url({ error: 'must be the URL shoppers open, such as https://store.example' })
      .default(DEFAULT_PUBLIC_URL),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().min(3).max(200).default('Bulk Trade India <orders@localhost>'),
    ADMIN_EMAIL: z.email({ error: 'must be an email address' }).default('admin@localhost.localdomain'),
    ADMIN_INITIAL_PASSWORD: z
      .string()
      .min(12, 'must be at least 12 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    STORE_NAME: z.string().min(1).max(80).default('Bulk Trade India'),
    SHIPPING_ORIGIN_ZONE: z
      .enum(SHIPPING_ZONES, { error: `must be one of ${SHIPPING_ZONES.join(', ')}` })
      .default('NORTH1'),
    COMPANY_LEGAL_NAME: z.string().min(1).max(120).default('Bulk Trade India Private Limited'),
    COMPANY_ADDRESS: z.string().min(1).max(300).default('Indore, Madhya Pradesh 452001, India'),
    COMPANY_GSTIN: z
      .string()
      .regex(
        /^23[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
        'must be a 15-character GSTIN of Madhya Pradesh (23...)',
      )
      .default('23AAACB1234C1Z5'),
    INVOICE_PREFIX: z
      .string()
      .regex(/^[A-Z]{1,3}$/, 'must be 1 to 3 capital letters')
      .default('INV'),
    ORDER_NUMBER_PREFIX: z
      .string()
      .regex(/^[A-Z]{1,3}$/, 'must be 1 to 3 capital letters')
      .default('BT'),
    PAYMENT_WINDOW_MINUTES: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(7 * 24 * 60, 'must be at most a week (10080)')
      .default(30),
    ADVANCE_ORDER_MINIMUM: z.coerce
      .number({ error: 'must be a number of rupees' })
      .int('must be a whole number of rupees')
      .min(0, 'must not be negative')
      .max(10_000_000_000, 'must be at most the largest order (10000000000)')
      .default(DEFAULT_ADVANCE_ORDER_MINIMUM_RUPEES),
    ADVANCE_LOADING_DELAY_HOURS: z.coerce
      .number({ error: 'must be a number of hours' })
      .int('must be a whole number of hours')
      .min(0, 'must not be negative')
      .max(720, 'must be at most 30 days (720)')
      .default(LOADING_DELAY_HOURS),
    COMPANY_BANK_ACCOUNT_NAME: z.string().min(1).max(120).default('Bulk Trade India Private Limited'),
    COMPANY_BANK_NAME: z.string().min(1).max(120).default('State Bank of India, Indore Main Branch'),
    COMPANY_BANK_ACCOUNT_NUMBER: z
      .string()
      .regex(/^\d{9,18}$/, 'must be 9 to 18 digits')
      .default('00000012345678901'),
    COMPANY_BANK_IFSC: z
      .string()
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'must be an IFSC code such as SBIN0000001')
      .default('SBIN0000001'),
    COMPANY_UPI_ID: z
      .string()
      .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/, 'must be a UPI id such as bulktrade@sbi')
      .default('bulktrade@sbi'),
    PAYMENT_SANDBOX_KEY_SECRET: z
      .string()
      .min(8, 'must be at least 8 characters')
      .default('sandbox_key_secret'),
    PAYMENT_SANDBOX_WEBHOOK_SECRET: z
      .string()
      .min(8, 'must be at least 8 characters')
      .default('sandbox_webhook_secret'),
    RAZORPAY_KEY_ID: optionalSecret,
    RAZORPAY_KEY_SECRET: optionalSecret,
    RAZORPAY_WEBHOOK_SECRET: optionalSecret,
    RAZORPAY_API_URL: z.url({ error: 'must be a URL' }).default('https://api.razorpay.com'),
    RAZORPAY_CHECKOUT_URL: z
      .url({ error: 'must be a URL' })
      .default('https://checkout.razorpay.com/v1/checkout.js'),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3 to 63 of a-z 0-9 . -)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_REGION: z.string().min(1, 'must not be empty').default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalSecret,
    S3_SECRET_ACCESS_KEY: optionalSecret,
  })
  .refine((env) => Boolean(env.RAZORPAY_KEY_ID) === Boolean(env.RAZORPAY_KEY_SECRET), {
    path: ['RAZORPAY_KEY_SECRET'],
    message: 'must be set together with RAZORPAY_KEY_ID (both or neither)',
  })
  // Node refuses a server whose headers may take longer than the whole request.
  .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'must not be longer than REQUEST_TIMEOUT_MS',
  })
  // A slow statement is then cancelled by PostgreSQL, which keeps the connection; the client's own limit
  // is for a database or network gone silent.
  .refine((env) => env.DATABASE_QUERY_TIMEOUT_MS > env.DATABASE_STATEMENT_TIMEOUT_MS, {
    path: ['DATABASE_QUERY_TIMEOUT_MS'],
    message: 'must be longer than DATABASE_STATEMENT_TIMEOUT_MS',
  })
  .superRefine((env, context) => {
    // Uploads go to the bucket only when all four are given; a partial set is a mistake, not the folder.
    const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    if (s3.some((name) => env[name]) && !s3.every((name) => env[name])) {
      for (const name of s3.filter((name) => !env[name])) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `must be set with ${s3.join(', ')} (all or none)`,
        });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    for (const problem of productionProblems(env)) context.addIssue({ code: 'custom', ...problem });
  });

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration from environment variables, naming every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.');
    // A secret's value stays out of the message, which ends up in logs.
    const got = /SECRET|PASSWORD/.test(name)
      ? env[name]
        ? `${env[name].length} characters`
        : 'not set'
      : JSON.stringify(env[name] ?? null);
    return `${name} ${issue.message} (got ${got})`;
  });
  throw new ConfigError(problems);
}
