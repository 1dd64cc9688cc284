import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#src/lib/api-client';

/**
 * A detail page whose data did not load: the title as the page's heading, the error's message and a
 * retry button. With `retrying` given, the button is disabled and says so while the page fetches again.
 */
export function PageLoadFailed({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="container-page py-8 sm:py-12">
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
        <h1 className="text-2xl font-semibold text-red-900">{title}</h1>
        <p className="mt-1 text-red-900">{errorMessage(error)}</p>
        <button type="button" onClick={onRetry} disabled={retrying} className="btn-primary mt-4">
          {retrying ? t('common.retrying') : t('common.retry')}
        </button>
      </div>
    </div>
  );
}

/** A detail page while its data loads: `label` announced, then any placeholder shapes in `children`. */
export function PageLoading({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div aria-busy="true" className="container-page py-8 sm:py-12">
      <p role="status" className="text-stone-700">
        {label}
      </p>
      {children}
    </div>
  );
}
