import { MemberRegistrationDetails } from '#src/features/account/components/membership-payments';
import { useTranslation } from 'react-i18next';
import { ProfileDetails } from '#src/features/account/components/profile-details';
import { ProfileForm } from '#src/features/account/components/profile-form';
import { useAuth } from '#src/features/auth/use-auth';
import { JobProfile } from '#src/features/job-board/components/job-profile';
import { AccountPage } from './account-page';

export default function ProfilePage() {
  const { t } = useTranslation();
  const { refresh } = useAuth();
  return (
    <AccountPage title={t('account.profile')} intro={t('account.profileIntro')}>
      {(user) => (
        <div className="space-y-6">
          <ProfileDetails user={user} />
          {user.role === 'jobseeker' ? <JobProfile /> : null}
          <ProfileForm onSaved={() => void refresh()} />
          {user.role === 'supplier' || user.role === 'jobseeker' ? <MemberRegistrationDetails /> : null}
        </div>
      )}
    </AccountPage>
  );
}
