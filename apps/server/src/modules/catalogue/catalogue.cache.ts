import {
  CATALOGUE_SOURCE_LANGUAGE,
  categoryListSchema,
  FEATURED_PRODUCTS_LIMIT,
  filterProducts,
  foldedSearchText,
  foldForSearch,
  productListSchema,
  productSchema,
  toProductListItem,
  searchRank,
  searchTerms,
  type CatalogueLanguage,
  type ProductListItem,
  type ProductQuery,
} from '@bulk/domain/catalogue';
import { cachedJson, type CachedJson } from '#src/lib/cached-json';
import type { ListingQuery, ListingSearch } from './catalogue.repo';
import { CatalogueTranslations, type CatalogueProductRow, type CategoryRow } from './catalogue.translations';

/** What the cache reads from the database (`catalogueSource` in catalogue.repo.ts). */
export interface CatalogueSource {
  categories(): Promise<CategoryRow[]>;
  listing(query: ListingQuery): Promise<CatalogueProductRow[]>;
  /** How many products the query selects in all its pages (its offset and limit aside). */
  count(query: ListingQuery): Promise<number>;
  /** The visible products of `ids`, in id order. */
  products(ids: readonly number[]): Promise<CatalogueProductRow[]>;
  sellerProducts(slug: string): Promise<CatalogueProductRow[]>;
}

/** A listing's filters, order and page, as `GET /api/products` takes them, without the language. */
export type ListingRequest = Omit<ProductQuery, 'lang'>;

/**
 * How much the cache holds at most: responses (pages, products, category lists) and listings' counts, and
 * their bytes in all. About 300 full pages of 100 products, or thousands of single products
 * (docs/decisions/022).
 */
export const CATALOGUE_CACHE_LIMITS = { entries: 5_000, bytes: 32_000_000 } as const;

interface Entry<T = unknown> {
  value: Promise<T>;
  /** The value once read: what {@link CatalogueCache.held} answers without a promise. */
  read?: T;
  bytes: number;
  /** When it was last asked for, in the cache's own count of uses: the least recently used go first. */
  used: number;
  /** Read before a `refresh()`: served while it is read again. */
  stale: boolean;
}

