import { expect, test } from 'vitest';
import { addedToCartNotice, cartUpdatedNotice, itemRemovedNotice } from './messages';

test.each([
  {
    quantity: 500,
    name: 'A Grade Quality Corn Flour',
    message: '500 x A Grade Quality Corn Flour added to your bulk cart.',
  },
  {
    quantity: 1,
    name: 'A Grade Quality Sorghum Flour',
    message: '1 x A Grade Quality Sorghum Flour added to your bulk cart.',
  },
])('added to cart: $quantity x $name', ({ quantity, name, message }) => {
  expect(addedToCartNotice(quantity, name)).toEqual({ title: 'Added to Cart!', message });
});

test('cart updated names the new line quantity', () => {
  expect(cartUpdatedNotice('A Grade Quality Corn Flour', 1100)).toEqual({
    title: 'Cart Updated',
    message: 'A Grade Quality Corn Flour quantity increased to 1100.',
  });
});

test('item removed', () => {
  expect(itemRemovedNotice()).toEqual({ title: 'Item Removed', message: 'Item removed from cart.' });
});
