import { useTranslation } from 'react-i18next';
import { dashboardPathForRole } from '@bulk/domain/auth';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '#src/config/paths';
import { parseAuthTab, type AuthTab } from '../auth-paths';
import { useAuth } from '../use-auth';
import { CustomerSignupForm } from './customer-signup-form';
import { LoginForm } from './login-form';
import { Tabs, type TabItem } from './tabs';

function SupplierSignup({ form }: { form: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="supplier-signup-heading" className="space-y-3">
      <h2 id="supplier-signup-heading" className="text-xl font-semibold text-leaf-800">
        {t('authScreen.supplierHeading')}
      </h2>
      <p className="text-stone-700">
        {t('authScreen.supplierText')}{' '}
        <Link to={paths.supplierPolicy} className="font-medium text-saffron-800 underline">
          {t('authScreen.readSupplierPolicy')}
        </Link>
      </p>
      {form}
    </section>
  );
}

function JobSeekerSignup({ form }: { form: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="jobseeker-signup-heading" className="space-y-3">
      <h2 id="jobseeker-signup-heading" className="text-xl font-semibold text-leaf-800">
        {t('authScreen.jobSeekerHeading')}
      </h2>
      <p className="text-stone-700">
        {t('authScreen.jobSeekerText')}{' '}
        <Link to={paths.jobSeekerPolicy} className="font-medium text-saffron-800 underline">
          {t('authScreen.readJobSeekerPolicy')}
        </Link>
      </p>
      {form}
    </section>
  );
}

/**
 * The body of /login: the four tabs chosen by `?tab=`, and the supplier card. A signed-in visitor is sent
 * to their dashboard at once, except while their own login on this page is redirecting them. The paid
 * registration forms (with their payment) come from the page, as this feature knows nothing of payments.
 */
export function AuthScreen({
  supplierForm,
  jobseekerForm,
}: {
  supplierForm: ReactNode;
  jobseekerForm: ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const [loginInProgress, setLoginInProgress] = useState(false);
  const tab = parseAuthTab(searchParams.get('tab'));

  if (user && !loginInProgress) return <Navigate to={dashboardPathForRole(user.role)} replace />;

  function selectTab(next: AuthTab) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  }

  const items: TabItem<AuthTab>[] = [
    { value: 'login', label: t('header.login'), panel: <LoginForm onAttemptChange={setLoginInProgress} /> },
    { value: 'signup-customer', label: t('authScreen.customerSignUp'), panel: <CustomerSignupForm /> },
    {
      value: 'signup-supplier',
      label: t('authScreen.supplier'),
      panel: <SupplierSignup form={supplierForm} />,
    },
    {
      value: 'register-jobseeker',
      label: t('authScreen.jobSeeker'),
      panel: <JobSeekerSignup form={jobseekerForm} />,
    },
  ];

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <Tabs label={t('authScreen.tabs')} items={items} selected={tab} onSelect={selectTab} />
      </div>
      <section
        aria-labelledby="supplier-card-heading"
        className="self-start rounded-xl border border-leaf-200 bg-leaf-50 p-5 sm:p-6"
      >
        <h2 id="supplier-card-heading" className="text-xl font-semibold text-leaf-800">
          Become a Verified Supplier
        </h2>
        <p className="mt-2 text-stone-700">
          Sell your products in bulk to buyers across India. Membership is ₹99 for one year.
        </p>
        <Link to={paths.registerSupplier} className="btn-secondary mt-4">
          Become a Supplier
        </Link>
      </section>
    </div>
  );
}
