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

/** The supplier and job seeker tabs: a heading, a line on the membership with its policy, then the form. */
const memberSignups = {
  supplier: {
    headingId: 'supplier-signup-heading',
    heading: 'authScreen.supplierHeading',
    text: 'authScreen.supplierText',
    policy: paths.supplierPolicy,
    readPolicy: 'authScreen.readSupplierPolicy',
  },
  jobseeker: {
    headingId: 'jobseeker-signup-heading',
    heading: 'authScreen.jobSeekerHeading',
    text: 'authScreen.jobSeekerText',
    policy: paths.jobSeekerPolicy,
    readPolicy: 'authScreen.readJobSeekerPolicy',
  },
} as const;

function MemberSignup({ kind, form }: { kind: keyof typeof memberSignups; form: ReactNode }) {
  const { t } = useTranslation();
  const signup = memberSignups[kind];
  return (
    <section aria-labelledby={signup.headingId} className="space-y-3">
      <h2 id={signup.headingId} className="text-xl font-semibold text-leaf-800">
        {t(signup.heading)}
      </h2>
      <p className="text-stone-700">
        {t(signup.text)}{' '}
        <Link to={signup.policy} className="font-medium text-saffron-800 underline">
          {t(signup.readPolicy)}
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
      panel: <MemberSignup kind="supplier" form={supplierForm} />,
    },
    {
      value: 'register-jobseeker',
      label: t('authScreen.jobSeeker'),
      panel: <MemberSignup kind="jobseeker" form={jobseekerForm} />,
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
