import { formatMoney } from '@bulk/domain/currency';
import { unitLabels } from '@bulk/domain/catalogue/values';
import {
  listingRejectRequestSchema,
  reviewedListingFields,
  type AdminListing,
  type ListingChange,
} from '@bulk/domain/listings';
import { useAdminListings, useDecideListing } from '../api/listings';
import { formatDateTime } from '../labels';
import { QueryState } from './query-state';
import { ReviewDecision } from './review-decision';

const fieldNames: Record<keyof ListingChange, string> = {
  pricePaise: 'Price',
  slabs: 'Slabs',
  hsn: 'HSN code',
  category: 'Category',
};

const slabText = (slabs: readonly { fromQuantity: number; pricePaise: number }[], unit: string) =>
  slabs.length === 0
    ? 'none'
    : slabs
        .map((slab) => `${formatMoney(slab.pricePaise, 'INR')}/${unit} from ${slab.fromQuantity}`)
        .join(', ');

function valueText(listing: AdminListing, key: keyof ListingChange, value: unknown): string {
  const unit = unitLabels[listing.fields.unit];
  if (key === 'pricePaise') return `${formatMoney(value as number, 'INR')}/${unit}`;
  if (key === 'slabs') return slabText(value as ListingChange['slabs'] & object, unit);
  return String(value);
}

/** The queue of new listings and of changes to published ones, oldest first, each to approve or reject. */
export function ListingsReview() {
  const listings = useAdminListings();
  return (
    <QueryState
      query={listings}
      isEmpty={(data) => data.listings.length === 0}
      empty={
        <p className="rounded-xl border border-stone-200 bg-white p-5">No listings are waiting for review.</p>
      }
    >
      {(data) => (
        <ul aria-label="Listings waiting for review" className="space-y-4">
          {data.listings.map((listing) => (
            <ListingReview key={listing.id} listing={listing} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function ListingReview({ listing }: { listing: AdminListing }) {
  const { fields } = listing;
  const unit = unitLabels[fields.unit];
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-leaf-800">{fields.name}</h2>
        <p className="text-sm font-semibold">
          {listing.review === 'new' ? 'New listing' : 'Change to a published listing'}
        </p>
      </div>
      <p className="text-sm text-stone-700">
        {listing.seller.businessName} ({listing.seller.email}) · updated {formatDateTime(listing.updatedAt)}
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Category</dt>
        <dd>{fields.category}</dd>
        <dt className="font-medium">HSN code</dt>
        <dd>
          {fields.hsn} (GST {listing.gstRateBps / 100}%)
        </dd>
        <dt className="font-medium">Price</dt>
        <dd>
          {formatMoney(fields.pricePaise, 'INR')}/{unit} from {fields.moq} {unit}, in steps of{' '}
          {fields.stepQty}
        </dd>
        <dt className="font-medium">Slabs</dt>
        <dd>{slabText(fields.slabs, unit)}</dd>
        <dt className="font-medium">Stock</dt>
        <dd>
          {fields.stock} {unit}, dispatch in {fields.dispatchDays} days from {fields.pickupState}{' '}
          {fields.pickupPin}
        </dd>
        <dt className="font-medium">Description</dt>
        <dd>{fields.shortDescription}</dd>
      </dl>
      {listing.pendingChange ? (
        <div className="mt-3 rounded-lg bg-saffron-50 p-3 text-sm">
          <p className="font-semibold">Proposed change</p>
          <ul>
            {reviewedListingFields
              .filter((key) => listing.pendingChange?.[key] !== undefined)
              .map((key) => (
                <li key={key}>
                  {fieldNames[key]}: {valueText(listing, key, fields[key])} →{' '}
                  {valueText(listing, key, listing.pendingChange![key])}
                </li>
              ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-3">
        <ListingDecision id={listing.id} name={fields.name} />
      </div>
    </li>
  );
}

/** Approve, or reject with a reason mailed to the supplier. */
function ListingDecision({ id, name }: { id: number; name: string }) {
  const decide = useDecideListing();
  return (
    <ReviewDecision
      name={name}
      rejectSchema={listingRejectRequestSchema}
      pending={decide.isPending}
      formClassName="max-w-md"
      decide={async (decision) => {
        await decide.mutateAsync({ id, ...decision });
        return {
          title: decision.approved ? 'Listing Approved' : 'Listing Rejected',
          description: `The supplier of ${name} has been told by email.`,
        };
      }}
    />
  );
}
