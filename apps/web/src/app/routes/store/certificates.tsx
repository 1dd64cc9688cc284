import { Link } from 'react-router';
import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';
import { certificates } from '#src/features/content/certificates';
import { CertificateGallery } from '#src/features/content/components/certificate-gallery';

export default function CertificatesPage() {
  return (
    <Page title="Certificates" intro="The registrations and quality certifications our company holds.">
      <CertificateGallery certificates={certificates} />
      <p className="mt-8 max-w-3xl text-stone-700">
        The documents shown here are specimen copies. The originals, with their registration numbers and dates
        of issue, are available on request: raise a ticket on our{' '}
        <Link to={paths.contact} className="font-medium text-saffron-800 underline underline-offset-2">
          Contact page
        </Link>
        .
      </p>
    </Page>
  );
}
