import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { CloseIcon } from '#src/components/layout/icons';
import { company } from '#src/config/company';
import { CERTIFICATE_IMAGE_HEIGHT, CERTIFICATE_IMAGE_WIDTH, type Certificate } from '../certificates';

type CertificateDialogProps = {
  certificate: Certificate;
  /** Called once the dialog has closed, by its button, Escape or a click outside it. */
  onClose: () => void;
};

/**
 * The certificate's document in a modal dialog: the native `<dialog>`, which makes the rest of the page
 * inert and keeps focus inside. It opens when mounted; the caller unmounts it in `onClose` and returns
 * focus to the button that opened it.
 */
export function CertificateDialog({ certificate, onClose }: CertificateDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const close = () => dialog.current?.close();

  // Escape is handled here rather than left to the browser's cancel, so it closes the same way
  // everywhere (the browser then fires 'close', which calls onClose).
  const closeOnEscape = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  // A click on the backdrop lands on the dialog element itself; clicks on its content land on children.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={closeOnEscape}
      onClick={closeOnBackdrop}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(56rem,calc(100vw-2rem))] overflow-y-auto rounded-lg bg-cream p-0 text-ink shadow-2xl backdrop:bg-ink/70"
    >
      <div className="p-4 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-bold text-leaf-800 sm:text-2xl">
              {certificate.name}
            </h2>
            <p className="mt-1 text-sm text-stone-700">{certificate.type}</p>
          </div>
          <button
            type="button"
            onClick={close}
            aria-label={t('common.close')}
            className="-m-1 shrink-0 rounded-md p-2 text-stone-700 hover:bg-saffron-100"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <img
          src={certificate.imageUrl}
          width={CERTIFICATE_IMAGE_WIDTH}
          height={CERTIFICATE_IMAGE_HEIGHT}
          alt={t('certificates.specimenAlt', { name: certificate.name, company: company.legalName })}
          className="mt-4 h-auto w-full rounded border border-stone-200 bg-white"
        />
        <p className="mt-3 text-sm text-stone-700">{t('certificates.specimen')}</p>
        <a href={certificate.pdfUrl} download className="btn-primary mt-4">
          <span>
            Download <span className="sr-only">the {certificate.name}</span> (PDF)
          </span>
        </a>
      </div>
    </dialog>
  );
}
