import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { productSellerKinds, type ProductSellerKind } from '@bulk/domain/catalogue';
import { company } from '#src/config/company';
import { ANY_PRICE, type PriceBand } from '../catalogue-filters';

const legendClass = 'text-sm font-semibold tracking-wide text-stone-700 uppercase';
const optionClass =
  'flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-base text-ink hover:bg-saffron-50';
const inputClass = 'size-4 shrink-0 accent-saffron-700';

/** The filter controls stacked with room between them. */
export function FilterStack({ children }: { children: ReactNode }) {
  return <div className="space-y-6">{children}</div>;
}

type CategoryFilterProps = {
  /** Each category's slug (the filter's key) and its name in the chosen language. */
  categories: readonly { label: string; slug: string }[];
  /** Checked slugs; none means all categories. */
  selected: readonly string[];
  onToggle: (slug: string) => void;
  /** Shown instead of the list, e.g. while the categories load. */
  status?: ReactNode;
};

/** Category checkboxes: several may be checked, and none checked means every category. */
export function CategoryFilter({ categories, selected, onToggle, status }: CategoryFilterProps) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className={legendClass}>{t('catalogue.category')}</legend>
      {status ?? (
        <ul className="mt-2 space-y-0.5">
          {categories.map((category) => (
            <li key={category.slug}>
              <label className={optionClass}>
                <input
                  type="checkbox"
                  value={category.slug}
                  checked={selected.includes(category.slug)}
                  onChange={() => onToggle(category.slug)}
                  className={inputClass}
                />
                {category.label}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

type RadioFilterProps = {
  legend: string;
  options: readonly { id: string; label: string }[];
  selectedId: string;
  onSelect: (id: string) => void;
};

/** Options as one radio group: exactly one applies. */
function RadioFilter({ legend, options, selectedId, onSelect }: RadioFilterProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <ul className="mt-2 space-y-0.5">
        {options.map((option) => (
          <li key={option.id}>
            <label className={optionClass}>
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={option.id === selectedId}
                onChange={() => onSelect(option.id)}
                className={inputClass}
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

type PriceBandFilterProps = {
  bands: readonly PriceBand[];
  selected: PriceBand;
  onSelect: (band: PriceBand) => void;
};

/** The price bands: exactly one applies. */
export function PriceBandFilter({ bands, selected, onSelect }: PriceBandFilterProps) {
  const { t } = useTranslation();
  return (
    <RadioFilter
      legend={t('catalogue.priceRange')}
      options={bands.map((band) => ({
        id: band.id,
        label: band.id === ANY_PRICE.id ? t('catalogue.anyPrice') : band.label,
      }))}
      selectedId={selected.id}
      onSelect={(id) => onSelect(bands.find((band) => band.id === id) ?? ANY_PRICE)}
    />
  );
}

type SellerFilterProps = {
  /** None: every seller. */
  selected: ProductSellerKind | undefined;
  onSelect: (seller: ProductSellerKind | undefined) => void;
};

const ANY_SELLER = 'any';

/** Who sells: anyone, the company itself, or the marketplace's verified suppliers. */
export function SellerFilter({ selected, onSelect }: SellerFilterProps) {
  const { t } = useTranslation();
  const labels: Record<ProductSellerKind, string> = {
    company: company.name,
    suppliers: t('catalogue.verifiedSuppliers'),
  };
  return (
    <RadioFilter
      legend={t('catalogue.soldBy')}
      options={[
        { id: ANY_SELLER, label: t('catalogue.anySeller') },
        ...productSellerKinds.map((kind) => ({ id: kind, label: labels[kind] })),
      ]}
      selectedId={selected ?? ANY_SELLER}
      onSelect={(id) => onSelect(productSellerKinds.find((kind) => kind === id))}
    />
  );
}

type RangeFilterProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  /** The value as people read it (`₹2,500`, `2.5 kg`): shown beside the label and read out by screen readers. */
  format: (value: number) => string;
};

/** A slider with its label, its current value and the two ends of its range in view. */
export function RangeFilter({ label, value, min, max, step, onChange, format }: RangeFilterProps) {
  const id = useId();
  const valueText = format(value);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className={legendClass}>
          {label}
        </label>
        <span className="font-semibold whitespace-nowrap text-ink tabular-nums">{valueText}</span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.target.value))}
        className="mt-3 w-full accent-saffron-700"
      />
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-stone-600">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
    </div>
  );
}

type ClearFiltersButtonProps = { onClear: () => void; active: boolean; className?: string };

/**
 * 'Clear All Filters'. With nothing to clear it stays in place and focusable but says it is unavailable
 * (`aria-disabled`), so focus is not lost when a click clears the last filter.
 */
export function ClearFiltersButton({ onClear, active, className = '' }: ClearFiltersButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-disabled={!active}
      onClick={() => {
        if (active) onClear();
      }}
      className={`btn-secondary w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${className}`}
    >
      {t('catalogue.clearAll')}
    </button>
  );
}
