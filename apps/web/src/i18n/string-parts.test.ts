import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import { pickStrings, stringParts, type StringPart } from './string-parts';

// The strings a page's code uses must be loaded when it renders: the core with the app, the other parts with
// the page (app/router.tsx). Read from the source: the modules a page imports statically (not `import()`),
// and every key written in them as text ('group.key', or `group.${…}` for a whole group).

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const english = en as unknown as Record<string, Record<string, unknown>>;
const PLURAL_SUFFIX = /_(?:zero|one|two|few|many|other)$/;

function resolveModule(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('#src/')) base = join(src, specifier.slice('#src/'.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined;
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );
}

/** The app's modules `file` imports: statically, and with `import()` too when `dynamic`. */
function importsOf(file: string, dynamic: boolean): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...[...text.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^;]*?\sfrom\s+'([^']+)'/gms)]
      .filter((match) => !match[1])
      .map((match) => match[2]!),
    ...[...text.matchAll(/^import\s+'([^']+)'/gm)].map((match) => match[1]!),
    ...(dynamic ? [...text.matchAll(/\bimport\('([^']+)'\)/g)].map((match) => match[1]!) : []),
  ];
  return specifiers.flatMap((specifier) => resolveModule(file, specifier) ?? []);
}

/**
 * `roots` and every module they import, transitively. The app's start is read without its `import()`s
 * (the pages, the newsletter form, the toaster: each loads its strings itself); a page with them, as what
 * it loads later (a tab's form) renders with the strings its route loaded.
 */
function moduleGraph(roots: string[], { dynamic = false } = {}): Set<string> {
  const seen = new Set<string>();
  const pending = roots.map((root) => join(src, root));
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...importsOf(file, dynamic));
  }
  return seen;
}

const keyPattern = new RegExp(`[\`'"](${Object.keys(english).join('|')})\\.(\\$\\{|\\w+)`, 'g');

/** The keys of en.json (plural keys as written in code, without their suffix) the modules name. */
function keysUsedBy(files: Iterable<string>): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of files) {
    // The table of the server's messages shows a message in English until its part is loaded.
    if (file.endsWith('/i18n/messages.ts')) continue;
    for (const [, group, key] of readFileSync(file, 'utf8').matchAll(keyPattern)) {
      const keys = Object.keys(english[group!]!).map((name) => name.replace(PLURAL_SUFFIX, ''));
      if (key === '${') for (const name of keys) used.set(`${group}.${name}`, relative(src, file));
      else if (keys.includes(key!)) used.set(`${group}.${key}`, relative(src, file));
    }
  }
  return used;
}

/** The keys (without plural suffixes) of the given parts. */
function keysOf(parts: readonly StringPart[]): Set<string> {
  const keys = new Set<string>();
  for (const part of parts) {
    for (const [group, texts] of Object.entries(pickStrings(english, stringParts[part]))) {
      for (const name of Object.keys(texts as object))
        keys.add(`${group}.${name.replace(PLURAL_SUFFIX, '')}`);
    }
  }
  return keys;
}

function missingKeys(
  roots: string[],
  parts: readonly StringPart[],
  options?: { dynamic: boolean },
): string[] {
  const loaded = keysOf(parts);
  return [...keysUsedBy(moduleGraph(roots, options))]
    .filter(([key]) => !loaded.has(key))
    .map(([key, file]) => `${key} (${file})`);
}

/** Each code-split page of app/router.tsx, with the parts its route loads. */
function routedPages(): { module: string; parts: StringPart[] }[] {
  const router = readFileSync(join(src, 'app/router.tsx'), 'utf8');
  const named = new Map(
    [...router.matchAll(/const (\w+) = \{ strings: \[([^\]]*)\] \} as const;/g)].map((match) => [
      match[1]!,
      match[2]!,
    ]),
  );
  return [
    ...router.matchAll(/lazyPage\(\s*[^,]+,\s*\(\) => import\('\.\/([^']+)'\),?\s*(\w+|\{[^}]*\})?/g),
  ].map(([, module, options = '']) => {
    const spread = /\.\.\.(\w+)/.exec(options)?.[1];
    const list = named.get(spread ?? options) ?? /strings: \[([^\]]*)\]/.exec(options)?.[1] ?? '';
    const parts = [...list.matchAll(/'(\w+)'/g)].map((match) => match[1] as StringPart);
    return { module: `app/${module}.tsx`, parts: ['core', ...parts] };
  });
}

describe('the parts of the strings', () => {
  it('hold every key of en.json', () => {
    const inParts = keysOf(Object.keys(stringParts) as StringPart[]);
    const keys = Object.entries(english).flatMap(([group, texts]) =>
      Object.keys(texts).map((name) => `${group}.${name.replace(PLURAL_SUFFIX, '')}`),
    );
    expect(
      keys.filter((key) => !inParts.has(key)),
      'add these to a part in string-parts.ts',
    ).toEqual([]);
  });

  it('name only groups and keys en.json has', () => {
    for (const [part, paths] of Object.entries(stringParts)) {
      for (const path of paths) {
        const [group, key] = path.split('.') as [string, string | undefined];
        const keys = Object.keys(english[group] ?? {}).map((name) => name.replace(PLURAL_SUFFIX, ''));
        expect(keys.length > 0 && (key === undefined || keys.includes(key)), `${part}: ${path}`).toBe(true);
      }
    }
  });

  it('give the app its first render from the core', () => {
    expect(missingKeys(['main.tsx', 'app/start.tsx'], ['core'])).toEqual([]);
  });

  it("give the footer's newsletter form and the toaster theirs as they load", () => {
    expect(missingKeys(['components/ui/toast/toaster.tsx'], ['core'])).toEqual([]);
    expect(missingKeys(['features/engagement/components/newsletter-form.tsx'], ['core', 'messages'])).toEqual(
      [],
    );
  });

  const pages = routedPages();

  it('are found for every code-split page of the router', () => {
    expect(pages.length).toBeGreaterThan(50);
    for (const { module } of pages) expect(existsSync(join(src, module)), module).toBe(true);
  });

  it.each(pages)('give $module the strings it uses ($parts)', ({ module, parts }) => {
    expect(
      missingKeys([module], parts, { dynamic: true }),
      'add these parts to its lazyPage in app/router.tsx',
    ).toEqual([]);
  });
});

describe('pickStrings', () => {
  it('takes whole groups, single keys and all plural forms of a key, in the file shape', () => {
    const strings = { a: { x: '1', y: '2' }, b: { n_one: 'one', n_few: 'few', n_other: 'other', m: 'm' } };
    expect(pickStrings(strings, ['a', 'b.n'])).toEqual({
      a: { x: '1', y: '2' },
      b: { n_one: 'one', n_few: 'few', n_other: 'other' },
    });
    expect(pickStrings(strings, ['a.y', 'b.m', 'c'])).toEqual({ a: { y: '2' }, b: { m: 'm' } });
  });
});
