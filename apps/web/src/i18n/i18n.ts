import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';
import englishCore from './locales/en.json?strings=core';
import type { LazyStringPart } from './string-parts';

/**
 * The one i18next instance. English's core strings (string-parts.ts) are bundled and initialised
 * synchronously, so the first render has them without waiting; every other part, and every other
 * language, is a chunk of its own, fetched by `loadStrings` and `loadLanguage`.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { en: { translation: englishCore } },
  // React escapes what it renders; escaping here too would show '&amp;' in 'Terms &amp; Conditions'.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

type Strings = Record<string, unknown>;
type Loaders = Record<string, () => Promise<Strings>>;

// Lazy by default: each part of each file becomes a chunk of its own. The globs must be literal.
const coreLoaders: Loaders = import.meta.glob<Strings>(['./locales/*.json', '!./locales/en.json'], {
  query: '?strings=core',
  import: 'default',
});
const partLoaders: Record<LazyStringPart, Loaders> = {
  about: import.meta.glob<Strings>('./locales/*.json', { query: '?strings=about', import: 'default' }),
  catalogue: import.meta.glob<Strings>('./locales/*.json', {
    query: '?strings=catalogue',
    import: 'default',
  }),
  pages: import.meta.glob<Strings>('./locales/*.json', { query: '?strings=pages', import: 'default' }),
  member: import.meta.glob<Strings>('./locales/*.json', { query: '?strings=member', import: 'default' }),
  messages: import.meta.glob<Strings>('./locales/*.json', { query: '?strings=messages', import: 'default' }),
  jobs: import.meta.glob<Strings>('./locales/*.json', { query: '?strings=jobs', import: 'default' }),
  fulfilment: import.meta.glob<Strings>('./locales/*.json', {
    query: '?strings=fulfilment',
    import: 'default',
  }),
  reports: import.meta.glob<Strings>('./locales/*.json', { query: '?strings=reports', import: 'default' }),
};

const fileOf = (code: LanguageCode) => `./locales/${code}.json`;

/** Whether `code` has a translation file (English's core part is bundled). */
const hasStrings = (code: LanguageCode): boolean => code === DEFAULT_LANGUAGE || fileOf(code) in coreLoaders;

/** The parts some page has asked for: a language chosen later loads them with its core. */
const partsInUse = new Set<LazyStringPart>();
/** `<code>/<part>` of what the instance holds, or is fetching. */
const added = new Map<string, Promise<void>>([[`${DEFAULT_LANGUAGE}/core`, Promise.resolve()]]);
/** The language being loaded to be shown next, while `loadLanguage` fetches it. */
let upcomingLanguage: LanguageCode | undefined;

function addPart(code: LanguageCode, part: LazyStringPart | 'core'): Promise<void> {
  const key = `${code}/${part}`;
  const adding = added.get(key);
  if (adding) return adding;
  const load = (part === 'core' ? coreLoaders : partLoaders[part])[fileOf(code)];
  if (!load) return Promise.resolve();
  const loading = load().then(
    (strings) => void i18n.addResourceBundle(code, 'translation', strings, true, true),
    (error: unknown) => {
      // Offline: a later page may try again.
      added.delete(key);
      throw error;
    },
  );
  added.set(key, loading);
  return loading;
}

/**
 * Fetches `parts` of the strings in the shown language (and in one being switched to) and adds them;
 * a language chosen later gets them too. A page waits for this beside its code (`lazyPage`).
 */
export async function loadStrings(parts: readonly LazyStringPart[]): Promise<void> {
  for (const part of parts) partsInUse.add(part);
  const codes = new Set([i18n.language as LanguageCode, ...(upcomingLanguage ? [upcomingLanguage] : [])]);
  await Promise.all([...codes].flatMap((code) => parts.map((part) => addPart(code, part))));
}

/**
 * Fetches `code`'s core strings and the parts pages have asked for so far, once, and adds them to the
 * instance; resolves false when the language has no file.
 */
export async function loadLanguage(code: LanguageCode): Promise<boolean> {
  if (!hasStrings(code)) return false;
  upcomingLanguage = code;
  try {
    await Promise.all([addPart(code, 'core'), ...[...partsInUse].map((part) => addPart(code, part))]);
  } finally {
    if (upcomingLanguage === code) upcomingLanguage = undefined;
  }
  return true;
}
