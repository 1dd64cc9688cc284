import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** Rendered pages kept at once; every catalogue page and filter a shopper uses, bounded against abuse. */
const MAX_PAGES = 500;

type Encoding = 'br' | 'gzip';

/** A page ready to send: its status and its HTML, compressed once for each encoding asked for. */
export class ServedPage {
  private readonly compressed = new Map<Encoding, Buffer>();

  constructor(
    readonly status: number,
    readonly html: string,
  ) {}

  /** The body in the best encoding `acceptEncoding` allows: brotli, gzip, or none. */
  body(acceptEncoding: string | undefined): { encoding?: Encoding; body: Buffer | string } {
    const encoding = /\bbr\b/.test(acceptEncoding ?? '')
      ? 'br'
      : /\bgzip\b/.test(acceptEncoding ?? '')
        ? 'gzip'
        : undefined;
    if (!encoding) return { body: this.html };
    let body = this.compressed.get(encoding);
    if (!body) {
      // A middle quality: a few milliseconds for the largest page, once per page and encoding.
      body =
        encoding === 'br'
          ? brotliCompressSync(this.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } })
          : gzipSync(this.html, { level: 6 });
      this.compressed.set(encoding, body);
    }
    return { encoding, body };
  }
}

/**
 * Pages the server rendered, by URL, for as long as the catalogue they were made from is unchanged. A page
 * asked for again while it renders waits for that render rather than starting another. A page left to the
 * browser (null) or a failed render is not kept: the next request tries again.
 */
export class RenderedPages {
  private readonly pages = new Map<string, Promise<ServedPage | null>>();
  private generation = -1;

  get(url: string, generation: number, render: () => Promise<ServedPage | null>): Promise<ServedPage | null> {
    if (generation !== this.generation) {
      this.pages.clear();
      this.generation = generation;
    }
    let page = this.pages.get(url);
    if (page) {
      // Re-inserted to keep the map in least-recently-used order.
      this.pages.delete(url);
    } else {
      page = render();
      const forget = () => {
        if (this.pages.get(url) === page) this.pages.delete(url);
      };
      void page.then((rendered) => rendered ?? forget(), forget);
      if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    }
    this.pages.set(url, page);
    return page;
  }
}
