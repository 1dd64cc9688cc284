import { useTranslation } from 'react-i18next';
import { useRef, useState } from 'react';
import { CERTIFICATE_IMAGE_HEIGHT, CERTIFICATE_IMAGE_WIDTH, type Certificate } from '../certificates';
import { CertificateDialog } from './certificate-dialog';

type CertificateGalleryProps = {
  certificates: readonly Certificate[];
};

/** One card per certificate, each with View (the document in a dialog) and Download (its PDF). */
export function CertificateGallery({ certificates }: CertificateGalleryProps) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<Certificate | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  const closeDialog = () => {
    setViewing(null);
    opener.current?.focus();
  };

  return (
    <>
      <ul aria-label={t('nav.certificates')} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {certificates.map((certificate) => (
          <li
            key={certificate.id}
            className="flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm"
          >
            <img
              src={certificate.imageUrl}
              width={CERTIFICATE_IMAGE_WIDTH}
              height={CERTIFICATE_IMAGE_HEIGHT}
              alt=""
              loading="lazy"
              decoding="async"
              className="h-auto w-full border-b border-stone-200"
            />
            <div className="flex flex-1 flex-col p-4">
              <h2 className="text-lg leading-snug font-semibold text-leaf-800">{certificate.name}</h2>
              <p className="mt-1 text-sm text-stone-700">{certificate.type}</p>
              <div className="mt-auto flex flex-wrap gap-3 pt-4">
                <button
                  type="button"
                  className="btn-secondary flex-1"
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setViewing(certificate);
                  }}
                >
                  <span>
                    View <span className="sr-only">{certificate.name}</span>
                  </span>
                </button>
                <a href={certificate.pdfUrl} download className="btn-primary flex-1">
                  <span>
                    Download <span className="sr-only">{certificate.name} (PDF)</span>
                  </span>
                </a>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {viewing ? <CertificateDialog key={viewing.id} certificate={viewing} onClose={closeDialog} /> : null}
    </>
  );
}
