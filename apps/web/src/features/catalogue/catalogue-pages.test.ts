import { expect, test } from 'vitest';
import { pageCountOf, pageLinksOf, shownRangeOf } from './catalogue-pages';

test('the pager links the first, the last and the current page with its neighbours, with gaps between', () => {
  expect(pageLinksOf(1, 1)).toEqual([1]);
  expect(pageLinksOf(1, 3)).toEqual([1, 2, 3]);
  expect(pageLinksOf(5, 13)).toEqual([1, null, 4, 5, 6, null, 13]);
  // A gap of one page shows that page rather than an ellipsis standing for it.
  expect(pageLinksOf(3, 13)).toEqual([1, 2, 3, 4, null, 13]);
  expect(pageLinksOf(13, 13)).toEqual([1, null, 12, 13]);
});

test('a listing counts its pages, at least one and at most the API serves', () => {
  expect(pageCountOf({ page: 1, pageSize: 100, total: 0 })).toBe(1);
  expect(pageCountOf({ page: 1, pageSize: 100, total: 71 })).toBe(1);
  expect(pageCountOf({ page: 1, pageSize: 100, total: 1234 })).toBe(13);
  expect(pageCountOf({ page: 1, pageSize: 100, total: 500_000 })).toBe(1000);
});

test('the range shown counts from 1 across pages', () => {
  expect(shownRangeOf({ page: 2, pageSize: 100, total: 1234 }, 100)).toEqual({ from: 101, to: 200 });
  expect(shownRangeOf({ page: 13, pageSize: 100, total: 1234 }, 34)).toEqual({ from: 1201, to: 1234 });
});
