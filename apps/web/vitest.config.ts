import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { defineProject } from 'vitest/config';
import { preactCompatAliases } from './preact-compat.ts';
import { stringPartsPlugin } from './string-parts-plugin.ts';

/** How the tests resolve the app's modules: as the build does, on Preact. */
export const webResolve = {
  // ES builds where a package's Node entry is CommonJS (React Router), whose `require('react')` would
  // bypass the aliases.
  conditions: ['module'],
  alias: [
    ...preactCompatAliases,
    // Its CommonJS build, the one Node picks, would `require` the real react-dom past the aliases.
    {
      find: /^@testing-library\/react$/,
      replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
    },
  ],
} satisfies UserConfig['resolve'];

/** Node would load these packages' own `react` imports past the aliases; inlined, Vite resolves them to
 * Preact like the build does, so the tests run what ships. */
const inlinedDependencies = [
  '@tanstack/react-query',
  /\/node_modules\/@radix-ui\//,
  '@hookform/resolvers',
  'react-hook-form',
  'react-i18next',
  'react-router',
];

export default defineProject({
  plugins: [react(), stringPartsPlugin()],
  resolve: webResolve,
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The server's page renderer runs in Node, without a DOM: the `web:server` project (vitest.config.ts).
    exclude: ['src/**/*.server.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    server: { deps: { inline: inlinedDependencies } },
    // A page's first render compiles its lazy modules; on the shared, busy machine that can pass 5 s.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
