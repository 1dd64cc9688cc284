import { useTranslation } from 'react-i18next';
import { currencyCodes, isCurrencyCode } from '@bulk/domain/currency';
import { useId } from 'react';
import { useCurrency } from '../use-currency';

/** The header's currency picker: a labelled select of the six currencies of the specification. */
export function CurrencyPicker() {
  const { t } = useTranslation();
  const [currency, setCurrency] = useCurrency();
  const id = useId();
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('header.currency')}
      </label>
      <select
        id={id}
        value={currency}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isCurrencyCode(chosen)) setCurrency(chosen);
        }}
        className="rounded-md border border-stone-300 bg-white py-1.5 ps-1.5 pe-1 text-sm font-medium text-ink hover:border-saffron-600"
      >
        {currencyCodes.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
}
