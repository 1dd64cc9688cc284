import { defineConfig } from 'vitest/config';

/** The server's tests run twice: on the embedded PGlite and on a real PostgreSQL. */
const serverProject = (database: 'pglite' | 'postgres') => ({
  extends: './apps/server/vitest.config.ts',
  test: { name: `server:${database}`, root: './apps/server', env: { TEST_DATABASE: database } },
});

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.server.config.ts',
      serverProject('pglite'),
      serverProject('postgres'),
    ],
  },
});
