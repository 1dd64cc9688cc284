import { dashboardPathForRole } from '@bulk/domain/auth';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '#src/config/paths';
import { parseAuthTab, type AuthTab } from '../auth-paths';
import { useAuth } from '../use-auth';
import { CustomerSignupForm } from './customer-signup-form';
import { LoginForm } from './login-form';
import { Tabs, type TabItem } from './tabs';

function SupplierSignup() {
  return (
    <section aria-labelledby="supplier-signup-heading" className="space-y-3">
      <h2 id="supplier-signup-heading" className="text-xl font-semibold text-leaf-800">
        Register as a supplier
      </h2>
      <p className="text-stone-700">
        Suppliers join with a one-year membership of ₹99, paid online with the registration form. We verify
        your business documents, and once your account is approved you can list your products.
      </p>
      <p className="flex flex-wrap items-center gap-4">
        <Link to={paths.registerSupplier} className="btn-primary">
          Register as a Supplier
        </Link>
        <Link to={paths.supplierPolicy} className="font-medium text-saffron-800 underline">
          Read the Supplier Policy
        </Link>
      </p>
    </section>
  );
}

function JobSeekerSignup() {
  return (
    <section aria-labelledby="jobseeker-signup-heading" className="space-y-3">
      <h2 id="jobseeker-signup-heading" className="text-xl font-semibold text-leaf-800">
        Register as a job seeker
      </h2>
      <p className="text-stone-700">
        Job seekers register once for ₹49, paid online, with a resume, an ID proof and the signed Job Seeker
        Policy. Your profile is verified and activated within 24-48 hours.
      </p>
      <p className="flex flex-wrap items-center gap-4">
        <Link to={paths.registerJob} className="btn-primary">
          Register as a Job Seeker
        </Link>
        <Link to={paths.jobSeekerPolicy} className="font-medium text-saffron-800 underline">
          Read the Job Seeker Policy
        </Link>
      </p>
    </section>
  );
}

/**
 * The body of /login: the four tabs chosen by `?tab=`, and the supplier card. A signed-in visitor is sent
 * to their dashboard at once, except while their own login on this page is redirecting them.
 */
export function AuthScreen() {
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
    { value: 'login', label: 'Login', panel: <LoginForm onAttemptChange={setLoginInProgress} /> },
    { value: 'signup-customer', label: 'Customer Sign Up', panel: <CustomerSignupForm /> },
    { value: 'signup-supplier', label: 'Supplier', panel: <SupplierSignup /> },
    { value: 'register-jobseeker', label: 'Job Seeker', panel: <JobSeekerSignup /> },
  ];

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <Tabs label="Login or sign up" items={items} selected={tab} onSelect={selectTab} />
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
