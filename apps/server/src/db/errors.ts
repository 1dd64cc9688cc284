/**
 * Error codes meaning the database cannot serve right now (network, shutdown, start-up, a statement that
 * outlived `statement_timeout`), not a bad query.
 */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '57014', // query_canceled: the statement timeout (a slow query, or a lock held too long)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

const unavailableMessages = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /PGlite is closed/i,
  // node-postgres, on a client whose connection broke (or was closed) in the middle of a transaction.
  /is not queryable/i,
  // node-postgres's query_timeout: no answer came (the database or the network went silent).
  /^Query read timeout$/,
];

/** What an error and its causes may say of the database. */
interface Cause {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** `error` and its causes, five deep at most (Drizzle and the drivers wrap the database's error). */
function* causes(error: unknown): Generator<Cause> {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current as Cause;
    current = (current as Cause).cause;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  // An error about the request itself carries an HTTP status: a client gone part-way through its body
  // is an ECONNRESET too, and is no sign of the database.
  if (typeof error === 'object' && error && 'statusCode' in error) return false;
  for (const { code, message } of causes(error)) {
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message)))
      return true;
  }
  return false;
}

/** Codes meaning a value cannot be stored as text (a NUL character, an encoding the database lacks). */
const unstorableTextCodes = new Set([
  '22021', // character_not_in_repertoire
  '22P05', // untranslatable_character
]);

/** The database refused a text value itself: bad input that slipped past the schemas, not a failure. */
export function isUnstorableText(error: unknown): boolean {
  for (const { code } of causes(error))
    if (typeof code === 'string' && unstorableTextCodes.has(code)) return true;
  return false;
}

/**
 * A statement found that what the store read before it no longer holds (`statement_holds`, migration
 * 0029): it wrote nothing.
 */
export function isStatementNotHolding(error: unknown): boolean {
  for (const { code } of causes(error)) if (code === 'SH001') return true;
  return false;
}

/** A unique key refused a row (`23505`); with `constraint`, only that key's refusal counts. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const found of causes(error)) {
    if (found.code === '23505') return constraint === undefined || found.constraint === constraint;
  }
  return false;
}
