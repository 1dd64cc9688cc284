import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';

export default function PaymentFailedPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('paymentFailed.title')}>
      <div className="max-w-2xl space-y-4 text-lg">
        <p>{t('paymentFailed.unable')}</p>
        <p>{t('paymentFailed.tryAgainText')}</p>
        <div className="flex flex-wrap gap-3 pt-2">
          <Link to={paths.registerSupplier} className="btn-primary">
            {t('paymentFailed.tryAgain')}
          </Link>
          <Link to={paths.contact} className="btn-secondary">
            {t('paymentFailed.contactSupport')}
          </Link>
        </div>
      </div>
    </Page>
  );
}
