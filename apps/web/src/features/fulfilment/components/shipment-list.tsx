import { shipmentStatuses, type ShipmentStatus } from '@bulk/domain/shipments';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SelectField } from '#src/components/ui/form-field';
import { errorMessage } from '#src/lib/api-client';
import { shipmentStatusLabels } from '../labels';

/** The statuses a list is filtered by: a shipment of an unpaid order is nobody's work. */
const filterStatuses = shipmentStatuses.filter((status) => status !== 'pending');

/** The status filter of a shipments list; empty for every status. */
export function ShipmentStatusFilter({
  status,
  onChange,
}: {
  status: ShipmentStatus | undefined;
  onChange: (status: ShipmentStatus | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="mb-4 max-w-xs">
      <SelectField
        id={`${id}-status`}
        label={t('fulfilment.filter.label')}
        registration={{
          value: status ?? '',
          onChange: (event: ChangeEvent<HTMLSelectElement>) => {
            const chosen = filterStatuses.find((option) => option === event.target.value);
            onChange(chosen);
          },
        }}
        placeholder={t('fulfilment.filter.all')}
        options={filterStatuses}
        optionLabel={(option) => t(shipmentStatusLabels[option])}
      />
    </div>
  );
}

/** A page of a shipments list with its loading, error and empty states and the links between pages. */
export function ShipmentListState<Item extends { id: string }>({
  query,
  filtered,
  page,
  searchFor,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isPlaceholderData: boolean;
    refetch: () => unknown;
    data?: { shipments: Item[]; total: number; pageSize: number } | undefined;
  };
  filtered: boolean;
  page: number;
  /** The URL search of another page, keeping the filter. */
  searchFor: (page: number) => string;
  children: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p role="status" aria-busy="true" className="text-stone-700">
        {t('fulfilment.loading')}
      </p>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        <p>{t('fulfilment.loadFailed', { reason: errorMessage(query.error) })}</p>
        <button type="button" className="btn-secondary mt-2" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const { shipments, total, pageSize } = query.data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (shipments.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
        {filtered ? t('fulfilment.emptyFiltered') : t('fulfilment.empty')}
      </p>
    );
  }
  return (
    <div className={query.isPlaceholderData ? 'opacity-60' : undefined}>
      <p className="mb-2 text-sm text-stone-700">{t('fulfilment.count', { count: total })}</p>
      <ul className="space-y-4" aria-label={t('fulfilment.listLabel')}>
        {shipments.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
      {pageCount > 1 ? (
        <nav aria-label={t('fulfilment.pages')} className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          {page > 1 ? (
            <Link to={{ search: searchFor(page - 1) }} className="btn-secondary">
              {t('fulfilment.previousPage')}
            </Link>
          ) : null}
          <span>{t('fulfilment.pageOf', { page, pages: pageCount })}</span>
          {page < pageCount ? (
            <Link to={{ search: searchFor(page + 1) }} className="btn-secondary">
              {t('fulfilment.nextPage')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
