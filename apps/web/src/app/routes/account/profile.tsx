import { ProfileDetails } from '#src/features/account/components/profile-details';
import { AccountPage } from './account-page';

export default function ProfilePage() {
  return (
    <AccountPage title="Profile" intro="Your account details.">
      {(user) => <ProfileDetails user={user} />}
    </AccountPage>
  );
}
