import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { stringPartsPlugin } from './string-parts-plugin.ts';
import { webResolve } from './vitest.config.ts';

/** The server's page renderer (src/entry-server.tsx), tested as the server runs it: in Node, with no DOM. */
export default defineProject({
  plugins: [react(), stringPartsPlugin()],
  resolve: webResolve,
  // As in the renderer's build (vite.config.ts): every library goes through Vite, and so through the aliases.
  ssr: { noExternal: true, resolve: { conditions: webResolve.conditions } },
  test: {
    name: 'web:server',
    environment: 'node',
    include: ['src/**/*.server.test.{ts,tsx}'],
    testTimeout: 20_000,
  },
});
