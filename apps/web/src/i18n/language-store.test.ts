import { expect, it } from 'vitest';
import { i18n } from './i18n';
import de from './locales/de.json';
import {
  applyDocumentLanguage,
  changeLanguage,
  getStoredLanguage,
  LANGUAGE_STORAGE_KEY,
  restoreLanguage,
} from './language-store';

it('starts in English, left to right, when nothing or something unknown is stored', () => {
  expect(getStoredLanguage()).toBe('en');
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
  expect(getStoredLanguage()).toBe('en');
  expect(i18n.t('header.cart')).toBe('Cart');
});

it('switching to Hindi loads its strings, sets <html lang> and remembers the choice', async () => {
  await changeLanguage('hi');
  expect(i18n.language).toBe('hi');
  expect(i18n.t('header.cart')).toBe('कार्ट');
  expect(document.documentElement.lang).toBe('hi');
  expect(document.documentElement.dir).toBe('ltr');
  expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
  expect(getStoredLanguage()).toBe('hi');
});

it('a language chosen later brings every part of the strings pages have asked for, not only its core', async () => {
  // The test setup has asked for every part, as pages do as they load (i18n/string-parts.ts).
  await changeLanguage('de');
  expect(i18n.t('header.cart')).toBe(de.header.cart);
  expect(i18n.t('about.founded')).toBe(de.about.founded);
  expect(i18n.t('account.changePassword')).toBe(de.account.changePassword);
  expect(i18n.t('validation.emailInvalid')).toBe(de.validation.emailInvalid);
});

it.each(['ur', 'ar'] as const)('%s is written right to left', (code) => {
  applyDocumentLanguage(code);
  expect(document.documentElement.dir).toBe('rtl');
  expect(document.documentElement.lang).toBe(code);
  applyDocumentLanguage('zh');
  expect(document.documentElement.dir).toBe('ltr');
  expect(document.documentElement.lang).toBe('zh-Hans');
});

it('a remembered language is restored before the first render', async () => {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
  await restoreLanguage();
  expect(i18n.language).toBe('hi');
  expect(i18n.t('nav.products')).toBe('उत्पाद');
  expect(document.documentElement.lang).toBe('hi');
});

it('a language without a file is refused and leaves the interface as it was', async () => {
  // Korean is not one of the 15; a stored code the registry does not know is never even tried.
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ko');
  await restoreLanguage();
  expect(i18n.language).toBe('en');
  expect(document.documentElement.lang).toBe('en');
});
