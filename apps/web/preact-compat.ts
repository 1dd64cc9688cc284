import type { Alias } from 'vite';

/**
 * The app and its React libraries run on Preact through `preact/compat` (docs/decisions/005-preact-compat.md).
 * Exact matches only, so `react-router`, `react-i18next` and `react-hook-form` keep their own names.
 */
export const preactCompatAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // react-i18next's fallback for Reacts before 18; compat has the hook itself.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];
