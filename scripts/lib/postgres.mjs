import pg from 'pg';

/** The PostgreSQL server the tests and benchmarks use. */
export function postgresUrl() {
  return (
    process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  );
}

/**
 * Resolves true once the server answers, false if it has not within `timeoutMs`.
 * @param {string} url
 * @param {number} timeoutMs
 */
export async function waitForPostgres(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 250));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
