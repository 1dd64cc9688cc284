import type { FastifyBaseLogger } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type DestinationStream, type Logger } from 'pino';

/**
 * Fields that hold a person's data, a secret or a whole request body: redacted wherever a logged object
 * has them, at its top or one level down (`shipping.address`, `req.headers` are covered below).
 */
const PERSONAL_FIELDS = [
  'email',
  'name',
  'fullName',
  'address',
  'phone',
  'zip',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'body',
  'params',
];
const REDACTED = '[redacted]';

const redactedPaths = [
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`]),
  ...['authorization', 'cookie', '["set-cookie"]'].flatMap((header) => [
    `req.headers.${header}`,
    `res.headers.${header}`,
  ]),
];

const EMAIL = /[^\s@"'<>(),;:=]+@[^\s@"'<>(),;:=]+\.[a-z]{2,}/gi;

/**
 * Error texts repeat the values they failed on: a failed query lists its parameters (drizzle's
 * "params: …", up to the stack), a constraint names the key's value ("Key (email)=(…)").
 */
function scrubText(text: string): string {
  return text
    .replace(/params: [\s\S]*?(?=\n\s+at |$)/g, `params: ${REDACTED}`)
    .replace(/\)=\([^\n]*\)/g, `)=(${REDACTED})`)
    .replace(EMAIL, REDACTED);
}

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null || depth > 5) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      PERSONAL_FIELDS.includes(key) ? REDACTED : scrub(item, depth + 1),
    ]),
  );
}

/** Errors as pino writes them (type, message, stack, own fields, causes), without the personal data. */
function errorWithoutPersonalData(error: unknown): unknown {
  return scrub(pino.stdSerializers.err(error as Error));
}

/**
 * The store's logger: pino, writing JSON lines to `destination` (standard output by default). Buyers'
 * emails, names, addresses and phones, passwords, tokens and credentials never reach the log: known
 * fields are redacted, and errors are scrubbed of the values their messages repeat.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: redactedPaths, censor: REDACTED },
      serializers: { err: errorWithoutPersonalData },
    },
    destination,
  );
}

/**
 * Writes out the lines the logger still holds (standard output is written asynchronously, and `flush`
 * may call back before queued lines are out), so text printed next to the terminal comes after them.
 */
export function flushLogsSync(logger: Logger): void {
  const stream = (logger as unknown as Record<symbol, { flushSync?: () => void } | undefined>)[
    pino.symbols.streamSym
  ];
  stream?.flushSync?.();
}

type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's logger, made on its first use: most requests log nothing, and making a pino child for each
 * (binding the request id) was about 4% of the time spent serving a cached catalogue answer.
 */
class LazyChildLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private log(level: LogLevel, args: unknown[]): void {
    const logger = this.logger;
    (logger[level] as (...args: unknown[]) => void).apply(logger, args);
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]): void {
    this.log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.log('error', args);
  }
  warn(...args: unknown[]): void {
    this.log('warn', args);
  }
  info(...args: unknown[]): void {
    this.log('info', args);
  }
  debug(...args: unknown[]): void {
    this.log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.log('trace', args);
  }
  silent(...args: unknown[]): void {
    this.log('silent', args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger is made when the request first logs. */
export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
