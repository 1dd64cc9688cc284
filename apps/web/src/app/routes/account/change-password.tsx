import { ChangePasswordForm } from '#src/features/auth/components/change-password-form';
import { AccountPage } from './account-page';

export default function ChangePasswordPage() {
  return (
    <AccountPage title="Change Password" intro="Changing your password signs you out on every other device.">
      {() => <ChangePasswordForm />}
    </AccountPage>
  );
}
