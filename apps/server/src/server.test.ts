import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serverDataEnvironment, startServerProcess as startServer } from '#src/testing/server-process';
import { createTestApp } from '#src/testing/test-app';

let env: Record<string, string>;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ env, drop } = await serverDataEnvironment('bulk-data-'));
});
afterAll(() => drop());

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

test('production refuses to start on the published sandbox secrets, naming each variable', async () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://store.example',
  };
  for (const name of ['PAYMENT_SANDBOX_KEY_SECRET', 'PAYMENT_SANDBOX_WEBHOOK_SECRET', 'RAZORPAY_KEY_ID']) {
    delete env[name];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code).toBe(1);
  expect(stderr).toMatch(/^ {2}- PAYMENT_SANDBOX_KEY_SECRET must be set to a secret of your own/m);
  expect(stderr).toMatch(/^ {2}- PAYMENT_SANDBOX_WEBHOOK_SECRET must be set to a secret of your own/m);
  expect(stderr).not.toContain('sandbox_key_secret');
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
