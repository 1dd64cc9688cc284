// `npm test`: every check CI runs, in order, stopping at the first failure.
// lint -> typecheck -> unit and API tests (PGlite and PostgreSQL) -> build -> browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { postgresUrl, waitForPostgres } from './lib/postgres.mjs';
import { chromiumPath, ensureChromium } from './lib/chromium.mjs';
import { redisUrl, waitForRedis } from './lib/redis.mjs';

/** @type {[string, [string, ...string[]]][]} */
const steps = [
  ['lint', ['npm', 'run', 'lint']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['unit and API tests', ['npx', 'vitest', 'run']],
  ['build', ['npm', 'run', 'build']],
  ['browser tests', ['npm', 'test', '-w', '@bulk/e2e']],
];

/**
 * @param {string} name
 * @param {[string, ...string[]]} command
 */
function run(name, [command, ...args]) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}

const url = postgresUrl();
if (!(await waitForPostgres(url, 5000))) {
  console.error(
    `\nThe PostgreSQL tests need a server at ${url.replace(/:[^:@/]*@/, ':***@')}.\n` +
      'Start one (on Debian: pg_ctlcluster <version> main start) or set TEST_DATABASE_URL, then run npm test again.',
  );
  process.exit(1);
}
const redis = redisUrl();
if (!(await waitForRedis(redis, 5000))) {
  console.error(
    `\nThe two-instance tests need Redis at ${redis.replace(/:[^:@/]*@/, ':***@')}.\n` +
      'Start it (redis-server --daemonize yes, or .ci/run) or set TEST_REDIS_URL, then run npm test again.',
  );
  process.exit(1);
}
if (!ensureChromium()) process.exit(1);
process.env.CHROMIUM_PATH = chromiumPath();
if (!existsSync('node_modules')) {
  console.error('Run npm install first.');
  process.exit(1);
}
for (const [name, command] of steps) run(name, command);
console.log('\nAll checks passed.');
