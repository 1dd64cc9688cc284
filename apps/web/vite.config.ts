import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { preactCompatAliases } from './preact-compat.ts';
import { stringPartsPlugin } from './string-parts-plugin.ts';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a `.br` and a `.gz` beside every text file of the build, so the server sends them compressed
 * (`@fastify/static` with `preCompressed`) without spending CPU per request. Small files are left alone.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'bulk:precompress',
    apply: 'build',
    configResolved(config) {
      // The server's renderer (`--ssr`) is read from disk by the server, never sent.
      outDir = config.build.ssr ? '' : join(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return;
      for (const file of walk(outDir).filter((path) => COMPRESSIBLE.test(path))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The entry script holds input made on the server's page until the app takes it over
 * (docs/decisions/009-input-before-takeover.md): the page must not paint, and so be clickable, before it has
 * run. `blocking="render"` says so; the entry is about 2 KB gzip, fetched beside the stylesheet, which blocks the
 * first paint anyway.
 */
function entryBlocksRender(): Plugin {
  return {
    name: 'bulk:entry-blocks-render',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<script type="module" crossorigin src=/g,
          '<script type="module" blocking="render" crossorigin src=',
        ),
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), stringPartsPlugin(), entryBlocksRender(), precompress()],
  resolve: { alias: preactCompatAliases },
  // One .env at the repository root serves the server and the web app; only VITE_ variables reach the bundle.
  envDir: '../..',
  server: {
    port: 5173,
    // The API lives on the same origin in production; in development Vite forwards it to the server.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  // The server's page renderer is one self-contained file: bundling the libraries applies the Preact aliases
  // to them too (an external react-router would import React itself).
  ssr: { noExternal: true },
  // The images and documents are served from the browser's build only.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The app's code starts after the first paint (src/main.tsx); preloading it from there would add a link
    // element per chunk on the main thread, a cost the browser's own discovery of the imports does not have.
    modulePreload: false,
    // Which chunks the entry loads at start, read by the web benchmark (scripts/bench/web.ts).
    manifest: true,
    rollupOptions: {
      output: {
        // Zod compiles fast parsers with `new Function` where the page allows eval, and probes for it when a
        // schema is built. The store's Content-Security-Policy has no 'unsafe-eval', and even the probe is
        // reported as a violation. The entry turns that off first: it is the only script a page names and
        // imports nothing itself, so it runs before any other chunk (which once each carried this line,
        // 1.4 KB gzip of the first load together).
        intro: (chunk) => (chunk.isEntry ? '(globalThis.__zod_globalConfig ??= {}).jitless = true;' : ''),
      },
    },
  },
}));
