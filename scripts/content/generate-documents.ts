/**
 * Makes the documents of the store's content pages, into apps/web/public:
 *
 * - for each certificate, `documents/certificates/<slug>.pdf` (one A4 landscape page) and
 *   `images/certificates/<slug>.svg` (the same page as an image, for the View dialog): a certificate frame
 *   with its name, type and the company's name, marked as a specimen copy. We do not hold the originals,
 *   so the documents carry no registration numbers or dates of issue;
 * - `documents/supplier-policy.pdf` and `documents/job-seeker-policy.pdf`: the policy text of the pages,
 *   ending with the declaration and signature block that applicants sign and upload, and beside each an
 *   `.svg` of its first page, the preview the policy page shows.
 *
 * The text comes from the web app's own modules (company, certificates, policies), so a document says
 * what its page says. Both outputs are drawn from one list of shapes per page, so the SVG matches the PDF.
 * Run it after changing any of them, and commit the files it writes:
 *
 *   npx tsx scripts/content/generate-documents.ts
 */
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import PDFDocument from 'pdfkit';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const webSource = join(root, 'apps/web/src');
const webPublic = join(root, 'apps/web/public');

// The shapes of the web modules this script reads. They are loaded at run time, by file URL: a static
// import would pull the web app's files into this project's type check, which a composite project refuses.
type Company = { name: string; legalName: string; foundedYear: number; location: string };
type Certificate = { name: string; type: string; imageUrl: string; pdfUrl: string };
type PolicyBlock = string | { readonly items: readonly string[] };
type Policy = {
  title: string;
  intro: string;
  lastUpdated: string;
  sections: readonly { heading: string; blocks: readonly PolicyBlock[] }[];
  signature?: { declaration: string; fields: readonly string[] };
};
type PolicyDocument = { pdfUrl: string; previewUrl: string; previewWidth: number; previewHeight: number };

async function loadWebModule<T>(path: string): Promise<T> {
  return (await import(pathToFileURL(join(webSource, path)).href)) as T;
}

const { company } = await loadWebModule<{ company: Company }>('config/company.ts');
const { certificates } = await loadWebModule<{ certificates: readonly Certificate[] }>(
  'features/content/certificates.ts',
);
const { policyDocuments } = await loadWebModule<{
  policyDocuments: { supplier: PolicyDocument; jobSeeker: PolicyDocument };
}>('features/content/policies/policy.ts');
const { supplierPolicy } = await loadWebModule<{ supplierPolicy: Policy }>(
  'features/content/policies/supplier-policy.ts',
);
const { jobSeekerPolicy } = await loadWebModule<{ jobSeekerPolicy: Policy }>(
  'features/content/policies/job-seeker-policy.ts',
);
// The documents' creation date, fixed so that the files stay the same from one run to the next.
const documentDate = new Date(`${supplierPolicy.lastUpdated}T00:00:00Z`);
const { formatContentDate } = await loadWebModule<{ formatContentDate: (iso: string) => string }>(
  'features/content/format-date.ts',
);

// ---------------------------------------------------------------------------------------------------
// Shapes, and their two renderers

type FontName =
  'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique' | 'Times-Roman' | 'Times-Bold' | 'Times-Italic';

type TextShape = {
  kind: 'text';
  text: string;
  /** The left edge, centre or right edge of the text, as `align` says. */
  x: number;
  /** The baseline. */
  y: number;
  font: FontName;
  size: number;
  color: string;
  align?: 'left' | 'center' | 'right';
  letterSpacing?: number;
  opacity?: number;
  /** Degrees clockwise, around (x, y). */
  rotate?: number;
};

type Shape =
  | {
      kind: 'rect';
      x: number;
      y: number;
      width: number;
      height: number;
      fill?: string;
      stroke?: string;
      lineWidth?: number;
    }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: string; lineWidth: number }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill?: string; stroke?: string; lineWidth?: number }
  | TextShape;

type Sheet = { width: number; height: number; shapes: Shape[] };

const colours = {
  cream: '#fffbf5',
  white: '#ffffff',
  ink: '#1c1917',
  muted: '#57534e',
  rule: '#d6d3d1',
  saffron100: '#ffedcc',
  saffron400: '#f9a83a',
  saffron700: '#b45309',
  saffron800: '#92400e',
  leaf700: '#166534',
  leaf800: '#14532d',
};

