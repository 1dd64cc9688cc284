import { useTranslation } from 'react-i18next';
import { Page } from '#src/components/layout/page';
import { SupplierSignup } from '#src/app/membership/membership-signup';

export default function RegisterSupplierPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('policy.becomeVerifiedSupplier')} intro={t('account.supplierRegistrationIntro')}>
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
          <SupplierSignup />
        </div>
        <aside
          aria-labelledby="supplier-steps"
          className="self-start rounded-xl border border-leaf-200 bg-leaf-50 p-5 sm:p-6"
        >
          <h2 id="supplier-steps" className="text-xl font-semibold text-leaf-800">
            {t('account.supplierSteps.title')}
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-stone-700">
            <li>{t('account.supplierSteps.details')}</li>
            <li>{t('account.supplierSteps.policy')}</li>
            <li>{t('account.supplierSteps.fee')}</li>
            <li>{t('account.supplierSteps.verified')}</li>
          </ol>
        </aside>
      </div>
    </Page>
  );
}
