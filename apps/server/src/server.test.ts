import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp } from '#src/testing/test-app';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '#src/testing/test-database';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

interface RunningServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  base: string;
}

async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, output: () => output, exited, base };
}

let database: TestDatabase | undefined;
let env: Record<string, string>;
beforeAll(async () => {
  if (testDatabaseKind === 'postgres') {
    database = await createTestDatabase();
    env = { DATABASE_URL: database.url! };
  } else {
    env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'bulk-data-')), DATABASE_URL: '' };
  }
});
afterAll(() => database?.drop());

test('the server starts, stops cleanly on SIGTERM and starts again on the same data', async () => {
  const first = await startServer(env);
  const products = (await (await fetch(`${first.base}/api/products`)).json()) as { total: number };
  expect(products.total).toBe(71);
  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  expect(first.output()).toContain('stopped');

  const second = await startServer(env);
  expect(second.output()).not.toContain('seeded the catalogue');
  const again = (await (await fetch(`${second.base}/api/products`)).json()) as { total: number };
  expect(again.total).toBe(71);
  second.child.kill('SIGINT');
  expect(await second.exited).toBe(0);
  // Two cold starts (transpile, open the database, migrate): slow on a busy machine, so a wide limit.
}, 120_000);

test('a bad variable stops the start with a message naming it', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, PORT: 'eighty' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code).toBe(1);
  expect(stderr).toContain('PORT must be a port number (got "eighty")');
});

test('closing the app lets a request in flight finish', async () => {
  const ctx = await createTestApp();
  ctx.app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { done: true };
  });
  const base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const inFlight = fetch(`${base}/slow`);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const closing = ctx.close();
  const res = await inFlight;
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ done: true });
  await closing;
});
