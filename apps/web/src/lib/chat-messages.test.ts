import { expect, test } from 'vitest';
import { bulkQuoteChatMessage, productChatMessage } from './chat-messages';

test('the product question names the product', () => {
  expect(productChatMessage('A Grade Quality Corn Flour')).toBe(
    'Hello! I am interested in bulk ordering A Grade Quality Corn Flour. Please share details.',
  );
});

test('the quote request lists quantity, unit and name, one line per item', () => {
  expect(
    bulkQuoteChatMessage([
      { quantity: 500, unit: 'kg', name: 'A Grade Quality Corn Flour' },
      { quantity: 20, unit: 'pcs', name: 'A Grade Quality Cotton Apron' },
    ]),
  ).toBe(
    'Hello! I would like a bulk quote for:\n500 kg x A Grade Quality Corn Flour\n20 pcs x A Grade Quality Cotton Apron',
  );
});
