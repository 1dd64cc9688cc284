import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';
import { certificates } from '#src/features/content/certificates';
import { CertificateGallery } from '#src/features/content/components/certificate-gallery';

export default function CertificatesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.certificates')} intro={t('pages.certificatesIntro')}>
      <CertificateGallery certificates={certificates} />
      <p className="mt-8 max-w-3xl text-stone-700">
        <Trans
          i18nKey="pages.certificatesNote"
          components={{
            contact: (
              <Link
                to={paths.contact}
                className="font-medium text-saffron-800 underline underline-offset-2"
              />
            ),
          }}
        />
      </p>
    </Page>
  );
}
