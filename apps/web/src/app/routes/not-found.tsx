import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')} intro={t('notFound.intro')}>
      <Link to={paths.home} className="btn-primary">
        {t('notFound.backHome')}
      </Link>
    </Page>
  );
}
