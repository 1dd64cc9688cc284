import { Page } from '#src/components/layout/page';
import { AuthScreen } from '#src/features/auth/components/auth-screen';

export default function LoginPage() {
  return (
    <Page title="Login" intro="Sign in to your account or create a new one.">
      <AuthScreen />
    </Page>
  );
}
