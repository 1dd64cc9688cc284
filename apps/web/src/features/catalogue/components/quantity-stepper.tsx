import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { MinusIcon, PlusIcon } from '#src/components/layout/icons';

/** The field's text as a number; an empty or non-numeric field is NaN. */
export function parseQuantity(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}

type QuantityStepperProps = {
  /** The field's text, so that the shopper can type freely. */
  value: string;
  onValueChange: (value: string) => void;
  /** The minimum order quantity; the field starts there and never stays below it. */
  min: number;
  /** What − and + change the quantity by. */
  step: number;
  /** The most one order line takes (the domain's `lineMaximum`): + stops there. */
  max: number;
  unitLabel: string;
  /** Called when leaving the field forced a non-numeric or too small value up to the minimum. */
  onForcedToMinimum?: () => void;
};

const stepButtonClass =
  'inline-flex size-11 items-center justify-center text-ink hover:bg-saffron-100 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent';

/** A quantity field with − and + buttons (spec section 5, Quantity input). */
export function QuantityStepper({
  value,
  onValueChange,
  min,
  step,
  max,
  unitLabel,
  onForcedToMinimum,
}: QuantityStepperProps) {
  const { t } = useTranslation();
  const id = useId();
  const quantity = parseQuantity(value);
  const valid = Number.isFinite(quantity) && quantity >= min;

  function forceMinimum() {
    if (valid) return;
    onValueChange(String(min));
    onForcedToMinimum?.();
  }

  function change(delta: number) {
    const next = valid ? quantity + delta : min;
    if (Number.isSafeInteger(next)) onValueChange(String(Math.max(min, next)));
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {t('cart.quantityLabel', { unit: unitLabel })}
      </label>
      <div className="mt-1 inline-flex items-stretch overflow-hidden rounded-md border border-stone-300 bg-white">
        <button
          type="button"
          aria-label={t('product.decrease')}
          aria-controls={id}
          disabled={!valid || quantity <= min}
          onClick={() => change(-step)}
          className={stepButtonClass}
        >
          <MinusIcon />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          onBlur={forceMinimum}
          className="w-28 border-x border-stone-300 px-3 text-center text-base tabular-nums"
        />
        <button
          type="button"
          aria-label={t('product.increase')}
          aria-controls={id}
          disabled={valid && quantity + step > max}
          onClick={() => change(step)}
          className={stepButtonClass}
        >
          <PlusIcon />
        </button>
      </div>
    </div>
  );
}
