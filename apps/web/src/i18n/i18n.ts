import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';
import en from './locales/en.json';

/**
 * The one i18next instance. English is bundled and initialised synchronously, so the first render (and every
 * test) has its strings without waiting; every other language is its own chunk, fetched by `loadLanguage`.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { en: { translation: en } },
  // React escapes what it renders; escaping here too would show '&amp;' in 'Terms &amp; Conditions'.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

// Lazy by default: each file becomes a chunk of its own, requested only when its language is chosen.
const localeModules = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*.json',
  '!./locales/en.json',
]);

/** The chunk loaders by language code, for the languages whose file exists. */
export const localeLoaders: Partial<
  Record<LanguageCode, () => Promise<{ default: Record<string, unknown> }>>
> = Object.fromEntries(
  Object.entries(localeModules).map(([path, load]) => [path.replace(/^.*\/(.+)\.json$/, '$1'), load]),
);

/** Fetches `code`'s strings once and adds them to the instance; resolves false when it has none. */
export async function loadLanguage(code: LanguageCode): Promise<boolean> {
  if (i18n.hasResourceBundle(code, 'translation')) return true;
  const load = localeLoaders[code];
  if (!load) return false;
  const module = await load();
  i18n.addResourceBundle(code, 'translation', module.default);
  return true;
}
