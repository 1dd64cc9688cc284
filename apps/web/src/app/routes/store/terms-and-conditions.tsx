import { Page } from '#src/components/layout/page';

export default function TermsAndConditionsPage() {
  return (
    <Page title="Terms & Conditions" intro="The terms that apply when you use this site and place orders." />
  );
}