// A document measures text with the fonts' own metrics; it is never written anywhere.
const measurer = new PDFDocument({ autoFirstPage: false });

function textWidth(text: string, font: FontName, size: number, letterSpacing = 0): number {
  return measurer.font(font).fontSize(size).widthOfString(text, { characterSpacing: letterSpacing });
}

// The standard PDF fonts are WinAnsi-encoded: Latin-1 and these extras. Anything else (the rupee sign,
// say) would print as a wrong glyph, so it stops the script instead.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function assertPrintable(text: string): void {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    if (!latin1 && !WIN_ANSI_EXTRAS.has(char)) {
      throw new Error(`'${char}' cannot be printed with the PDF standard fonts, in: ${text}`);
    }
  }
}

function drawPdf(doc: PDFKit.PDFDocument, shapes: readonly Shape[]): void {
  for (const shape of shapes) {
    doc.save();
    switch (shape.kind) {
      case 'rect':
      case 'circle': {
        if (shape.kind === 'rect') doc.rect(shape.x, shape.y, shape.width, shape.height);
        else doc.circle(shape.cx, shape.cy, shape.r);
        doc.lineWidth(shape.lineWidth ?? 1);
        if (shape.fill && shape.stroke) doc.fillAndStroke(shape.fill, shape.stroke);
        else if (shape.fill) doc.fill(shape.fill);
        else if (shape.stroke) doc.stroke(shape.stroke);
        break;
      }
      case 'line':
        doc
          .moveTo(shape.x1, shape.y1)
          .lineTo(shape.x2, shape.y2)
          .lineWidth(shape.lineWidth)
          .stroke(shape.stroke);
        break;
      case 'text': {
        assertPrintable(shape.text);
        const width = textWidth(shape.text, shape.font, shape.size, shape.letterSpacing);
        const left =
          shape.align === 'center'
            ? shape.x - width / 2
            : shape.align === 'right'
              ? shape.x - width
              : shape.x;
        if (shape.rotate) doc.rotate(shape.rotate, { origin: [shape.x, shape.y] });
        doc
          .font(shape.font)
          .fontSize(shape.size)
          .fillColor(shape.color, shape.opacity ?? 1)
          .text(shape.text, left, shape.y, {
            lineBreak: false,
            baseline: 'alphabetic',
            characterSpacing: shape.letterSpacing ?? 0,
          });
        break;
      }
    }
    doc.restore();
  }
}

const SANS = "Helvetica, Arial, 'Liberation Sans', sans-serif";
const SERIF = "'Times New Roman', Times, 'Liberation Serif', serif";

const fontAttributes: Record<FontName, string> = {
  Helvetica: `font-family="${SANS}"`,
  'Helvetica-Bold': `font-family="${SANS}" font-weight="bold"`,
  'Helvetica-Oblique': `font-family="${SANS}" font-style="italic"`,
  'Times-Roman': `font-family="${SERIF}"`,
  'Times-Bold': `font-family="${SERIF}" font-weight="bold"`,
  'Times-Italic': `font-family="${SERIF}" font-style="italic"`,
};

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const round = (value: number) => Math.round(value * 100) / 100;

function svgShape(shape: Shape): string {
  const paint = (fill?: string, stroke?: string, lineWidth?: number) =>
    `fill="${fill ?? 'none'}"${stroke ? ` stroke="${stroke}" stroke-width="${lineWidth ?? 1}"` : ''}`;
  switch (shape.kind) {
    case 'rect':
      return `<rect x="${round(shape.x)}" y="${round(shape.y)}" width="${round(shape.width)}" height="${round(shape.height)}" ${paint(shape.fill, shape.stroke, shape.lineWidth)}/>`;
    case 'circle':
      return `<circle cx="${round(shape.cx)}" cy="${round(shape.cy)}" r="${round(shape.r)}" ${paint(shape.fill, shape.stroke, shape.lineWidth)}/>`;
    case 'line':
      return `<line x1="${round(shape.x1)}" y1="${round(shape.y1)}" x2="${round(shape.x2)}" y2="${round(shape.y2)}" stroke="${shape.stroke}" stroke-width="${shape.lineWidth}"/>`;
    case 'text': {
      const anchor =
        shape.align === 'center'
          ? ' text-anchor="middle"'
          : shape.align === 'right'
            ? ' text-anchor="end"'
            : '';
      const spacing = shape.letterSpacing ? ` letter-spacing="${shape.letterSpacing}"` : '';
      const opacity = shape.opacity !== undefined ? ` fill-opacity="${shape.opacity}"` : '';
      const rotate = shape.rotate
        ? ` transform="rotate(${shape.rotate} ${round(shape.x)} ${round(shape.y)})"`
        : '';
      return `<text x="${round(shape.x)}" y="${round(shape.y)}" ${fontAttributes[shape.font]} font-size="${shape.size}" fill="${shape.color}"${anchor}${spacing}${opacity}${rotate}>${escapeXml(shape.text)}</text>`;
    }
  }
}

