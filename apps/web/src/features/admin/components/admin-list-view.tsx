import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ADMIN_PAGE_SIZE } from '@bulk/domain/admin';
import { useSearchParamsState } from '#src/hooks/use-search-params-state';
import { pagedListSearchSchema } from '../list-search';
import { Pager } from './pager';
import { QueryState } from './query-state';

type AdminListViewProps<T> = {
  /** The hook of the list, called with the page from the URL (`?page=`). */
  useList: (page: number) => UseQueryResult<T[]>;
  empty: string;
  children: (rows: T[]) => ReactNode;
};

/**
 * A newest-first admin list that the API serves a page at a time without a total: 'Loading...', the
 * empty state, the rows, and a Next link while pages come back full.
 */
export function AdminListView<T>({ useList, empty, children }: AdminListViewProps<T>) {
  const {
    values: { page },
    searchFor,
  } = useSearchParamsState(pagedListSearchSchema);
  const list = useList(page);
  const pager = (rows: T[]) => (
    <Pager
      page={page}
      hasNext={rows.length >= ADMIN_PAGE_SIZE}
      searchFor={(target) => searchFor({ page: target })}
    />
  );
  return (
    <QueryState query={list}>
      {(rows) =>
        rows.length === 0 ? (
          <>
            <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
              {page > 1 ? `There is nothing on page ${page}.` : empty}
            </p>
            {pager(rows)}
          </>
        ) : (
          <div className={list.isPlaceholderData ? 'opacity-60' : undefined}>
            {children(rows)}
            {pager(rows)}
          </div>
        )
      }
    </QueryState>
  );
}
