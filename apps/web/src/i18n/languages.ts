/**
 * The 15 languages of the specification (section 9), in its order. This is the one registry: the picker
 * lists it, the loader finds `locales/<code>.json` for it, and the completeness test checks every entry.
 */
export const languages = [
  { code: 'en', name: 'English', htmlLang: 'en', dir: 'ltr' },
  { code: 'hi', name: 'हिन्दी', htmlLang: 'hi', dir: 'ltr' },
  { code: 'gu', name: 'ગુજરાતી', htmlLang: 'gu', dir: 'ltr' },
  { code: 'bn', name: 'বাংলা', htmlLang: 'bn', dir: 'ltr' },
  { code: 'ta', name: 'தமிழ்', htmlLang: 'ta', dir: 'ltr' },
  { code: 'te', name: 'తెలుగు', htmlLang: 'te', dir: 'ltr' },
  { code: 'ml', name: 'മലയാളം', htmlLang: 'ml', dir: 'ltr' },
  { code: 'ur', name: 'اردو', htmlLang: 'ur', dir: 'rtl' },
  { code: 'ar', name: 'العربية', htmlLang: 'ar', dir: 'rtl' },
  { code: 'fr', name: 'Français', htmlLang: 'fr', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', htmlLang: 'de', dir: 'ltr' },
  { code: 'es', name: 'Español', htmlLang: 'es', dir: 'ltr' },
  { code: 'it', name: 'Italiano', htmlLang: 'it', dir: 'ltr' },
  { code: 'ja', name: '日本語', htmlLang: 'ja', dir: 'ltr' },
  { code: 'zh', name: '简体中文', htmlLang: 'zh-Hans', dir: 'ltr' },
] as const;

export type Language = (typeof languages)[number];
export type LanguageCode = Language['code'];

/** The source language: bundled with the app and shown at first paint. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return languages.some((language) => language.code === value);
}

export function languageOf(code: LanguageCode): Language {
  return languages.find((language) => language.code === code) ?? languages[0];
}
