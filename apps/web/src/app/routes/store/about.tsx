import { Page } from '#src/components/layout/page';
import { company } from '#src/config/company';
import { AboutCompany } from '#src/features/content/components/about-company';

export default function AboutPage() {
  return (
    <Page
      title="About Us"
      intro={`${company.name} supplies A Grade Quality goods in bulk to buyers across India and around the world, from ${company.location} since ${company.foundedYear}.`}
    >
      <AboutCompany />
    </Page>
  );
}