/** The sheet as a standalone SVG document, `width` x `height` CSS pixels (one per PDF point). */
function svgOf(sheet: Sheet, title: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(sheet.width)}" height="${Math.round(sheet.height)}" viewBox="0 0 ${sheet.width} ${sheet.height}" role="img" aria-labelledby="title">`,
    `<title id="title">${escapeXml(title)}</title>`,
    ...sheet.shapes.map(svgShape),
    '</svg>',
    '',
  ].join('\n');
}

async function writePdf(path: string, sheets: readonly Sheet[], info: PDFKit.DocumentInfo): Promise<void> {
  const first = sheets[0];
  if (!first) throw new Error(`${path}: no pages`);
  mkdirSync(dirname(path), { recursive: true });
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    size: [first.width, first.height],
    lang: 'en-IN',
    displayTitle: true,
    info: { Author: company.legalName, Creator: company.name, CreationDate: documentDate, ...info },
  });
  const finished = new Promise<void>((resolve, reject) => {
    const out = createWriteStream(path);
    out.on('finish', resolve).on('error', reject);
    doc.pipe(out);
  });
  for (const sheet of sheets) {
    doc.addPage({ size: [sheet.width, sheet.height], margin: 0 });
    drawPdf(doc, sheet.shapes);
  }
  doc.end();
  await finished;
  console.log(`wrote ${relative(root, path)} (${sheets.length} page${sheets.length === 1 ? '' : 's'})`);
}

function writeSvg(path: string, sheet: Sheet, title: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, svgOf(sheet, title));
  console.log(`wrote ${relative(root, path)}`);
}

const publicPath = (url: string) => join(webPublic, url);

// ---------------------------------------------------------------------------------------------------
// Certificates: an A4 landscape frame

const A4_LONG = 841.89;
const A4_SHORT = 595.28;

/** The largest size, up to `size`, at which `text` fits in `width`. */
function fitSize(text: string, font: FontName, size: number, width: number): number {
  let fitted = size;
  while (fitted > 12 && textWidth(text, font, fitted) > width) fitted -= 0.5;
  return fitted;
}

