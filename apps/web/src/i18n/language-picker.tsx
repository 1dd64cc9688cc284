import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#src/components/ui/toast/toast-store';
import { changeLanguage } from './language-store';
import { isLanguageCode, languages } from './languages';

/** The header's language picker: a labelled select naming each language in its own script. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('header.language')}
      </label>
      <select
        id={id}
        value={i18n.resolvedLanguage}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguageCode(chosen)) return;
          changeLanguage(chosen).catch(() => {
            toast({
              title: t('language.failedTitle'),
              description: t('language.failedText'),
              variant: 'destructive',
            });
          });
        }}
        className="rounded-md border border-stone-300 bg-white py-1.5 ps-1.5 pe-1 text-sm font-medium text-ink hover:border-saffron-600"
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.htmlLang}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
