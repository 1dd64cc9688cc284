import { Page } from '#src/components/layout/page';

export default function CertificatesPage() {
  return (
    <Page title="Certificates" intro="The registrations and quality certifications our company holds." />
  );
}
