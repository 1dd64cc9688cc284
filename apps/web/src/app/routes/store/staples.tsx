import { Page } from '#src/components/layout/page';

export default function StaplesPage() {
  return (
    <Page title="Staples" intro="Indian rice, pulses and spices for bulk buyers, grouped by category." />
  );
}
