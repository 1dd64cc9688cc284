import { useTranslation } from 'react-i18next';
import { Page } from '#src/components/layout/page';
import { company } from '#src/config/company';
import { AboutCompany } from '#src/features/content/components/about-company';

export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('nav.aboutUs')}
      intro={t('pages.aboutIntro', {
        company: company.name,
        location: company.location,
        year: company.foundedYear,
      })}
    >
      <AboutCompany />
    </Page>
  );
}
