import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PolicyDocument } from '../policies/policy';

type PolicyDocumentCardProps = {
  /** The policy's title, as in 'Supplier Policy'. */
  title: string;
  document: PolicyDocument;
  /** Where applicants upload the signed document. */
  registration: { to: string; label: string };
};

/** A signed policy's document: its first page as an image, the PDF to download and the way to register. */
export function PolicyDocumentCard({ title, document, registration }: PolicyDocumentCardProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="policy-document" className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="policy-document" className="text-lg font-semibold text-leaf-800">
        {t('policy.document')}
      </h2>
      <figure className="mt-3">
        <img
          src={document.previewUrl}
          width={document.previewWidth}
          height={document.previewHeight}
          alt={t('policy.firstPage', { title })}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-60 rounded border border-stone-200 shadow-sm lg:max-w-none"
        />
        <figcaption className="mt-3 text-sm text-stone-700">{t('policy.signInstructions')}</figcaption>
      </figure>
      <div className="mt-4 grid gap-3">
        <a href={document.pdfUrl} download className="btn-primary">
          <span>
            {t('policy.download')} <span className="sr-only">{t('policy.downloadWhat', { title })}</span>{' '}
            {t('policy.pdf')}
          </span>
        </a>
        <Link to={registration.to} className="btn-secondary">
          {registration.label}
        </Link>
      </div>
    </section>
  );
}
