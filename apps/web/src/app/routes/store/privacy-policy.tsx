import { Page } from '#src/components/layout/page';

export default function PrivacyPolicyPage() {
  return <Page title="Privacy Policy" intro="How we collect, use and protect your personal information." />;
}
