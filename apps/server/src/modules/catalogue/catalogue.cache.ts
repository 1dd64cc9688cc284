import {
  CATALOGUE_SOURCE_LANGUAGE,
  categoryListSchema,
  FEATURED_PRODUCTS_LIMIT,
  filterProducts,
  productListSchema,
  searchTerms,
  type CatalogueLanguage,
  type Product,
  type ProductFilter,
} from '@bulk/domain/catalogue';
import { cachedJson, type CachedJson } from '#src/lib/cached-json';
import type { CatalogueRows } from './catalogue.repo';
import { CatalogueTranslations } from './catalogue.translations';

/**
 * Distinct filtered listings kept at once, all languages together; enough for every shopper-facing
 * combination, bounded against abuse.
 */
const MAX_CACHED_LISTINGS = 512;

/** The catalogue in one language, with its bodies serialised once. */
interface LanguageView {
  products: Product[];
  /** The English products, same order: a search in another language also finds the English words. */
  sourceProducts: Product[];
  categoriesBody: CachedJson;
  productBodies: Map<number, CachedJson>;
}

interface Snapshot {
  rows: CatalogueRows;
  categorySlugs: Set<string>;
  /** Made on the first request in each language, since most visitors use one or two. */
  views: Map<CatalogueLanguage, LanguageView>;
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

  constructor(
    private readonly read: () => Promise<CatalogueRows>,
    /** The catalogue's text in other languages; none by default (English only). */
    readonly translations: CatalogueTranslations = new CatalogueTranslations(),
  ) {}

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

  async categories(lang: CatalogueLanguage = CATALOGUE_SOURCE_LANGUAGE): Promise<CachedJson> {
    return this.view(await this.current(), lang).categoriesBody;
  }

  async isCategory(slug: string): Promise<boolean> {
    return (await this.current()).categorySlugs.has(slug);
  }

  async product(
    id: number,
    lang: CatalogueLanguage = CATALOGUE_SOURCE_LANGUAGE,
  ): Promise<CachedJson | undefined> {
    return this.view(await this.current(), lang).productBodies.get(id);
  }

  /** The visible products of the supplier whose page is /suppliers/{slug}, in catalogue order. */
  async sellerProducts(
    slug: string,
    lang: CatalogueLanguage = CATALOGUE_SOURCE_LANGUAGE,
  ): Promise<Product[]> {
    return this.view(await this.current(), lang).products.filter((product) => product.seller?.slug === slug);
  }

  async products(
    filter: ProductFilter,
    lang: CatalogueLanguage = CATALOGUE_SOURCE_LANGUAGE,
  ): Promise<CachedJson> {
    const snapshot = await this.current();
    const key = listingKey(filter, lang);
    let listing = snapshot.listings.get(key);
    if (listing) {
      // Re-insert to keep the map in least-recently-used order.
      snapshot.listings.delete(key);
    } else {
      const selected = selectProducts(this.view(snapshot, lang), filter);
      listing = cachedJson({ products: selected, total: selected.length });
      if (snapshot.listings.size >= MAX_CACHED_LISTINGS) {
        snapshot.listings.delete(snapshot.listings.keys().next().value!);
      }
    }
    snapshot.listings.set(key, listing);
    return listing;
  }

  private view(snapshot: Snapshot, lang: CatalogueLanguage): LanguageView {
    let view = snapshot.views.get(lang);
    if (!view) {
      view = buildView(snapshot, lang, this.translations);
      snapshot.views.set(lang, view);
    }
    return view;
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
  return {
    rows,
    categorySlugs: new Set(rows.categories.map((category) => category.slug)),
    views: new Map(),
    listings: new Map(),
  };
}

function buildView(
  { rows, views }: Snapshot,
  lang: CatalogueLanguage,
  translations: CatalogueTranslations,
): LanguageView {
  // Validated once per load and language against the shared contract, instead of once per response.
  const { categories } = categoryListSchema.parse({
    categories: rows.categories.map((category) => translations.category(lang, category)),
  });
  const localized = rows.products.map((product) => translations.product(lang, product));
  const products = productListSchema.parse({ products: localized, total: localized.length }).products;
  const sourceProducts =
    lang === CATALOGUE_SOURCE_LANGUAGE
      ? products
      : (views.get(CATALOGUE_SOURCE_LANGUAGE)?.products ??
        rows.products.map((product) => translations.product(CATALOGUE_SOURCE_LANGUAGE, product)));
  return {
    products,
    sourceProducts,
    categoriesBody: cachedJson({ categories }),
    productBodies: new Map(products.map((product) => [product.id, cachedJson(product)])),
  };
}

/**
 * The products a filter selects in a view. A search in another language finds what it names in that
 * language first and then what it names in English (shoppers type brand and trade names in English
 * whatever language they read), each in its own ranking.
 */
function selectProducts(view: LanguageView, filter: ProductFilter): Product[] {
  const selected = filterProducts(view.products, filter);
  if (!filter.q || view.sourceProducts === view.products) return selected;
  const found = new Set(selected.map((product) => product.id));
  const byId = new Map(view.products.map((product) => [product.id, product]));
  for (const english of filterProducts(view.sourceProducts, filter)) {
    if (!found.has(english.id)) selected.push(byId.get(english.id)!);
  }
  return filter.featured ? selected.slice(0, FEATURED_PRODUCTS_LIMIT) : selected;
}

/**
 * One key per distinct result: category order, duplicate slugs and letter case in `q` don't matter;
 * each language has its own.
 */
function listingKey(filter: ProductFilter, lang: CatalogueLanguage): string {
  return JSON.stringify([
    lang,
    [...new Set(filter.category ?? [])].sort(),
    filter.minPrice ?? null,
    filter.maxPrice ?? null,
    searchTerms(filter.q).join(' '),
    filter.featured ?? null,
    filter.seller ?? null,
  ]);
}