function certificateSheet(certificate: Certificate): Sheet {
  const width = A4_LONG;
  const height = A4_SHORT;
  const centre = width / 2;
  const initials = company.name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
  const text = (t: Omit<TextShape, 'kind' | 'x' | 'align'>): TextShape => ({
    kind: 'text',
    x: centre,
    align: 'center',
    ...t,
  });
  const corners: [number, number][] = [
    [28, 28],
    [width - 28, 28],
    [28, height - 28],
    [width - 28, height - 28],
  ];
  const seal = { cx: centre, cy: 448 };

  return {
    width,
    height,
    shapes: [
      { kind: 'rect', x: 0, y: 0, width, height, fill: colours.cream },
      {
        kind: 'rect',
        x: 16,
        y: 16,
        width: width - 32,
        height: height - 32,
        stroke: colours.saffron700,
        lineWidth: 5,
      },
      {
        kind: 'rect',
        x: 28,
        y: 28,
        width: width - 56,
        height: height - 56,
        stroke: colours.leaf700,
        lineWidth: 1.5,
      },
      {
        kind: 'rect',
        x: 34,
        y: 34,
        width: width - 68,
        height: height - 68,
        stroke: colours.saffron400,
        lineWidth: 0.75,
      },
      ...corners.flatMap(([cx, cy]): Shape[] => [
        { kind: 'circle', cx, cy, r: 7, fill: colours.saffron700 },
        { kind: 'circle', cx, cy, r: 2.5, fill: colours.cream },
      ]),
      text({
        text: 'SPECIMEN',
        y: height / 2 + 40,
        font: 'Helvetica-Bold',
        size: 110,
        color: colours.saffron700,
        opacity: 0.07,
        rotate: -18,
      }),
      text({
        text: company.legalName.toUpperCase(),
        y: 80,
        font: 'Helvetica-Bold',
        size: 12,
        color: colours.leaf800,
        letterSpacing: 2,
      }),
      text({ text: company.location, y: 98, font: 'Helvetica', size: 10, color: colours.muted }),
      text({
        text: 'CERTIFICATE',
        y: 152,
        font: 'Times-Bold',
        size: 40,
        color: colours.leaf800,
        letterSpacing: 8,
      }),
      text({
        text: certificate.type.toUpperCase(),
        y: 178,
        font: 'Helvetica-Bold',
        size: 11,
        color: colours.saffron800,
        letterSpacing: 2.5,
      }),
      {
        kind: 'line',
        x1: centre - 130,
        y1: 195,
        x2: centre - 10,
        y2: 195,
        stroke: colours.saffron400,
        lineWidth: 1,
      },
      {
        kind: 'line',
        x1: centre + 10,
        y1: 195,
        x2: centre + 130,
        y2: 195,
        stroke: colours.saffron400,
        lineWidth: 1,
      },
      { kind: 'circle', cx: centre, cy: 195, r: 3.5, fill: colours.saffron700 },
      text({ text: 'Specimen copy of the', y: 236, font: 'Times-Italic', size: 15, color: colours.muted }),
      text({
        text: certificate.name,
        y: 276,
        font: 'Times-Bold',
        size: fitSize(certificate.name, 'Times-Bold', 32, 660),
        color: colours.ink,
      }),
      text({ text: 'held by', y: 312, font: 'Times-Italic', size: 15, color: colours.muted }),
      text({ text: company.legalName, y: 346, font: 'Times-Bold', size: 24, color: colours.leaf800 }),
      text({
        text: `Founded ${company.foundedYear}, ${company.location}`,
        y: 370,
        font: 'Times-Roman',
        size: 13,
        color: colours.muted,
      }),
      {
        kind: 'circle',
        cx: seal.cx,
        cy: seal.cy,
        r: 34,
        fill: colours.saffron100,
        stroke: colours.saffron700,
        lineWidth: 2,
      },
      { kind: 'circle', cx: seal.cx, cy: seal.cy, r: 28, stroke: colours.saffron700, lineWidth: 0.75 },
      text({ text: initials, y: seal.cy + 3, font: 'Times-Bold', size: 20, color: colours.saffron800 }),
      text({
        text: 'SPECIMEN',
        y: seal.cy + 15,
        font: 'Helvetica-Bold',
        size: 6,
        color: colours.saffron800,
        letterSpacing: 1.2,
      }),
      { kind: 'rect', x: centre - 235, y: 498, width: 470, height: 30, fill: colours.saffron700 },
      text({
        text: 'Specimen copy — the original is available on request',
        y: 517.5,
        font: 'Helvetica-Bold',
        size: 12.5,
        color: colours.white,
      }),
      text({
        text: 'The registration number, date of issue and issuing authority are shown on the original.',
        y: 546,
        font: 'Helvetica',
        size: 8.5,
        color: colours.muted,
      }),
    ],
  };
}

// ---------------------------------------------------------------------------------------------------
// Signed policies: A4 portrait pages of flowing text

const PAGE_WIDTH = A4_SHORT;
const PAGE_HEIGHT = A4_LONG;
const MARGIN_X = 56;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
/** The lowest baseline of body text; the footer sits below it. */
const CONTENT_BOTTOM = PAGE_HEIGHT - 70;

const body = { font: 'Helvetica', size: 10, leading: 14.5 } as const;
const heading = { font: 'Helvetica-Bold', size: 12, before: 22 } as const;

