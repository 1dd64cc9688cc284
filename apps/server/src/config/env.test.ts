import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './env';

test('defaults to port 3000, ./data and the embedded database', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', LOG_LEVEL: 'info' });
  expect(config.DATABASE_URL).toBeUndefined();
});

test('reads the variables it is given', () => {
  const config = loadConfig({
    PORT: '8080',
    DATA_DIR: '/srv/store',
    DATABASE_URL: 'postgres://u@db:5432/store',
  });
  expect(config).toMatchObject({
    PORT: 8080,
    DATA_DIR: '/srv/store',
    DATABASE_URL: 'postgres://u@db:5432/store',
  });
});

test('an empty DATABASE_URL means the embedded database', () => {
  expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
});

test('names every bad variable at once', () => {
  let error: unknown;
  try {
    loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db/store', LOG_LEVEL: 'loud' });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const { problems } = error as ConfigError;
  expect(problems).toHaveLength(3);
  expect(problems.join('\n')).toMatch(/^PORT must be a port number \(got "eighty"\)$/m);
  expect(problems.join('\n')).toMatch(/^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/m);
  expect(problems.join('\n')).toMatch(/^LOG_LEVEL must be one of/m);
});

test.each(['0', '65536', '3000.5'])('refuses PORT=%s', (port) => {
  expect(() => loadConfig({ PORT: port })).toThrow(/PORT/);
});

describe('production refuses default or missing secrets', () => {
  const ownSecrets = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://store.example',
    PAYMENT_SANDBOX_KEY_SECRET: 'a-sandbox-key-secret-of-our-own',
    PAYMENT_SANDBOX_WEBHOOK_SECRET: 'a-sandbox-webhook-secret-of-our-own',
  };
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems;
    }
  };

  test('with nothing set, each default secret and the default PUBLIC_URL is named', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.map((problem) => problem.split(' ')[0]).sort()).toEqual([
      'PAYMENT_SANDBOX_KEY_SECRET',
      'PAYMENT_SANDBOX_WEBHOOK_SECRET',
      'PUBLIC_URL',
    ]);
    expect(problems.join('\n')).toMatch(/^PAYMENT_SANDBOX_KEY_SECRET must be set to a secret of your own/m);
    expect(problems.join('\n')).toMatch(/^PUBLIC_URL must be set in production/m);
  });

  test('the published sandbox defaults, even set explicitly, are refused without printing them', () => {
    const problems = problemsOf({
      ...ownSecrets,
      PAYMENT_SANDBOX_KEY_SECRET: 'sandbox_key_secret',
      PAYMENT_SANDBOX_WEBHOOK_SECRET: 'short-secret',
    });
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/^PAYMENT_SANDBOX_KEY_SECRET .* \(got 18 characters\)$/m);
    expect(problems.join('\n')).toMatch(/^PAYMENT_SANDBOX_WEBHOOK_SECRET must be at least 16 characters/m);
    expect(problems.join('\n')).not.toContain('sandbox_key_secret');
  });

  test('a published admin password is refused; an unset one is fine (a one-time one is printed)', () => {
    expect(problemsOf({ ...ownSecrets, ADMIN_INITIAL_PASSWORD: 'e2e-admin-password' })).toEqual([
      expect.stringMatching(/^ADMIN_INITIAL_PASSWORD must not be a published default/),
    ]);
    expect(loadConfig(ownSecrets).NODE_ENV).toBe('production');
  });

  test('with the provider configured, its webhook secret is required instead of the sandbox ones', () => {
    const razorpay = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://store.example',
      RAZORPAY_KEY_ID: 'rzp_live_key',
      RAZORPAY_KEY_SECRET: 'live-key-secret-value',
    };
    expect(problemsOf(razorpay)).toEqual([
      expect.stringMatching(/^RAZORPAY_WEBHOOK_SECRET must be set in production/),
    ]);
    expect(loadConfig({ ...razorpay, RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret-value' })).toMatchObject({
      RAZORPAY_KEY_ID: 'rzp_live_key',
    });
  });

  test('development and test runs keep the defaults', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_SANDBOX_KEY_SECRET).toBe('sandbox_key_secret');
    expect(loadConfig({ NODE_ENV: 'test' }).PUBLIC_URL).toBe('http://localhost:3000');
  });
});

