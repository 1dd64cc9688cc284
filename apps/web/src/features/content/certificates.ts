/** A company certificate as the certificates page shows it: the specification's fields and a PDF. */
export type Certificate = {
  readonly id: number;
  readonly name: string;
  readonly type: string;
  /** File name of its documents, without extension. */
  readonly slug: string;
  /** The document as an image (SVG), for the View dialog. */
  readonly imageUrl: string;
  readonly pdfUrl: string;
};

/** Size of the certificate images in CSS pixels: an A4 page, landscape, at 72 dpi. */
export const CERTIFICATE_IMAGE_WIDTH = 842;
export const CERTIFICATE_IMAGE_HEIGHT = 595;

// The nine certificates of the company's reference data. Their documents are specimen copies made by
// scripts/content/generate-documents.ts: we do not hold scans of the originals, so they carry no numbers.
const certificateList: readonly Omit<Certificate, 'imageUrl' | 'pdfUrl'>[] = [
  {
    id: 1,
    name: 'Certificate of Incorporation',
    type: 'Government Registration',
    slug: 'certificate-of-incorporation',
  },
  { id: 2, name: 'Importer-Exporter Code (IEC)', type: 'Trade License', slug: 'importer-exporter-code' },
  {
    id: 3,
    name: 'GMP Certificate of Compliance',
    type: 'Quality Certification',
    slug: 'gmp-certificate-of-compliance',
  },
  {
    id: 4,
    name: 'HACCP Certificate of Compliance',
    type: 'Food Safety',
    slug: 'haccp-certificate-of-compliance',
  },
  {
    id: 5,
    name: 'ISO 22000:2018 Certificate',
    type: 'Food Safety Management',
    slug: 'iso-22000-2018-certificate',
  },
  {
    id: 6,
    name: 'Organic Certificate of Compliance',
    type: 'Organic Certification',
    slug: 'organic-certificate-of-compliance',
  },
  {
    id: 7,
    name: 'UDYAM Registration Certificate',
    type: 'MSME Registration',
    slug: 'udyam-registration-certificate',
  },
  {
    id: 8,
    name: 'FSSAI Registration Certificate',
    type: 'Food License',
    slug: 'fssai-registration-certificate',
  },
  {
    id: 9,
    name: 'Trademark Registration Certificate',
    type: 'Intellectual Property',
    slug: 'trademark-registration-certificate',
  },
];

export const certificates: readonly Certificate[] = certificateList.map((certificate) => ({
  ...certificate,
  imageUrl: `/images/certificates/${certificate.slug}.svg`,
  pdfUrl: `/documents/certificates/${certificate.slug}.pdf`,
}));
