import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdfjs reads the metrics of the standard fonts from its own package: no network, no warnings.
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of each page, whitespace collapsed so that wrapped lines read as one, and the title. */
export async function extractPdfText(pdf: Buffer): Promise<{ pages: string[]; title: unknown }> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl,
    isEvalSupported: false,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      const strings = content.items.map((item) => ('str' in item ? item.str : ''));
      pages.push(strings.join(' ').replace(/\s+/g, ' '));
    }
    const { info } = await document.getMetadata();
    return { pages, title: (info as { Title?: unknown }).Title };
  } finally {
    await document.destroy();
  }
}
