import { describe, expect, it } from 'vitest';
import { languages } from './languages';
import en from './locales/en.json';

// Every language of the registry must have its file, with exactly English's keys (plural keys in the
// language's own plural categories), the same {{variables}} and the same <tags> of rich text.
const files = import.meta.glob<Record<string, unknown>>('./locales/*.json', {
  eager: true,
  import: 'default',
});

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(node: Record<string, unknown>, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') entries.set(prefix + key, value);
    else if (value && typeof value === 'object') {
      for (const [inner, text] of flatten(value as Record<string, unknown>, `${prefix}${key}.`)) {
        entries.set(inner, text);
      }
    } else throw new Error(`${prefix}${key} is neither text nor a group`);
  }
  return entries;
}

/** The keys a language must have: English's, with each plural key in the language's plural categories. */
function expectedKeys(english: Map<string, string>, htmlLang: string): string[] {
  const categories = new Intl.PluralRules(htmlLang).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (PLURAL_SUFFIX.test(key)) {
      const base = key.replace(PLURAL_SUFFIX, '');
      for (const category of categories) keys.add(`${base}_${category}`);
    } else keys.add(key);
  }
  return [...keys].sort();
}

/** The {{variables}} and <tags> of a text, which a translation must keep. */
function placeholders(text: string): string[] {
  const variables = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => `{{${match[1]}}}`);
  const tags = [...text.matchAll(/<(\w+)>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...variables, ...tags])].sort();
}

const english = flatten(en);

describe.each(languages.filter((language) => language.code !== 'en'))('$name ($code)', (language) => {
  const file = files[`./locales/${language.code}.json`];

  it('has a translation file', () => {
    expect(file, `apps/web/src/i18n/locales/${language.code}.json is missing`).toBeDefined();
  });

  it('has exactly the keys of English, each translated, with the same variables and tags', () => {
    if (!file) throw new Error(`apps/web/src/i18n/locales/${language.code}.json is missing`);
    const translated = flatten(file);
    expect([...translated.keys()].sort()).toEqual(expectedKeys(english, language.htmlLang));
    for (const [key, text] of translated) {
      expect(text.trim(), `${language.code}: ${key} is empty`).not.toBe('');
      const source = english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other'));
      expect(placeholders(text), `${language.code}: ${key}`).toEqual(placeholders(source ?? ''));
    }
  });
});

it('English has no empty text', () => {
  for (const [key, text] of english) expect(text.trim(), key).not.toBe('');
});
