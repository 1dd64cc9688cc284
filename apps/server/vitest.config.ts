import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Some tests build an app of their own settings in their body, which on PGlite means migrating a new
    // database: as long as a hook may take.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
