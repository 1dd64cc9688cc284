import { Link } from 'react-router';
import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';
import { certificates } from '#src/features/content/certificates';
import { Prose } from '#src/features/content/components/prose';
import { policyDocuments, policyLinks } from '#src/features/content/policies/policy';

const signedPolicies = [
  { title: 'Supplier Policy', page: paths.supplierPolicy, document: policyDocuments.supplier },
  { title: 'Job Seeker Policy', page: paths.jobSeekerPolicy, document: policyDocuments.jobSeeker },
];

export default function DocumentsPage() {
  return (
    <Page title="Documents" intro="Company documents to view and download.">
      <Prose>
        <h2>Policies to sign</h2>
        <p>
          Suppliers and job seekers download their policy, sign it and upload the signed copy when they
          register.
        </p>
        <ul>
          {signedPolicies.map(({ title, page, document }) => (
            <li key={title}>
              <a href={document.pdfUrl} download>
                {title} (PDF)
              </a>{' '}
              — <Link to={page}>read it online</Link>
            </li>
          ))}
        </ul>

        <h2>Certificates</h2>
        <p>
          Specimen copies of our certificates; the originals are available on request. You can also view each
          one on the <Link to={paths.certificates}>certificates page</Link>.
        </p>
        <ul>
          {certificates.map((certificate) => (
            <li key={certificate.id}>
              <a href={certificate.pdfUrl} download>
                {certificate.name} (PDF)
              </a>{' '}
              — {certificate.type}
            </li>
          ))}
        </ul>

        <h2>Policies</h2>
        <p>The terms that apply to using this site, orders, payments, delivery and registrations.</p>
        <ul>
          {policyLinks.map((link) => (
            <li key={link.path}>
              <Link to={link.path}>{link.title}</Link>
            </li>
          ))}
        </ul>
      </Prose>
    </Page>
  );
}
