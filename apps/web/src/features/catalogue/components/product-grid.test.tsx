import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { buildProduct } from '#src/testing/catalogue-factory';
import { ProductGrid } from './product-grid';

const products = Array.from({ length: 30 }, (_, index) =>
  buildProduct({ id: index + 1, name: `A Grade Quality Spice ${index + 1}` }),
);

function renderGrid() {
  const router = createMemoryRouter([{ path: '/', element: <ProductGrid products={products} /> }]);
  return render(<RouterProvider router={router} />);
}

test('a long list shows its first eight cards at once and the rest a few at a time, in order', async () => {
  renderGrid();

  const first = screen.getAllByTestId('product-card');
  expect(first).toHaveLength(8);
  expect(first[0]?.textContent).toContain('A Grade Quality Spice 1');

  await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(30));
  const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  expect(names).toEqual(products.map((product) => product.name));
});

test('the cards already shown stay the same elements while the rest arrive', async () => {
  renderGrid();
  const firstCard = screen.getAllByTestId('product-card')[0];

  await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(30));
  expect(screen.getAllByTestId('product-card')[0]).toBe(firstCard);
});
