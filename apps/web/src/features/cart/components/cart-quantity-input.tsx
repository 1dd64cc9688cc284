import { useTranslation } from 'react-i18next';
import { lineMaximum } from '@bulk/domain/cart';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';

type CartQuantityInputProps = {
  productName: string;
  /** The stored quantity, in selling units. */
  quantity: number;
  moq: number;
  stepQty: number;
  unitLabel: string;
  /** Runs the line check on the typed value: stores the adjusted quantity and shows its notice. */
  onCheck: (quantity: number) => void;
};

/**
 * A cart line's quantity field. Typing is free; the line check runs when the field is left (or on Enter),
 * as the specification validates cart quantities on blur. Until then the stored quantity is unchanged.
 */
export function CartQuantityInput({
  productName,
  quantity,
  moq,
  stepQty,
  unitLabel,
  onCheck,
}: CartQuantityInputProps) {
  const { t } = useTranslation();
  const id = useId();
  // null while the field shows the stored quantity; the typed text once the shopper edits it.
  const [draft, setDraft] = useState<string | null>(null);

  function check() {
    if (draft === null) return;
    // An empty or non-numeric field is NaN here: the line check resets it to the minimum.
    onCheck(draft.trim() === '' ? Number.NaN : Number(draft));
    setDraft(null);
  }

  function checkOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') check();
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {t('cart.quantityLabel', { unit: unitLabel })}{' '}
        <span className="sr-only">{t('cart.quantityFor', { name: productName })}</span>
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={moq}
        max={lineMaximum({ moq, stepQty })}
        step={stepQty}
        value={draft ?? String(quantity)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={check}
        onKeyDown={checkOnEnter}
        className="w-32 rounded-md border border-stone-300 bg-white px-3 py-2 text-base tabular-nums focus:border-saffron-600"
      />
    </div>
  );
}
