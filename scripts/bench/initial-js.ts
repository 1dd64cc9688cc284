// `npm run check:initial-js`: the JavaScript every first visit runs before the page is the app's, against its
// budget (docs/performance.md), from the last web build. Also reported by `npm run bench:web`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { root } from './servers';

/** The budget of the initial JavaScript, gzip -9, in KB (1024 bytes). */
export const INITIAL_JS_BUDGET_KB = 110;

const webDist = join(root, 'apps/web/dist');

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

/**
 * The entry script, the chunks it imports as it starts (the interface's core strings and the app), and
 * everything those import, gzip -9. Read from Vite's manifest; the route's own chunk, its part of the
 * strings and anything loaded later are not counted.
 */
export function initialJavaScript() {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const [entryKey, entry] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
  if (!entryKey || !entry) throw new Error('The web build has no entry: run npm run build first.');
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  for (const started of entry.dynamicImports ?? []) visit(started);
  const sizes = [...keys].map((key) => {
    const file = `/${manifest[key]!.file}`;
    return { file, gzipBytes: gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length };
  });
  const totalKb = sizes.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0) / 1024;
  return { files: sizes, totalKb: Math.round(totalKb * 10) / 10 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { files, totalKb } = initialJavaScript();
  for (const { file, gzipBytes } of files.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`${(gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${file}`);
  }
  const within = totalKb <= INITIAL_JS_BUDGET_KB;
  console.log(
    `Initial JavaScript: ${totalKb} KB gzip -9, budget ${INITIAL_JS_BUDGET_KB} KB: ${within ? 'within' : 'OVER'}.`,
  );
  if (!within) process.exitCode = 1;
}
