import {
  categoryListSchema,
  filterProducts,
  productListSchema,
  searchTerms,
  type Category,
  type Product,
  type ProductFilter,
} from '@bulk/domain/catalogue';
import { cachedJson, type CachedJson } from '#src/lib/cached-json';
import type { CatalogueRows } from './catalogue.repo';

/** Distinct filtered listings kept at once; enough for every shopper-facing combination, bounded against abuse. */
const MAX_CACHED_LISTINGS = 512;

interface Snapshot {
  categories: Category[];
  categorySlugs: Set<string>;
  products: Product[];
  categoriesBody: CachedJson;
  productBodies: Map<number, CachedJson>;
  listings: Map<string, CachedJson>;
}

/**
 * The catalogue held in memory with every response pre-serialised. It is read from the database on
 * first use and again after `invalidate()`, which the database's change notifications call, or in the
 * background on `refresh()`.
 */
export class CatalogueCache {
  private snapshot: Promise<Snapshot> | undefined;
  private changes = 0;

  constructor(private readonly read: () => Promise<CatalogueRows>) {}

  invalidate(): void {
    this.snapshot = undefined;
    this.changes += 1;
  }

  /**
   * Reads the catalogue again and swaps it in once read, serving the copy held until then. For a change
   * that may have been missed (the database's notifications were cut off for a while), not for a known
   * one: if the read fails (the database went away again), the copy held stays, as it did during the
   * outage, rather than leaving the catalogue to a database that may not answer.
   */
  refresh(): void {
    const held = this.snapshot;
    if (!held) return;
    const changes = this.changes;
    this.read()
      .then(buildSnapshot)
      .then(
        (fresh) => {
          // An invalidation meanwhile wins: its read started later.
          if (this.snapshot !== held || this.changes !== changes) return;
          this.snapshot = Promise.resolve(fresh);
          this.changes += 1;
        },
        () => undefined,
      );
  }

  /** Changes with every invalidation: what was made from the catalogue before then may be out of date. */
  get generation(): number {
    return this.changes;
  }

  async categories(): Promise<CachedJson> {
    return (await this.current()).categoriesBody;
  }

  async isCategory(slug: string): Promise<boolean> {
    return (await this.current()).categorySlugs.has(slug);
  }

  async product(id: number): Promise<CachedJson | undefined> {
    return (await this.current()).productBodies.get(id);
  }

  /** The visible products of the supplier whose page is /suppliers/{slug}, in catalogue order. */
  async sellerProducts(slug: string): Promise<Product[]> {
    return (await this.current()).products.filter((product) => product.seller?.slug === slug);
  }

  async products(filter: ProductFilter): Promise<CachedJson> {
    const snapshot = await this.current();
    const key = listingKey(filter);
    let listing = snapshot.listings.get(key);
    if (listing) {
      // Re-insert to keep the map in least-recently-used order.
      snapshot.listings.delete(key);
    } else {
      const selected = filterProducts(snapshot.products, filter);
      listing = cachedJson({ products: selected, total: selected.length });
      if (snapshot.listings.size >= MAX_CACHED_LISTINGS) {
        snapshot.listings.delete(snapshot.listings.keys().next().value!);
      }
    }
    snapshot.listings.set(key, listing);
    return listing;
  }

  private current(): Promise<Snapshot> {
    if (!this.snapshot) {
      const loading = this.read().then(buildSnapshot);
      this.snapshot = loading;
      // A failed read is not remembered: the next request tries the database again.
      loading.catch(() => {
        if (this.snapshot === loading) this.snapshot = undefined;
      });
    }
    return this.snapshot;
  }
}

function buildSnapshot(rows: CatalogueRows): Snapshot {
  // Validated once per load against the shared contract, instead of once per response.
  const { categories } = categoryListSchema.parse({ categories: rows.categories });
  const products = productListSchema.parse({ products: rows.products, total: rows.products.length }).products;
  return {
    categories,
    categorySlugs: new Set(categories.map((category) => category.slug)),
    products,
    categoriesBody: cachedJson({ categories }),
    productBodies: new Map(products.map((product) => [product.id, cachedJson(product)])),
    listings: new Map(),
  };
}

/** One key per distinct result: category order, duplicate slugs and letter case in `q` don't matter. */
function listingKey(filter: ProductFilter): string {
  return JSON.stringify([
    [...new Set(filter.category ?? [])].sort(),
    filter.minPrice ?? null,
    filter.maxPrice ?? null,
    searchTerms(filter.q).join(' '),
    filter.featured ?? null,
    filter.seller ?? null,
  ]);
}
