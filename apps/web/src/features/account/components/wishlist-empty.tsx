import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';

/** The wishlist keeps the products a customer saves while browsing; none are saved yet. */
export function WishlistEmpty() {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
      <h2 className="text-xl font-semibold text-leaf-800">{t('account.wishlistEmpty')}</h2>
      <p className="mt-2 text-stone-700">{t('account.wishlistEmptyText')}</p>
      <Link to={paths.products} className="btn-primary mt-4">
        {t('account.browseProducts')}
      </Link>
    </div>
  );
}
