import { formatMoney } from '@bulk/domain/currency';
import { unitLabels } from '@bulk/domain/catalogue/values';
import type { Listing } from '@bulk/domain/listings';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '#src/components/ui/toast/toast-store';
import { supplierProductPath, paths } from '#src/config/paths';
import { errorMessage } from '#src/lib/api-client';
import { actOnListing, listingsQueryKey, useSupplierListings, type ListingAction } from '../api/listings';
import { actionLabels, actionsFor, pauseLabels, statusLabels } from '../labels';

/** The supplier's own listings with their status, why one was rejected or paused, and what can be done. */
export function ListingsList() {
  const { t } = useTranslation();
  const listings = useSupplierListings();
  if (listings.isPending) return <p role="status">{t('listings.loading')}</p>;
  if (listings.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        <p>{errorMessage(listings.error)}</p>
        <button
          type="button"
          className="mt-2 font-semibold underline"
          onClick={() => void listings.refetch()}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <Link to={paths.supplierProductNew} className="btn-primary inline-block">
        {t('listings.add')}
      </Link>
      {listings.data.listings.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">{t('listings.none')}</p>
      ) : (
        <ul aria-label={t('listings.yours')} className="space-y-3">
          {listings.data.listings.map((listing) => (
            <ListingRow key={listing.id} listing={listing} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ListingRow({ listing }: { listing: Listing }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { fields } = listing;

  async function act(action: ListingAction) {
    if (busy) return;
    setBusy(true);
    try {
      await actOnListing(listing.id, action);
      toast({
        title: t('listings.done.title'),
        description: t(`listings.done.${action}`, { name: fields.name }),
      });
    } catch (error) {
      toast({ title: t('toast.error'), description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: listingsQueryKey });
    }
  }

  return (
    <li className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-leaf-800">{fields.name}</h2>
        <p>
          <strong data-testid="listing-status">{t(statusLabels[listing.status])}</strong>
          {listing.pausedBy ? ` (${t(pauseLabels[listing.pausedBy])})` : null}
        </p>
      </div>
      <p className="mt-1 text-sm text-stone-700">
        {t('listings.summary', {
          price: formatMoney(fields.pricePaise, 'INR'),
          unit: unitLabels[fields.unit],
          moq: fields.moq,
          stock: fields.stock,
        })}
        {listing.lowStock ? ` · ${t('listings.lowStock')}` : null}
      </p>
      {listing.rejectionReason ? (
        <p className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-800">
          {t('listings.rejectionReason', { reason: listing.rejectionReason })}
        </p>
      ) : null}
      {listing.pendingChange ? (
        <p className="mt-2 rounded-lg bg-saffron-50 p-2 text-sm text-saffron-900">
          {t('listings.changeInReview')}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {listing.status === 'archived' ? null : (
          <Link
            to={supplierProductPath(listing.id)}
            className="btn-secondary"
            aria-label={t('listings.editNamed', { name: fields.name })}
          >
            {t('listings.edit')}
          </Link>
        )}
        {actionsFor(listing).map((action) => (
          <button
            key={action}
            type="button"
            className="btn-secondary"
            aria-disabled={busy}
            aria-label={`${t(actionLabels[action])}: ${fields.name}`}
            onClick={() => void act(action)}
          >
            {t(actionLabels[action])}
          </button>
        ))}
      </div>
    </li>
  );
}
