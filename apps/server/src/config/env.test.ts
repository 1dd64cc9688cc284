import { expect, test } from 'vitest';
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
