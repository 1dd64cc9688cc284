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
  return (
    <section aria-labelledby="policy-document" className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="policy-document" className="text-lg font-semibold text-leaf-800">
        Policy document
      </h2>
      <figure className="mt-3">
        <img
          src={document.previewUrl}
          width={document.previewWidth}
          height={document.previewHeight}
          alt={`First page of the ${title} document`}
          decoding="async"
          className="mx-auto h-auto w-full max-w-60 rounded border border-stone-200 shadow-sm lg:max-w-none"
        />
        <figcaption className="mt-3 text-sm text-stone-700">
          Download the PDF, print it, and fill in and sign the declaration on its last page. Upload the signed
          copy as a PDF, JPEG or PNG file when you register.
        </figcaption>
      </figure>
      <div className="mt-4 grid gap-3">
        <a href={document.pdfUrl} download className="btn-primary">
          <span>
            Download <span className="sr-only">the {title}</span> (PDF)
          </span>
        </a>
        <Link to={registration.to} className="btn-secondary">
          {registration.label}
        </Link>
      </div>
    </section>
  );
}
