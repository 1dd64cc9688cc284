import { LANGUAGE_COOKIE } from '@bulk/domain/page-render';
import { mirrorChoiceToCookie } from '#src/lib/page-cookies';
import { i18n, loadLanguage } from './i18n';
import { DEFAULT_LANGUAGE, isLanguageCode, languageOf, type LanguageCode } from './languages';

/** Where the chosen language is remembered, beside the cart's and the currency's keys. */
export const LANGUAGE_STORAGE_KEY = 'reticulation-language';

/** The stored language, or English when nothing (or something unknown) is stored or storage is blocked. */
export function getStoredLanguage(): LanguageCode {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * Sets `<html lang dir>` for `code` (right to left for Urdu and Arabic) and tells the server, which renders
 * pages in English only.
 */
export function applyDocumentLanguage(code: LanguageCode): void {
  const language = languageOf(code);
  document.documentElement.lang = language.htmlLang;
  document.documentElement.dir = language.dir;
  mirrorChoiceToCookie(LANGUAGE_COOKIE, code);
}

/**
 * Switches the interface to `code` once its strings are loaded, updates `<html>` and remembers the choice.
 * A language whose chunk cannot be fetched (offline) leaves the interface as it was and rejects.
 */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  if (!(await loadLanguage(code))) throw new Error(`No translation is bundled for '${code}'.`);
  await i18n.changeLanguage(code);
  applyDocumentLanguage(code);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Storage blocked or full: the choice lasts for this page.
  }
}

/**
 * Restores the remembered language before the first render: `<html dir>` flips at once, and the app waits
 * for the language's chunk so that the page never paints in English first. English needs no wait.
 */
export async function restoreLanguage(): Promise<void> {
  const stored = getStoredLanguage();
  applyDocumentLanguage(stored);
  if (stored === DEFAULT_LANGUAGE) return;
  try {
    await changeLanguage(stored);
  } catch {
    applyDocumentLanguage(DEFAULT_LANGUAGE);
  }
}
