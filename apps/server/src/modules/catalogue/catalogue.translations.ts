import {
  CATALOGUE_SOURCE_LANGUAGE,
  foldForSearch,
  type CatalogueLanguage,
  type Category,
  type CategorySuggestion,
  type Product,
  type ProductSuggestion,
} from '@bulk/domain/catalogue';

/** The texts of one product a translation replaces. */
export interface ProductTexts {
  name: string;
  shortDescription: string;
  fullDescription: string;
}

/** One language's catalogue text: category names, packaging labels and the company's products by id. */
export interface CatalogueTranslation {
  categories: Readonly<Record<string, string>>;
  packaging: Readonly<Record<string, string>>;
  products: Readonly<Record<string, ProductTexts>>;
}

/** The English text each translation was made from: the bundled catalogue's products by id. */
export type SourceTexts = ReadonlyMap<number, ProductTexts>;

/** A product as the database holds it, before it is given the labels of a language. */
export type CatalogueProductRow = Omit<Product, 'categoryLabel' | 'packagingLabels'>;
export type CategoryRow = Omit<Category, 'label'>;
type ProductSuggestionRow = Omit<ProductSuggestion, 'categoryLabel'>;
type CategorySuggestionRow = Omit<CategorySuggestion, 'label'>;

const TEXT_FIELDS = ['name', 'shortDescription', 'fullDescription'] as const;

/**
 * The catalogue's text in the store's languages (docs/decisions/018-catalogue-languages.md). Only the
 * company's own products are translated, and a field only while its English is still the text the
 * translation was made from: a product edited since, or a supplier's listing, shows its English as
 * written. Category names are the store's, so every product gets its category's label. English, and a
 * language without a file, answer the catalogue's own text.
 */
export class CatalogueTranslations {
  constructor(
    private readonly byLanguage: ReadonlyMap<CatalogueLanguage, CatalogueTranslation> = new Map(),
    private readonly sources: SourceTexts = new Map(),
  ) {}

  private translation(lang: CatalogueLanguage): CatalogueTranslation | undefined {
    return lang === CATALOGUE_SOURCE_LANGUAGE ? undefined : this.byLanguage.get(lang);
  }

  /** The ids of the products translations are made for: the company's own, from the bundled catalogue. */
  translatedProductIds(): number[] {
    return [...this.sources.keys()];
  }

  categoryLabel(lang: CatalogueLanguage, name: string): string {
    return this.translation(lang)?.categories[name] ?? name;
  }

  category(lang: CatalogueLanguage, row: CategoryRow): Category {
    return { ...row, label: this.categoryLabel(lang, row.name) };
  }

  /** The translated texts of product `id` whose English is `english` now; each field apart. */
  private texts(lang: CatalogueLanguage, id: number, english: ProductTexts): Partial<ProductTexts> {
    const translated = this.translation(lang)?.products[String(id)];
    const source = this.sources.get(id);
    if (!translated || !source) return {};
    const texts: Partial<ProductTexts> = {};
    for (const field of TEXT_FIELDS) {
      if (english[field] === source[field]) texts[field] = translated[field];
    }
    return texts;
  }

  product(lang: CatalogueLanguage, row: CatalogueProductRow): Product {
    const texts = this.texts(lang, row.id, row);
    // Packaging is labelled for the company's products only: a supplier's sizes stay as written.
    const packaging = this.sources.has(row.id) ? this.translation(lang)?.packaging : undefined;
    return {
      ...row,
      ...texts,
      categoryLabel: this.categoryLabel(lang, row.category),
      packagingLabels: row.packagingSizes.map((size) => packaging?.[size] ?? size),
    };
  }

  productSuggestion(lang: CatalogueLanguage, row: ProductSuggestionRow): ProductSuggestion {
    const translated = this.translation(lang)?.products[String(row.id)];
    const translatable = translated && this.sources.get(row.id)?.name === row.name;
    return {
      ...row,
      name: translatable ? translated.name : row.name,
      categoryLabel: this.categoryLabel(lang, row.category),
    };
  }

  categorySuggestion(lang: CatalogueLanguage, row: CategorySuggestionRow): CategorySuggestion {
    return { ...row, label: this.categoryLabel(lang, row.name) };
  }

  /**
   * Ids of the translated products whose name holds every folded term in `lang`, those starting with
   * them first, then in id order: what the database's English search cannot find for text typed in
   * another script. A fixed set of a few dozen products, so it is searched as it is.
   */
  productIdsNamed(lang: CatalogueLanguage, terms: readonly string[]): number[] {
    const products = this.translation(lang)?.products;
    if (!products || terms.length === 0) return [];
    const prefix = terms.join(' ');
    const matches = Object.entries(products)
      .map(([id, texts]) => ({ id: Number(id), name: foldForSearch(texts.name) }))
      .filter(({ name }) => terms.every((term) => name.includes(term)))
      .sort((a, b) => Number(!a.name.startsWith(prefix)) - Number(!b.name.startsWith(prefix)) || a.id - b.id);
    return matches.map(({ id }) => id);
  }

  /** English names of the categories whose label in `lang` holds every folded term. */
  categoriesLabelled(lang: CatalogueLanguage, terms: readonly string[]): string[] {
    const categories = this.translation(lang)?.categories;
    if (!categories || terms.length === 0) return [];
    return Object.entries(categories)
      .filter(([, label]) => terms.every((term) => foldForSearch(label).includes(term)))
      .map(([name]) => name);
  }
}
