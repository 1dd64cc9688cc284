import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages';

/** The language the interface shows now, for code outside components (route loaders, query defaults). */
export function currentLanguage(): LanguageCode {
  return isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** The language the interface shows; the component renders again when it is switched. */
export function useCurrentLanguage(): LanguageCode {
  const { i18n: instance } = useTranslation();
  return isLanguageCode(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
