import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found from this module whether it runs from `src/` (tests, dev)
 * or bundled into `dist/` (production), so migrations and the built web app are found either way.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the server folder with its drizzle migrations.');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsDir = join(serverRoot, 'drizzle');
export const webDistDir = resolve(serverRoot, '..', 'web', 'dist');
/** The web app's page renderer, built beside it (`vite build --ssr`). */
export const webRendererFile = resolve(serverRoot, '..', 'web', 'dist-server', 'entry-server.js');
