// Bundles the server and the shared domain package into dist/server.js; dependencies stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  // The domain package is TypeScript source, so it is bundled rather than resolved at run time.
  alias: { '@bulk/domain': '../../packages/domain/src' },
  sourcemap: true,
  logLevel: 'warning',
});
