import { Page } from '#src/components/layout/page';

export default function LoginPage() {
  return <Page title="Login" intro="Sign in to your account or create a new one." />;
}
