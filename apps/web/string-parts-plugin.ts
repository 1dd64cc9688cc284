import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { pickStrings, stringParts, type StringPart } from './src/i18n/string-parts.ts';

const PART_REQUEST = /^(.+\/locales\/[\w-]+\.json)\?strings=(\w+)$/;

const isStringPart = (name: string): name is StringPart => Object.hasOwn(stringParts, name);

/**
 * `import strings from './locales/<code>.json?strings=<part>'`: that part of a language's strings
 * (src/i18n/string-parts.ts), as a module of its own, so that each part of each language is its own chunk.
 */
export function stringPartsPlugin(): Plugin {
  return {
    name: 'bulk:string-parts',
    enforce: 'pre',
    load(id) {
      const request = PART_REQUEST.exec(id);
      if (!request) return null;
      const [, file, part] = request as unknown as [string, string, string];
      if (!isStringPart(part)) this.error(`${id}: no such part of the strings (src/i18n/string-parts.ts)`);
      this.addWatchFile(file);
      const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(pickStrings(strings, stringParts[part]))};`;
    },
  };
}
