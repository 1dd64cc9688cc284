import { rupeesToPaise } from '@bulk/domain/listings';
import { describe, expect, test } from 'vitest';
import { translateMessage } from '#src/i18n/messages';
import { emptyListingForm, listingFormSchema, type ListingFormValues } from './form-schemas';

const filled: ListingFormValues = {
  ...emptyListingForm({ state: 'Maharashtra', zip: '413512' }),
  name: 'Toor Dal, unpolished',
  category: 'Pulses',
  shortDescription: 'Sun-dried toor dal from Latur.',
  fullDescription: 'Unpolished toor dal, machine-cleaned and packed in 30 kg sacks.',
  hsn: '0713',
  moq: '100',
  stepQty: '50',
  price: '420',
  slabs: [
    { fromQuantity: '500', price: '380' },
    { fromQuantity: '', price: '' },
    { fromQuantity: '', price: '' },
  ],
  stock: '5000',
  packagingSizes: '30 kg sack, 50 kg sack',
  specifications: [{ name: 'Moisture', value: 'below 10%' }],
};

/** The English message shown under each field the form refuses. */
function messages(values: ListingFormValues): Record<string, string> {
  const result = listingFormSchema.safeParse(values);
  const shown: Record<string, string> = {};
  // A field shows its first message, as react-hook-form does.
  for (const issue of result.error?.issues ?? []) {
    shown[issue.path.join('.')] ??= translateMessage(issue.message);
  }
  return shown;
}

describe('the listing form', () => {
  test('turns what the supplier typed into the listing the API takes', () => {
    const parsed = listingFormSchema.parse(filled);
    expect(parsed).toMatchObject({
      pricePaise: 42_000,
      moq: 100,
      stepQty: 50,
      slabs: [{ fromQuantity: 500, pricePaise: 38_000 }],
      packagingSizes: ['30 kg sack', '50 kg sack'],
      specifications: [{ name: 'Moisture', value: 'below 10%' }],
    });
    expect(parsed).not.toHaveProperty('price');
  });

  test('reads rupees with paise exactly', () => {
    expect(rupeesToPaise('420')).toBe(42_000);
    expect(rupeesToPaise('420.5')).toBe(42_050);
    expect(rupeesToPaise('0.07')).toBe(7);
  });

  test('says what is missing', () => {
    const shown = messages({ ...filled, name: ' ', hsn: '', price: '' });
    expect(shown).toMatchObject({
      name: 'Please fill in this field.',
      hsn: 'Please enter an HSN code of 4, 6 or 8 digits.',
      price: 'Please fill in this field.',
    });
  });

  test('refuses a price that is not rupees, or nothing', () => {
    expect(messages({ ...filled, price: '4,20' }).price).toBe(
      'Please enter an amount in rupees, such as 420 or 420.50.',
    );
    expect(messages({ ...filled, price: '0' }).price).toBe('The price must be more than ₹0.');
  });

  test('refuses quantities that are not whole or below their minimum', () => {
    expect(messages({ ...filled, moq: '2.5' }).moq).toBe('Please enter a whole number.');
    expect(messages({ ...filled, stepQty: '0' }).stepQty).toBe('Must be at least 1.');
  });

  test('names the slab and what is wrong with it, by the cart rules', () => {
    const slab = (fromQuantity: string, price: string) => ({ fromQuantity, price });
    const empty = slab('', '');
    expect(messages({ ...filled, slabs: [slab('100', '380'), empty, empty] })).toEqual({
      'slabs.0.fromQuantity': 'A slab must start above the minimum order quantity of 100.',
    });
    expect(messages({ ...filled, slabs: [slab('520', '380'), empty, empty] })).toEqual({
      'slabs.0.fromQuantity': 'A slab must start at 100 plus a multiple of the step of 50.',
    });
    expect(messages({ ...filled, slabs: [slab('500', '380'), slab('300', '370'), empty] })).toEqual({
      'slabs.1.fromQuantity': 'Each slab must start at a larger quantity than the one before.',
    });
    expect(messages({ ...filled, slabs: [slab('500', '420'), empty, empty] })).toEqual({
      'slabs.0.price': 'Each slab must be cheaper than the price before it.',
    });
    expect(messages({ ...filled, slabs: [slab('500', ''), empty, empty] })).toEqual({
      'slabs.0.price': 'Please enter an amount in rupees, such as 420 or 420.50.',
    });
  });

  test('checks the PIN code against the pickup state', () => {
    expect(messages({ ...filled, pickupPin: '110001' }).pickupPin).toBe(
      'This PIN code does not belong to the chosen state.',
    );
    expect(messages({ ...filled, pickupPin: '1100' }).pickupPin).toBe('Please enter a 6-digit PIN code.');
  });

  test('asks for both halves of a specification', () => {
    expect(messages({ ...filled, specifications: [{ name: 'Moisture', value: '' }] })).toEqual({
      'specifications.0.value': 'Please fill in both the name and the value, or neither.',
    });
  });
});
