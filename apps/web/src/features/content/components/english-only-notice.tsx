import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '#src/i18n/current-language';
import { DEFAULT_LANGUAGE } from '#src/i18n/languages';

/**
 * Says, in the chosen language, that the text below is English: the blog and the policies are written in
 * English only. Nothing in English.
 */
export function EnglishOnlyNotice() {
  const { t } = useTranslation();
  if (useCurrentLanguage() === DEFAULT_LANGUAGE) return null;
  return (
    <p
      role="note"
      className="mb-6 rounded-lg border border-saffron-200 bg-saffron-50 px-4 py-3 text-sm text-saffron-900"
    >
      {t('pages.englishOnly')}
    </p>
  );
}
