import type { ProductSeller } from '@bulk/domain/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { supplierPath } from '#src/config/paths';

/** The badge of a supplier the company has approved (its documents checked, its membership paid). */
export function VerifiedSupplierBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-leaf-100 px-2 py-0.5 text-xs font-semibold text-leaf-800">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
        <path
          fillRule="evenodd"
          d="M10 1.5l2.1 1.6 2.6-.2.8 2.5 2.2 1.4-.8 2.5.8 2.5-2.2 1.4-.8 2.5-2.6-.2L10 17.5l-2.1-1.6-2.6.2-.8-2.5-2.2-1.4.8-2.5-.8-2.5 2.2-1.4.8-2.5 2.6.2L10 1.5zm3.4 6.3a.75.75 0 00-1.1-1l-3.1 3.4-1.5-1.5a.75.75 0 10-1.1 1.1l2 2a.75.75 0 001.1 0l3.7-4z"
          clipRule="evenodd"
        />
      </svg>
      {t('product.verifiedSupplier')}
    </span>
  );
}

/** 'Sold by {business}', linking to the supplier's page, with its Verified supplier badge. */
export function SellerLine({ seller, className = '' }: { seller: ProductSeller; className?: string }) {
  const { t } = useTranslation();
  // The label, then the name, in every language (no Trans: this sits on every product card, in the
  // JavaScript each first visit loads).
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-700 ${className}`}>
      <span>
        {t('product.soldBy')}{' '}
        <Link
          to={supplierPath(seller.slug)}
          className="rounded font-medium text-leaf-800 underline-offset-4 hover:underline"
        >
          {seller.businessName}
        </Link>
      </span>
      <VerifiedSupplierBadge />
    </p>
  );
}
