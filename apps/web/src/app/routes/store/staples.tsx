import { useTranslation } from 'react-i18next';
import { Page } from '#src/components/layout/page';
import { StaplesCatalogue } from '#src/features/catalogue/components/staples-catalogue';

export default function StaplesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.staples')} intro={t('pages.staplesIntro')}>
      <StaplesCatalogue />
    </Page>
  );
}