test('LOGIN_ATTEMPTS_PER_ADDRESS defaults to 30 and must be a whole number from 1', () => {
  expect(loadConfig({}).LOGIN_ATTEMPTS_PER_ADDRESS).toBe(30);
  expect(loadConfig({ LOGIN_ATTEMPTS_PER_ADDRESS: '500' }).LOGIN_ATTEMPTS_PER_ADDRESS).toBe(500);
  for (const bad of ['0', '2.5', 'many']) {
    expect(() => loadConfig({ LOGIN_ATTEMPTS_PER_ADDRESS: bad })).toThrow(/LOGIN_ATTEMPTS_PER_ADDRESS/);
  }
});

test.each([
  ['LOGIN_ATTEMPTS_PER_ACCOUNT_ADDRESS', 5],
  ['LOGIN_ATTEMPTS_PER_ACCOUNT', 50],
  ['REGISTRATIONS_PER_ADDRESS', 10],
  ['REGISTRATIONS_PER_EMAIL', 3],
  ['PASSWORD_RESETS_PER_ADDRESS', 10],
  ['PASSWORD_RESETS_PER_EMAIL', 3],
  ['PASSWORD_CHANGES_PER_ACCOUNT', 5],
  ['VERIFICATION_EMAILS_PER_ACCOUNT', 3],
  ['TICKETS_PER_ADDRESS', 10],
  ['TICKETS_PER_EMAIL', 5],
  ['ANONYMOUS_UPLOAD_MB_PER_ADDRESS', 25],
  ['ANONYMOUS_UPLOAD_MB_PER_HOUR', 500],
] as const)('%s defaults to %d and must be a whole number from 1', (name, fallback) => {
  expect(loadConfig({})[name]).toBe(fallback);
  expect(loadConfig({ [name]: '7' })[name]).toBe(7);
  for (const bad of ['0', '2.5', 'many']) expect(() => loadConfig({ [name]: bad })).toThrow(name);
});

test('UPLOAD_MIN_FREE_MB defaults to 512 and may be 0 (no check)', () => {
  expect(loadConfig({}).UPLOAD_MIN_FREE_MB).toBe(512);
  expect(loadConfig({ UPLOAD_MIN_FREE_MB: '0' }).UPLOAD_MIN_FREE_MB).toBe(0);
  expect(() => loadConfig({ UPLOAD_MIN_FREE_MB: '-1' })).toThrow(/UPLOAD_MIN_FREE_MB/);
});

test('server and database timeouts and the connection cap have defaults and bounds', () => {
  expect(loadConfig({})).toMatchObject({
    HEADERS_TIMEOUT_MS: 10_000,
    REQUEST_TIMEOUT_MS: 60_000,
    KEEP_ALIVE_TIMEOUT_MS: 5_000,
    MAX_CONNECTIONS: 10_000,
    DATABASE_STATEMENT_TIMEOUT_MS: 5_000,
    DATABASE_QUERY_TIMEOUT_MS: 7_000,
    DATABASE_POOL_ACQUIRE_TIMEOUT_MS: 10_000,
  });
  expect(loadConfig({ MAX_CONNECTIONS: '500', REQUEST_TIMEOUT_MS: '120000' })).toMatchObject({
    MAX_CONNECTIONS: 500,
    REQUEST_TIMEOUT_MS: 120_000,
  });
  for (const [name, bad] of [
    ['MAX_CONNECTIONS', '0'],
    ['HEADERS_TIMEOUT_MS', '10 s'],
    ['KEEP_ALIVE_TIMEOUT_MS', '0'],
    ['DATABASE_POOL_ACQUIRE_TIMEOUT_MS', '1.5'],
  ]) {
    expect(() => loadConfig({ [name!]: bad })).toThrow(name);
  }
  expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '70000' })).toThrow(
    /HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS/,
  );
  expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '7000' })).toThrow(
    /DATABASE_QUERY_TIMEOUT_MS must be longer than DATABASE_STATEMENT_TIMEOUT_MS/,
  );
});

test('uploads go to S3 only with endpoint, bucket and both keys; a partial set names what is missing', () => {
  const s3 = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'store-uploads',
    S3_ACCESS_KEY_ID: 'store',
    S3_SECRET_ACCESS_KEY: 'a secret of our own',
  };
  expect(loadConfig(s3)).toMatchObject({ ...s3, S3_REGION: 'us-east-1' });
  expect(() => loadConfig({ S3_BUCKET: 'store-uploads' })).toThrow(
    /S3_ENDPOINT must be set with S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY \(all or none\)[\s\S]*S3_SECRET_ACCESS_KEY must be set with/,
  );
  expect(() => loadConfig({ ...s3, S3_BUCKET: 'Store_Uploads' })).toThrow(
    /S3_BUCKET must be an S3 bucket name/,
  );
  expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://files' })).toThrow(/S3_ENDPOINT must be an http/);
});
