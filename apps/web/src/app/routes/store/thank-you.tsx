import { Page } from '#src/components/layout/page';

export default function ThankYouPage() {
  return <Page title="Thank You" intro="We have received your request." />;
}
