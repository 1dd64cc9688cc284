import { parseProductId } from '@bulk/domain/catalogue/values';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '#src/config/paths';
import { profileQueryOptions } from '#src/features/account/api/profile';
import { useSupplierListing } from '#src/features/listings/api/listings';
import { ListingFilesManager } from '#src/features/listings/components/listing-files';
import { ListingForm } from '#src/features/listings/components/listing-form';
import { errorMessage } from '#src/lib/api-client';
import { AccountPage } from './account-page';

/** `/dashboard/products/new` and `/dashboard/products/:id`: the listing form, empty or with a saved listing. */
export default function SupplierProductEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const listingId = id === undefined ? null : parseProductId(id);
  return (
    <AccountPage
      roles={['supplier']}
      title={id === undefined ? t('listings.addTitle') : t('listings.editTitle')}
      intro={t('listings.formIntro')}
    >
      {() => (
        <div className="space-y-4">
          <Link to={paths.supplierProducts} className="font-semibold text-leaf-800 underline">
            {t('listings.back')}
          </Link>
          {id === undefined ? (
            <NewListingForm />
          ) : listingId === null ? (
            <p role="alert">{t('listings.notFound')}</p>
          ) : (
            <SavedListingForm id={listingId} />
          )}
        </div>
      )}
    </AccountPage>
  );
}

/** A new listing picks up from the supplier's own state and PIN code, where the account has them. */
function NewListingForm() {
  const { t } = useTranslation();
  const profile = useQuery(profileQueryOptions);
  if (profile.isPending) return <p role="status">{t('listings.loading')}</p>;
  return (
    <>
      <ListingForm pickup={profile.data ?? {}} />
      <p className="max-w-3xl text-sm text-stone-700">{t('listings.files.afterSave')}</p>
    </>
  );
}

function SavedListingForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const listing = useSupplierListing(id);
  if (listing.isPending) return <p role="status">{t('listings.loading')}</p>;
  if (listing.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        {errorMessage(listing.error)}
      </p>
    );
  }
  return (
    <>
      <ListingForm key={listing.data.updatedAt} listing={listing.data} />
      <ListingFilesManager listingId={id} editable={listing.data.status !== 'archived'} />
    </>
  );
}
