import { Page } from '#src/components/layout/page';
import { ForgotPasswordForm } from '#src/features/auth/components/forgot-password-form';

export default function ForgotPasswordPage() {
  return (
    <Page
      title="Forgot Password"
      intro="Enter the email address of your account and we will send you a link to reset your password."
    >
      <ForgotPasswordForm />
    </Page>
  );
}
