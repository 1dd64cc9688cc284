import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import { MemberDocuments } from '#src/features/account/components/membership-payments';
import { AccountPage } from './account-page';

export default function SupplierSettingsPage() {
  const { t } = useTranslation();
  return (
    <AccountPage
      roles={['supplier']}
      title={t('account.links.settings')}
      intro={t('account.supplier.settingsIntro')}
    >
      {() => (
        <div className="space-y-6">
          <p className="flex flex-wrap gap-3">
            <Link to={paths.accountProfile} className="btn-secondary">
              {t('account.profile')}
            </Link>
            <Link to={paths.accountChangePassword} className="btn-secondary">
              {t('account.changePassword')}
            </Link>
          </p>
          <section aria-labelledby="kyc-documents" className="space-y-3">
            <h2 id="kyc-documents" className="text-xl font-semibold text-leaf-800">
              {t('account.supplier.kycDocuments')}
            </h2>
            <MemberDocuments />
          </section>
        </div>
      )}
    </AccountPage>
  );
}
