import { useParams } from 'react-router';
import { Page } from '#src/components/layout/page';
import { ResetPasswordForm } from '#src/features/auth/components/reset-password-form';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  return (
    <Page title="Reset Password" intro="Choose a new password for your account.">
      <ResetPasswordForm key={token} token={token} />
    </Page>
  );
}
