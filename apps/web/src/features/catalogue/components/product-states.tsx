import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { errorMessage } from '#src/lib/api-client';

type LoadErrorProps = {
  title?: string;
  error: unknown;
  onRetry: () => void;
  /** A retry is under way: the button says so and waits. */
  retrying: boolean;
};

/** A failed load: what went wrong, in the API's words, and a Retry button. */
export function LoadError({ title, error, onRetry, retrying }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
      <h2 className="text-lg font-semibold text-red-900">{title ?? t('catalogue.loadFailed')}</h2>
      <p className="mt-1 text-red-900">{errorMessage(error)}</p>
      <button type="button" onClick={onRetry} disabled={retrying} className="btn-primary mt-4">
        {retrying ? t('common.retrying') : t('common.retry')}
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
