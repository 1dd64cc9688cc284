import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '#src/lib/api-client';

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** Whether the answer holds nothing to show; `empty` is shown instead of `children` then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/** 'Loading...' until the first answer, the error with a Retry, the empty state, or the data. */
export function QueryState<T>({ query, isEmpty, empty, children }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <p role="status" className="text-stone-700">
        Loading...
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        <p>{errorMessage(query.error)}</p>
        <button type="button" className="mt-2 font-semibold underline" onClick={() => void query.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  if (isEmpty?.(query.data)) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
        {empty}
      </p>
    );
  }
  return children(query.data);
}
