import { JobseekerRegistrationForm } from '#src/features/memberships/components/jobseeker-registration-form';
import { SupplierRegistrationForm } from '#src/features/memberships/components/supplier-registration-form';
import { useMembershipSignup } from './use-membership-signup';

/** The supplier form with its payment: on /register-supplier and the login page's supplier tab. */
export function SupplierSignup() {
  const signup = useMembershipSignup('supplier');
  return <SupplierRegistrationForm onSubmit={signup.submit} processing={signup.processing} />;
}

/** The job seeker form with its payment: on /register-job and the login page's job seeker tab. */
export function JobseekerSignup() {
  const signup = useMembershipSignup('jobseeker');
  return <JobseekerRegistrationForm onSubmit={signup.submit} processing={signup.processing} />;
}
