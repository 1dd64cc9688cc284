// Start and stop the servers a benchmark measures: the production build on PGlite or PostgreSQL.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { postgresUrl, waitForPostgres } from '../lib/postgres.mjs';

export const root = resolve(import.meta.dirname, '..', '..');

export interface RunningServer {
  base: string;
  /** The server's process id, to read its memory from /proc. */
  pid: number;
  stop: () => Promise<void>;
}

async function waitForHealth(base: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/api/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${base} did not become healthy`);
}

/**
 * Node options for the measured store, as `BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"` to see
 * where a request's time goes (NODE_OPTIONS refuses `--cpu-prof`).
 */
const serverNodeArgs = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];

export async function startStore(
  port: number,
  env: Record<string, string>,
  startTimeoutMs = 60_000,
): Promise<RunningServer> {
  const child = spawn(process.execPath, [...serverNodeArgs, join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production refuses the published sandbox secrets; a benchmark run makes its own.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYMENT_SANDBOX_KEY_SECRET: randomBytes(24).toString('base64url'),
      PAYMENT_SANDBOX_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child, startTimeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { base, pid: child.pid!, stop: () => stop(child) };
}

/** The yardstick of the catalogue benchmark (bare-server.mjs). */
export async function startBare(port: number, fixturePath: string): Promise<RunningServer> {
  const child = fork(join(import.meta.dirname, 'bare-server.mjs'), [fixturePath, String(port)], {
    stdio: 'inherit',
  });
  await new Promise((resolveReady) => child.once('message', resolveReady));
  return { base: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => stop(child) };
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolveExit) => {
    if (child.exitCode !== null) return resolveExit();
    child.once('exit', () => resolveExit());
    child.kill('SIGTERM');
  });
}

/** A fresh PostgreSQL database named `name`, or undefined when no server answers. */
export async function createBenchDatabase(name: string): Promise<string | undefined> {
  const url = postgresUrl();
  if (!(await waitForPostgres(url, 3000))) return undefined;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const bench = new URL(url);
  bench.pathname = `/${name}`;
  return bench.toString();
}