/** Breaks `text` into lines no wider than `width`, at spaces. */
function wrap(text: string, font: FontName, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays `policy` out on pages, with a running header and a numbered footer. */
function policySheets(policy: Policy): Sheet[] {
  const pages: Shape[][] = [];
  let shapes: Shape[] = [];
  /** The baseline of the last line drawn. */
  let y = 0;

  const newPage = () => {
    shapes = [{ kind: 'rect', x: 0, y: 0, width: PAGE_WIDTH, height: PAGE_HEIGHT, fill: colours.white }];
    pages.push(shapes);
    if (pages.length === 1) {
      shapes.push(
        { kind: 'rect', x: 0, y: 0, width: PAGE_WIDTH, height: 8, fill: colours.saffron700 },
        {
          kind: 'text',
          text: company.legalName,
          x: MARGIN_X,
          y: 50,
          font: 'Helvetica-Bold',
          size: 11,
          color: colours.leaf800,
        },
        {
          kind: 'text',
          text: company.location,
          x: MARGIN_X,
          y: 64,
          font: 'Helvetica',
          size: 9,
          color: colours.muted,
        },
        {
          kind: 'line',
          x1: MARGIN_X,
          y1: 76,
          x2: PAGE_WIDTH - MARGIN_X,
          y2: 76,
          stroke: colours.saffron400,
          lineWidth: 1,
        },
        {
          kind: 'text',
          text: policy.title,
          x: MARGIN_X,
          y: 110,
          font: 'Helvetica-Bold',
          size: 22,
          color: colours.leaf800,
        },
        {
          kind: 'text',
          text: `Last updated: ${formatContentDate(policy.lastUpdated)}`,
          x: MARGIN_X,
          y: 128,
          font: 'Helvetica',
          size: 9,
          color: colours.muted,
        },
      );
      y = 134;
    } else {
      shapes.push(
        {
          kind: 'text',
          text: company.legalName,
          x: MARGIN_X,
          y: 40,
          font: 'Helvetica-Bold',
          size: 8.5,
          color: colours.leaf800,
        },
        {
          kind: 'text',
          text: policy.title,
          x: PAGE_WIDTH - MARGIN_X,
          y: 40,
          font: 'Helvetica',
          size: 8.5,
          color: colours.muted,
          align: 'right',
        },
        {
          kind: 'line',
          x1: MARGIN_X,
          y1: 48,
          x2: PAGE_WIDTH - MARGIN_X,
          y2: 48,
          stroke: colours.rule,
          lineWidth: 0.75,
        },
      );
      y = 60;
    }
  };

  /** Starts a new page unless `height` more points fit on this one. */
  const ensure = (height: number) => {
    if (y + height > CONTENT_BOTTOM) newPage();
  };

  const paragraph = (text: string, options: { x?: number; width?: number; font?: FontName } = {}) => {
    const x = options.x ?? MARGIN_X;
    const font = options.font ?? body.font;
    const lines = wrap(text, font, body.size, options.width ?? CONTENT_WIDTH);
    lines.forEach((line, index) => {
      // A paragraph's first two lines stay together.
      ensure(index === 0 ? body.leading * Math.min(2, lines.length) : body.leading);
      y += body.leading;
      shapes.push({ kind: 'text', text: line, x, y, font, size: body.size, color: colours.ink });
    });
  };

  const sectionHeading = (text: string) => {
    // A heading moves to the next page with the first two lines of its section.
    ensure(heading.before + 4 + 2 * body.leading);
    y += heading.before;
    shapes.push({
      kind: 'text',
      text,
      x: MARGIN_X,
      y,
      font: heading.font,
      size: heading.size,
      color: colours.leaf800,
    });
    y += 3;
  };

  newPage();
  paragraph(policy.intro, { font: 'Helvetica-Oblique' });

  for (const section of policy.sections) {
    sectionHeading(section.heading);
    for (const block of section.blocks) {
      if (typeof block === 'string') {
        paragraph(block);
      } else {
        for (const item of block.items) {
          ensure(body.leading);
          shapes.push({
            kind: 'text',
            text: '•',
            x: MARGIN_X + 4,
            y: y + body.leading,
            font: body.font,
            size: body.size,
            color: colours.saffron700,
          });
          paragraph(item, { x: MARGIN_X + 16, width: CONTENT_WIDTH - 16 });
          y += 2;
        }
      }
      y += 6;
    }
  }

  if (policy.signature) {
    const { declaration, fields } = policy.signature;
    const fieldHeight = 34;
    const declarationLines = wrap(declaration, body.font, body.size, CONTENT_WIDTH - 24).length;
    // The declaration and its blanks are one block, never split across pages.
    ensure(heading.before + 12 + declarationLines * body.leading + 24 + fields.length * fieldHeight);
    y += heading.before;
    const boxTop = y - 14;
    shapes.push({
      kind: 'text',
      text: 'Declaration',
      x: MARGIN_X + 12,
      y: y + 4,
      font: heading.font,
      size: heading.size,
      color: colours.leaf800,
    });
    y += 7;
    paragraph(declaration, { x: MARGIN_X + 12, width: CONTENT_WIDTH - 24 });
    y += 10;
    for (const field of fields) {
      y += fieldHeight;
      shapes.push(
        {
          kind: 'text',
          text: field,
          x: MARGIN_X + 12,
          y,
          font: 'Helvetica-Bold',
          size: body.size,
          color: colours.ink,
        },
        {
          kind: 'line',
          x1: MARGIN_X + 110,
          y1: y + 2,
          x2: PAGE_WIDTH - MARGIN_X - 12,
          y2: y + 2,
          stroke: colours.muted,
          lineWidth: 0.75,
        },
      );
    }
    y += 18;
    shapes.push({
      kind: 'rect',
      x: MARGIN_X,
      y: boxTop,
      width: CONTENT_WIDTH,
      height: y - boxTop,
      stroke: colours.saffron400,
      lineWidth: 1,
    });
  }

  return pages.map((pageShapes, index) => ({
    width: PAGE_WIDTH,
    height: PAGE_HEIGHT,
    shapes: [
      ...pageShapes,
      {
        kind: 'line',
        x1: MARGIN_X,
        y1: PAGE_HEIGHT - 48,
        x2: PAGE_WIDTH - MARGIN_X,
        y2: PAGE_HEIGHT - 48,
        stroke: colours.rule,
        lineWidth: 0.75,
      },
      {
        kind: 'text',
        text: `${company.legalName}, ${company.location}`,
        x: MARGIN_X,
        y: PAGE_HEIGHT - 34,
        font: 'Helvetica',
        size: 8,
        color: colours.muted,
      },
      {
        kind: 'text',
        text: `Page ${index + 1} of ${pages.length}`,
        x: PAGE_WIDTH - MARGIN_X,
        y: PAGE_HEIGHT - 34,
        font: 'Helvetica',
        size: 8,
        color: colours.muted,
        align: 'right',
      },
    ],
  }));
}

/** The preview: the first page, with a hairline edge so it reads as a sheet of paper on the site. */
function previewSheet(sheets: readonly Sheet[]): Sheet {
  const [first] = sheets;
  if (!first) throw new Error('A policy document has no pages.');
  return {
    ...first,
    shapes: [
      ...first.shapes,
      {
        kind: 'rect',
        x: 0.5,
        y: 0.5,
        width: first.width - 1,
        height: first.height - 1,
        stroke: colours.rule,
        lineWidth: 1,
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------------

for (const certificate of certificates) {
  const sheet = certificateSheet(certificate);
  const title = `${certificate.name} (${certificate.type}), ${company.legalName}: specimen copy`;
  writeSvg(publicPath(certificate.imageUrl), sheet, title);
  await writePdf(publicPath(certificate.pdfUrl), [sheet], {
    Title: `${certificate.name}: specimen copy`,
    Subject: `${certificate.type}. Specimen copy; the original is available on request.`,
  });
}

for (const [policy, document] of [
  [supplierPolicy, policyDocuments.supplier],
  [jobSeekerPolicy, policyDocuments.jobSeeker],
] as const) {
  const sheets = policySheets(policy);
  await writePdf(publicPath(document.pdfUrl), sheets, {
    Title: `${policy.title}, ${company.legalName}`,
    Subject: policy.intro,
  });
  writeSvg(publicPath(document.previewUrl), previewSheet(sheets), `${policy.title}, first page`);
}
