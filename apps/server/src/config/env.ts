import { SHIPPING_ZONES } from '@bulk/domain/shipping';
import { z } from 'zod';

const port = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

const optionalSecret = z
  .string()
  .optional()
  .transform((value) => value || undefined);

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
    PUBLIC_URL: z
      .url({ error: 'must be the URL shoppers open, such as https://store.example' })
      .default('http://localhost:3000'),
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
  })
  .refine((env) => Boolean(env.RAZORPAY_KEY_ID) === Boolean(env.RAZORPAY_KEY_SECRET), {
    path: ['RAZORPAY_KEY_SECRET'],
    message: 'must be set together with RAZORPAY_KEY_ID (both or neither)',
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
    return `${name} ${issue.message} (got ${JSON.stringify(env[name] ?? null)})`;
  });
  throw new ConfigError(problems);
}
