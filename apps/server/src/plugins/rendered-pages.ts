import type { RenderedPage } from '@bulk/domain/page-render';

/** Rendered pages kept at once; every catalogue page and filter a shopper uses, bounded against abuse. */
const MAX_PAGES = 500;

/**
 * Pages the server rendered, by URL, for as long as the catalogue they were made from is unchanged. A page
 * asked for again while it renders waits for that render rather than starting another; a failed render is
 * not kept.
 */
export class RenderedPages {
  private readonly pages = new Map<string, Promise<RenderedPage | null>>();
  private generation = -1;

  get(url: string, generation: number, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
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
      page.catch(() => this.pages.delete(url));
      if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    }
    this.pages.set(url, page);
    return page;
  }
}
