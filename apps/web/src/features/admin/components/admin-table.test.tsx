import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { AdminTable, cellClass } from './admin-table';

test('a table wider than a phone scrolls in a focusable frame that clips its screen-reader text too', () => {
  render(
    <AdminTable
      caption="Balances per supplier"
      columns={[{ label: 'Supplier' }, { label: 'Action', srOnly: true }]}
    >
      <tr>
        <td className={cellClass}>Latur Dal Mill</td>
        <td className={cellClass}>
          <button type="button">
            Pay <span className="sr-only">Latur Dal Mill</span>
          </button>
        </td>
      </tr>
    </AdminTable>,
  );
  const frame = screen.getByRole('region', { name: 'Balances per supplier' });
  expect(frame.tabIndex).toBe(0);
  expect(within(frame).getByRole('table', { name: 'Balances per supplier' })).toBeDefined();
  // `sr-only` text is absolutely positioned: only a positioned frame is its containing block, and clips it
  // with the columns it scrolls, rather than the page growing wider than the phone (the e2e spec measures).
  expect(frame.classList).toContain('relative');
  expect(frame.classList).toContain('overflow-x-auto');
  expect(within(frame).getByRole('button', { name: 'Pay Latur Dal Mill' })).toBeDefined();
});
