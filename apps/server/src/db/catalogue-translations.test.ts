import { catalogueLanguages, categoryNames, CATALOGUE_SOURCE_LANGUAGE } from '@bulk/domain/catalogue';
import { describe, expect, test } from 'vitest';
import {
  catalogueTranslationFiles,
  catalogueTranslationSchema,
  loadCatalogueTranslations,
  seedPackagingSizes,
} from './catalogue-translations';
import { seedCatalogue } from './seed';

const sorted = (values: Iterable<string>) => [...values].sort();

// Every language of the store has the whole bundled catalogue: the nine categories, every packaging size and
// every product's name, short and full description. A product added to catalogue.json fails here until
// each language has it.
describe.each(catalogueLanguages.filter((lang) => lang !== CATALOGUE_SOURCE_LANGUAGE))('%s', (lang) => {
  const file = catalogueTranslationFiles[lang];

  test('has a translation of every category, packaging size and product, and nothing else', () => {
    expect(
      file,
      `apps/server/src/db/seed-data/catalogue-translations/${lang}.json is missing or not imported in catalogue-translations.ts`,
    ).toBeDefined();
    const translation = catalogueTranslationSchema.parse(file);
    expect(sorted(Object.keys(translation.categories))).toEqual(sorted(categoryNames));
    expect(sorted(Object.keys(translation.packaging))).toEqual(sorted(seedPackagingSizes));
    expect(sorted(Object.keys(translation.products))).toEqual(
      sorted(seedCatalogue.products.map((product) => String(product.id))),
    );
  });

  test('translates every full description rather than copying the English', () => {
    const translation = catalogueTranslationSchema.parse(file ?? {});
    const untranslated = seedCatalogue.products
      .filter((product) => translation.products[product.id]?.fullDescription === product.fullDescription)
      .map((product) => product.id);
    expect(untranslated).toEqual([]);
  });
});

test('a file naming a product, category or packaging size the catalogue lacks is refused at start', () => {
  const texts = { name: 'x', shortDescription: 'x', fullDescription: 'x' };
  expect(() =>
    loadCatalogueTranslations({ fr: { categories: {}, packaging: {}, products: { 999: texts } } }),
  ).toThrow(/fr\.json[\s\S]*no product 999/);
  expect(() =>
    loadCatalogueTranslations({ de: { categories: { Spices: 'Gewürze' }, packaging: {}, products: {} } }),
  ).toThrow(/de\.json/);
  expect(() =>
    loadCatalogueTranslations({ es: { categories: {}, packaging: { '2kg': '2 kg' }, products: {} } }),
  ).toThrow(/es\.json[\s\S]*2kg/);
  expect(() =>
    loadCatalogueTranslations({ it: { categories: { Flour: ' ' }, packaging: {}, products: {} } }),
  ).toThrow(/it\.json[\s\S]*empty/);
});
