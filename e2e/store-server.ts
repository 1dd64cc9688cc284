import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The production build's server, which every browser test drives. */
export const serverEntry = join(import.meta.dirname, '../apps/server/dist/server.js');

/** The settings of an e2e store on `port`, with its embedded database in `dataDir`. */
export function storeServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // The store's address, which the pages it renders link to (their structured data) and emails carry.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Advance orders may load at once: a browser test cannot wait the published 24 hours, which the
    // server's own tests prove with a moved clock (docs/decisions/021).
    ADVANCE_LOADING_DELAY_HOURS: '0',
    ADMIN_EMAIL: 'admin@store.test',
    ADMIN_INITIAL_PASSWORD: 'e2e-admin-password',
    // Every test signs in from 127.0.0.1; the suite as a whole is not one visitor guessing passwords.
    LOGIN_ATTEMPTS_PER_ADDRESS: '10000',
    REGISTRATIONS_PER_ADDRESS: '10000',
    PASSWORD_RESETS_PER_ADDRESS: '10000',
    TICKETS_PER_ADDRESS: '10000',
    TICKETS_PER_EMAIL: '10000',
    ANONYMOUS_UPLOAD_MB_PER_ADDRESS: '10000',
  };
}

/** A port no one listens on now, from the system. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilHealthy(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the store exited with code ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`${url} did not answer its health check within ${timeoutMs} ms`);
}

/**
 * A store of a test's own, for a test that must stop it and work on its database in between (the
 * embedded database belongs to one process at a time): the same build and settings as the shared e2e
 * server's, on its own port and folder.
 */
export class OwnStore {
  private child: ChildProcess | undefined;

  private constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The embedded database's folder, which the store opens at start. */
  get databaseDir(): string {
    return join(this.dataDir, 'pglite');
  }

  static async start(dataDir: string): Promise<OwnStore> {
    const store = new OwnStore(await freePort(), dataDir);
    await store.restart();
    return store;
  }

  /** Starts the store again on its port and folder, once stopped. */
  async restart(timeoutMs = 90_000): Promise<void> {
    const child = spawn(process.execPath, [serverEntry], {
      env: { ...process.env, ...storeServerEnv(this.port, this.dataDir) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    this.child = child;
    try {
      await waitUntilHealthy(this.url, child, timeoutMs);
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
  }

  /** Stops the store as an operator does (SIGTERM): it finishes its requests and closes its database. */
  stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    return new Promise((stopped) => {
      if (!child || child.exitCode !== null) return stopped();
      child.once('exit', () => stopped());
      child.kill('SIGTERM');
    });
  }
}
