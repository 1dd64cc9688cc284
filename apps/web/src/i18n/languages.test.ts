import { catalogueLanguages } from '@bulk/domain/catalogue/values';
import { expect, test } from 'vitest';
import { languages } from './languages';

test('the catalogue API answers in exactly the languages the picker offers', () => {
  expect(languages.map((language) => language.code)).toEqual([...catalogueLanguages]);
});
