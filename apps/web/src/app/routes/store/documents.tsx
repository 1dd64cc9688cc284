import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';
import { certificates } from '#src/features/content/certificates';
import { Prose } from '#src/features/content/components/prose';
import { policyDocuments, policyLinks } from '#src/features/content/policies/policy';

const signedPolicies = [
  { title: 'policies.supplierPolicy', page: paths.supplierPolicy, document: policyDocuments.supplier },
  { title: 'policies.jobSeekerPolicy', page: paths.jobSeekerPolicy, document: policyDocuments.jobSeeker },
] as const;

export default function DocumentsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('documents.title')} intro={t('documents.intro')}>
      <Prose>
        <h2>{t('documents.toSign')}</h2>
        <p>{t('documents.toSignText')}</p>
        <ul>
          {signedPolicies.map(({ title, page, document }) => (
            <li key={title}>
              <a href={document.pdfUrl} download>
                {t('documents.pdf', { name: t(title) })}
              </a>{' '}
              — <Link to={page}>{t('documents.readOnline')}</Link>
            </li>
          ))}
        </ul>

        <h2>{t('nav.certificates')}</h2>
        <p>
          <Trans
            i18nKey="documents.certificatesText"
            components={{ certificates: <Link to={paths.certificates} /> }}
          />
        </p>
        <ul>
          {certificates.map((certificate) => (
            <li key={certificate.id}>
              <a href={certificate.pdfUrl} download>
                {t('documents.pdf', { name: certificate.name })}
              </a>{' '}
              — {certificate.type}
            </li>
          ))}
        </ul>

        <h2>{t('documents.policies')}</h2>
        <p>{t('documents.policiesText')}</p>
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
