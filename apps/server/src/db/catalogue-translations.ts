import { catalogueLanguages, categoryNames, type CatalogueLanguage } from '@bulk/domain/catalogue';
import { z } from 'zod';
import {
  CatalogueTranslations,
  type CatalogueTranslation,
  type ProductTexts,
} from '#src/modules/catalogue/catalogue.translations';
import { seedCatalogue } from './seed';
import ar from './seed-data/catalogue-translations/ar.json';
import bn from './seed-data/catalogue-translations/bn.json';
import de from './seed-data/catalogue-translations/de.json';
import es from './seed-data/catalogue-translations/es.json';
import fr from './seed-data/catalogue-translations/fr.json';
import gu from './seed-data/catalogue-translations/gu.json';
import hi from './seed-data/catalogue-translations/hi.json';
import it from './seed-data/catalogue-translations/it.json';
import ja from './seed-data/catalogue-translations/ja.json';
import ml from './seed-data/catalogue-translations/ml.json';
import ta from './seed-data/catalogue-translations/ta.json';
import te from './seed-data/catalogue-translations/te.json';
import ur from './seed-data/catalogue-translations/ur.json';
import zh from './seed-data/catalogue-translations/zh.json';

/**
 * The translation files of the bundled catalogue, by language (`seed-data/catalogue-translations/<code>.json`,
 * English being `catalogue.json` itself). A new file is added here with its import;
 * `catalogue-translations.test.ts` fails for every language of the store without a complete one.
 */
export const catalogueTranslationFiles: Partial<Record<CatalogueLanguage, unknown>> = {
  hi,
  gu,
  bn,
  ta,
  te,
  ml,
  ur,
  ar,
  fr,
  de,
  es,
  it,
  ja,
  zh,
};

const text = z.string().trim().min(1, 'Must not be empty.');

/** Every packaging size of the bundled catalogue: the labels a translation gives. */
export const seedPackagingSizes = [
  ...new Set(seedCatalogue.products.flatMap((product) => product.packagingSizes)),
];

const seedProductIds = new Set(seedCatalogue.products.map((product) => String(product.id)));

const productTextsSchema = z.strictObject({ name: text, shortDescription: text, fullDescription: text });

/**
 * One language's file: labels for the nine categories and the catalogue's packaging sizes, and texts of
 * the catalogue's products by id. Anything it names must exist in English; what it leaves out shows in
 * English (the completeness test is what requires everything).
 */
export const catalogueTranslationSchema = z.strictObject({
  categories: z.partialRecord(z.enum(categoryNames), text),
  packaging: z.record(z.string(), text).superRefine((labels, context) => {
    for (const size of Object.keys(labels)) {
      if (!seedPackagingSizes.includes(size)) {
        context.addIssue({ code: 'custom', message: `No product is packed in "${size}".`, path: [size] });
      }
    }
  }),
  products: z.record(z.string(), productTextsSchema).superRefine((products, context) => {
    for (const id of Object.keys(products)) {
      if (!seedProductIds.has(id)) {
        context.addIssue({ code: 'custom', message: `The catalogue has no product ${id}.`, path: [id] });
      }
    }
  }),
});

/**
 * The catalogue's translations, each file checked once: a bad edit fails the first start loudly, as a bad
 * edit to `catalogue.json` does.
 */
export function loadCatalogueTranslations(
  files: Partial<Record<CatalogueLanguage, unknown>> = catalogueTranslationFiles,
): CatalogueTranslations {
  const byLanguage = new Map<CatalogueLanguage, CatalogueTranslation>();
  for (const lang of catalogueLanguages) {
    const file = files[lang];
    if (file === undefined) continue;
    const parsed = catalogueTranslationSchema.safeParse(file);
    if (!parsed.success) {
      throw new Error(`catalogue-translations/${lang}.json: ${z.prettifyError(parsed.error)}`);
    }
    byLanguage.set(lang, parsed.data as CatalogueTranslation);
  }
  const sources = new Map<number, ProductTexts>(
    seedCatalogue.products.map(({ id, name, shortDescription, fullDescription }) => [
      id,
      { name, shortDescription, fullDescription },
    ]),
  );
  return new CatalogueTranslations(byLanguage, sources);
}
