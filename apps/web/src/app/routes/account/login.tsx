import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '#src/components/layout/page';
import { AuthScreen } from '#src/features/auth/components/auth-screen';

// The paid registration forms load only when their tab opens: most visitors here only log in.
const SupplierSignup = lazy(async () => ({
  default: (await import('#src/app/membership/membership-signup')).SupplierSignup,
}));
const JobseekerSignup = lazy(async () => ({
  default: (await import('#src/app/membership/membership-signup')).JobseekerSignup,
}));

export default function LoginPage() {
  const { t } = useTranslation();
  const formLoading = <p role="status">{t('account.loadingRegistrationForm')}</p>;
  return (
    <Page title={t('header.login')} intro={t('account.loginIntro')}>
      <AuthScreen
        supplierForm={
          <Suspense fallback={formLoading}>
            <SupplierSignup />
          </Suspense>
        }
        jobseekerForm={
          <Suspense fallback={formLoading}>
            <JobseekerSignup />
          </Suspense>
        }
      />
    </Page>
  );
}
