import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { errorMessage } from '#src/lib/api-client';

/** The parts of a failed query that its error shows: the error, and a retry that may be under way. */
type FailedQuery = { error: unknown; isFetching: boolean; refetch: () => unknown };

type LoadErrorProps = {
  title?: string;
  query: FailedQuery;
};

/** A failed load: what went wrong, in the API's words, and a Retry button that waits while it retries. */
export function LoadError({ title, query }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
      <h2 className="text-lg font-semibold text-red-900">{title ?? t('catalogue.loadFailed')}</h2>
      <p className="mt-1 text-red-900">{errorMessage(query.error)}</p>
      <button
        type="button"
        onClick={() => void query.refetch()}
        disabled={query.isFetching}
        className="btn-primary mt-4"
      >
        {query.isFetching ? t('common.retrying') : t('common.retry')}
      </button>
    </div>
  );
}

type EmptyResultsProps = {
  title: string;
  children: ReactNode;
  /** The way out: a Clear All Filters button or a link to the whole catalogue. */
  action: ReactNode;
};

/** Nothing to show: a heading, a sentence and one action. */
export function EmptyResults({ title, children, action }: EmptyResultsProps) {
  return (
    <div className="rounded-xl border border-dashed border-saffron-300 bg-white p-10 text-center">
      <h2 className="text-xl font-semibold text-leaf-800">{title}</h2>
      <div className="mt-2 text-stone-700">{children}</div>
      <div className="mt-6">{action}</div>
    </div>
  );
}

/** 'No Products Found' with 'Clear All Filters', for the filtered catalogue pages. */
export function NoProductsFound({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyResults
      title={t('catalogue.noProducts')}
      action={
        <button type="button" onClick={onClear} className="btn-primary">
          {t('catalogue.clearAll')}
        </button>
      }
    >
      <p>{t('catalogue.noProductsText')}</p>
    </EmptyResults>
  );
}