/**
 * The catalogue's hot responses, each serialised and validated once, read from the database page by page
 * (docs/decisions/022): the first pages of the listings people open, the products they look at, the
 * category lists. Least recently used responses go first once the limits are reached, so the memory it
 * takes does not grow with the catalogue. Everything is dropped on `invalidate()`, which the database's
 * change notifications call; `refresh()` re-reads what it holds on its next use, serving the copy
 * meanwhile and keeping it should the database not answer.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  private bytes = 0;
  private uses = 0;
  private changes = 0;
  private categoryRows: Promise<CategoryRow[]> | undefined;
  private translatedRows: Promise<CatalogueProductRow[]> | undefined;

  constructor(
    private readonly source: CatalogueSource,
    /** The catalogue's text in other languages; none by default (English only). */
    readonly translations: CatalogueTranslations = new CatalogueTranslations(),
    private readonly limits: { entries: number; bytes: number } = CATALOGUE_CACHE_LIMITS,
  ) {}

  invalidate(): void {
    this.entries.clear();
    this.bytes = 0;
    this.categoryRows = undefined;
    this.translatedRows = undefined;
    this.changes += 1;
  }

  /**
   * For a change that may have been missed (the database's notifications were cut off for a while), not
   * for a known one: each response held is read again on its next use and served until then, and kept
   * if the read fails (the database went away again) rather than leaving the store to a database that
   * may not answer.
   */
  refresh(): void {
    for (const entry of this.entries.values()) entry.stale = true;
    this.categoryRows = undefined;
    this.translatedRows = undefined;
    this.changes += 1;
  }

  /** Changes with every invalidation: what was made from the catalogue before then may be out of date. */
  get generation(): number {
    return this.changes;
  }

  /** Responses held and their bytes: bounded by the limits, whatever the catalogue's size. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  categories(lang: CatalogueLanguage = CATALOGUE_SOURCE_LANGUAGE): Promise<CachedJson> {
    return this.cached(`categories:${lang}`, async () => {
      const rows = await this.readCategories();
      // Validated once per read and language against the shared contract, instead of once per response.
      return cachedJson(
        categoryListSchema.parse({
          categories: rows.map((category) => this.translations.category(lang, category)),
        }),
      );
    });
  }

  async isCategory(slug: string): Promise<boolean> {
    return (await this.readCategories()).some((category) => category.slug === slug);
  }

  async product(
    id: number,
    lang: CatalogueLanguage = CATALOGUE_SOURCE_LANGUAGE,
  ): Promise<CachedJson | undefined> {
    try {
      return await this.cached(`product:${lang}:${id}`, async () => {
        const [row] = await this.source.products([id]);
        if (!row) throw new NotInStore();
        return cachedJson(productSchema.parse(this.translations.product(lang, row)));
      });
    } catch (error) {
      // Not remembered (a failed read leaves nothing): asking for ids that do not exist fills nothing.
      if (error instanceof NotInStore) return undefined;
      throw error;
    }
  }

  /** The visible products of the supplier whose page is /suppliers/{slug}, in catalogue order. */
  async sellerProducts(
    slug: string,
    lang: CatalogueLanguage = CATALOGUE_SOURCE_LANGUAGE,
  ): Promise<ProductListItem[]> {
    return (await this.source.sellerProducts(slug)).map((row) =>
      toProductListItem(this.translations.product(lang, row)),
    );
  }

  /**
   * `product()` when it is held, read and current, else undefined: most requests are answered so, with
   * no promise and no await between the request and its answer.
   */
  heldProduct(id: number, lang: CatalogueLanguage = CATALOGUE_SOURCE_LANGUAGE): CachedJson | undefined {
    return this.held(`product:${lang}:${id}`);
  }

  /** `products()` when it is held, read and current (its categories were checked when it was read). */
  heldProducts(
    request: ListingRequest,
    lang: CatalogueLanguage = CATALOGUE_SOURCE_LANGUAGE,
  ): CachedJson | undefined {
    return this.held(listingKey(request, lang));
  }

  /** A page of the listing `request` asks for; the caller has checked its categories exist. */
  products(
    request: ListingRequest,
    lang: CatalogueLanguage = CATALOGUE_SOURCE_LANGUAGE,
  ): Promise<CachedJson> {
    return this.cached(listingKey(request, lang), async () => {
      const { rows, total } = await this.readListing(request, lang);
      const products = rows.map((row) => toProductListItem(this.translations.product(lang, row)));
      return cachedJson(
        productListSchema.parse({ products, total, page: request.page, pageSize: request.pageSize }),
      );
    });
  }

  private async readListing(request: ListingRequest, lang: CatalogueLanguage) {
    const categoryRows = await this.readCategories();
    const slugs = request.category?.length ? new Set(request.category) : undefined;
    // A featured listing is the first few featured products, as the home page shows them.
    const end = request.featured ? FEATURED_PRODUCTS_LIMIT : Number.POSITIVE_INFINITY;
    const offset = (request.page - 1) * request.pageSize;
    const query: ListingQuery = {
      categoryIds: slugs && categoryRows.filter((row) => slugs.has(row.slug)).map((row) => row.id),
      minPaise: request.minPrice === undefined ? undefined : Math.round(request.minPrice * 100),
      maxPaise: request.maxPrice === undefined ? undefined : Math.round(request.maxPrice * 100),
      minWeightGrams: request.minWeightGrams,
      maxWeightGrams: request.maxWeightGrams,
      featured: request.featured,
      seller: request.seller,
      sort: request.sort,
      offset,
      limit: Math.max(0, Math.min(request.pageSize, end - offset)),
    };
    const terms = searchTerms(request.q);
    if (terms.length > 0) {
      query.search = await this.listingSearch(request, terms, categoryRows, lang);
      // Nothing holds every term as typed: look for words close to them ('basmti' for 'basmati').
      if ((await this.count(request, lang, query)) === 0) query.search.fuzzy = true;
    }
    const [rows, total] = await Promise.all([this.source.listing(query), this.count(request, lang, query)]);
    return { rows, total: Math.min(total, end) };
  }

  /** A listing's count, kept for all its pages and orders: counting a large listing reads all of it. */
  private count(request: ListingRequest, lang: CatalogueLanguage, query: ListingQuery): Promise<number> {
    const filter = listingKey({ ...request, sort: undefined, page: 0, pageSize: 0 }, lang);
    const key = `count:${filter}:${query.search?.fuzzy ?? false}`;
    return this.cached(
      key,
      () => this.source.count(query),
      () => key.length,
    );
  }

  /**
   * The search of a listing in `lang`. Category names and labels are matched here, a few rows; in another
   * language the company's translated products are searched here in that language too (a fixed set of a
   * few dozen, read once per change of the catalogue), and the database searches the rest.
   */
  private async listingSearch(
    request: ListingRequest,
    terms: string[],
    categoryRows: CategoryRow[],
    lang: CatalogueLanguage,
  ): Promise<ListingSearch> {
    const holding = (texts: (row: CategoryRow) => string) =>
      terms.map((term) =>
        categoryRows.filter((row) => foldForSearch(texts(row)).includes(term)).map((row) => row.id),
      );
    const englishCategoryIds = holding((row) => row.name);
    const categoryIds = holding((row) => `${row.name} ${this.translations.categoryLabel(lang, row.name)}`);
    const ranked: [number[], number[], number[]] = [[], [], []];
    if (lang === CATALOGUE_SOURCE_LANGUAGE) {
      return { terms, categoryIds, englishCategoryIds, translated: { ids: [], ranked }, fuzzy: false };
    }
    const translatable = await this.readTranslatedRows();
    const localized = translatable.map((row) => this.translations.product(lang, row));
    // The filters other than the search apply here as in the database; `featured` only selects, the
    // page's bounds are the database's.
    for (const product of filterProducts(localized, { ...request, featured: undefined })) {
      if (request.featured !== undefined && product.featured !== request.featured) continue;
      ranked[searchRank(foldedSearchText(product).name, terms)].push(product.id);
    }
    return {
      terms,
      categoryIds,
      englishCategoryIds,
      translated: { ids: translatable.map((row) => row.id), ranked },
      fuzzy: false,
    };
  }

  /** The categories, read once per change of the catalogue; a failed read is tried again next time. */
  private readCategories(): Promise<CategoryRow[]> {
    if (!this.categoryRows) {
      // A promise of its own: a Drizzle query would run again each time it is awaited.
      const reading = Promise.resolve(this.source.categories());
      this.categoryRows = reading;
      reading.catch(() => {
        if (this.categoryRows === reading) this.categoryRows = undefined;
      });
    }
    return this.categoryRows;
  }

  /** The company's visible products that have translations: what a search in another language reads here. */
  private readTranslatedRows(): Promise<CatalogueProductRow[]> {
    if (!this.translatedRows) {
      const reading = Promise.resolve(this.source.products(this.translations.translatedProductIds()));
      this.translatedRows = reading;
      reading.catch(() => {
        if (this.translatedRows === reading) this.translatedRows = undefined;
      });
    }
    return this.translatedRows;
  }

  private held<T>(key: string): T | undefined {
    const entry = this.entries.get(key) as Entry<T> | undefined;
    // A stale entry is left to `cached()`, which reads it again.
    if (!entry || entry.read === undefined || entry.stale) return undefined;
    entry.used = ++this.uses;
    return entry.read;
  }

  private cached<T>(
    key: string,
    build: () => Promise<T>,
    sizeOf: (value: T) => number = (value) => (value as CachedJson).body.length,
  ): Promise<T> {
    const held = this.entries.get(key) as Entry<T> | undefined;
    if (held) {
      held.used = ++this.uses;
      if (held.stale) this.reread(key, held, build, sizeOf);
      return held.value;
    }
    const entry: Entry<T> = { value: build(), bytes: 0, used: ++this.uses, stale: false };
    this.entries.set(key, entry);
    const changes = this.changes;
    entry.value.then(
      (value) => {
        if (this.entries.get(key) !== entry || this.changes !== changes) return;
        entry.read = value;
        entry.bytes = sizeOf(value);
        this.bytes += entry.bytes;
        this.evict();
      },
      // A failed read is not remembered: the next request tries the database again.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    this.evict();
    return entry.value;
  }

  /** Reads a stale entry again in the background; it is replaced once read, and kept if the read fails. */
  private reread<T>(
    key: string,
    held: Entry<T>,
    build: () => Promise<T>,
    sizeOf: (value: T) => number,
  ): void {
    held.stale = false;
    const changes = this.changes;
    build().then(
      (value) => {
        // An invalidation meanwhile wins: its reads started later.
        if (this.entries.get(key) !== held || this.changes !== changes) return;
        const size = sizeOf(value);
        this.bytes += size - held.bytes;
        held.bytes = size;
        held.value = Promise.resolve(value);
        held.read = value;
        this.evict();
      },
      (error: unknown) => {
        // Gone from the store meanwhile: not served any more. Any other failure keeps the copy.
        if (error instanceof NotInStore && this.entries.get(key) === held) {
          this.entries.delete(key);
          this.bytes -= held.bytes;
        }
      },
    );
  }

  /**
   * Drops the least recently used entries until the cache is within its limits. A use only stamps its
   * entry (re-inserting it into the map on every hit kept each request's key string alive and churned
   * the map); a search for the oldest happens here, when a new response is read, which costs a query.
   */
  private evict(): void {
    while (this.entries.size > this.limits.entries || this.bytes > this.limits.bytes) {
      let oldestKey: string | undefined;
      let oldest: Entry | undefined;
      for (const [key, entry] of this.entries) {
        if (!oldest || entry.used < oldest.used) {
          oldestKey = key;
          oldest = entry;
        }
      }
      if (oldestKey === undefined || !oldest) return;
      this.entries.delete(oldestKey);
      this.bytes -= oldest.bytes;
    }
  }
}

/** A product asked for is not in the store (unknown, paused or archived). */
class NotInStore extends Error {}

/**
 * One key per distinct response: category order, duplicate slugs and letter case in `q` don't matter;
 * each language has its own.
 */
function listingKey(request: ListingRequest, lang: CatalogueLanguage): string {
  return JSON.stringify([
    'products',
    lang,
    [...new Set(request.category ?? [])].sort(),
    request.minPrice ?? null,
    request.maxPrice ?? null,
    request.minWeightGrams ?? null,
    request.maxWeightGrams ?? null,
    searchTerms(request.q).join(' '),
    request.featured ?? null,
    request.seller ?? null,
    request.sort ?? null,
    request.page,
    request.pageSize,
  ]);
}
