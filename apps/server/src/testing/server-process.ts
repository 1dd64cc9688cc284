import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createTestDatabase, testDatabaseKind } from './test-database';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output: () => string;
  exited: Promise<number | null>;
  base: string;
  /** SIGTERM, resolving with the exit code. */
  stop(): Promise<number | null>;
}

const serverDir = join(import.meta.dirname, '..', '..');

/** The real server (`src/server.ts` through tsx) as a child process, resolved once `/api/health` answers 200. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited early:\n${output}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    child,
    output: () => output,
    exited,
    base,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * The environment of a real server process on this test project's database: a fresh PostgreSQL database,
 * or a new data folder for the embedded one. `drop` removes the PostgreSQL database afterwards.
 */
export async function serverDataEnvironment(
  folderPrefix: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (testDatabaseKind === 'postgres') {
    const database = await createTestDatabase();
    return { env: { DATABASE_URL: database.url! }, drop: () => database.drop() };
  }
  return {
    env: { DATA_DIR: mkdtempSync(join(tmpdir(), folderPrefix)), DATABASE_URL: '' },
    drop: async () => undefined,
  };
}
