import { categoryNames } from '@bulk/domain/catalogue';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { company } from '#src/config/company';
import { changeLanguage } from '#src/i18n/language-store';
import { languages } from '#src/i18n/languages';
import { renderRoute } from '#src/testing/render-route';

test('the about page tells the story, what we sell, where we ship, the team and the vision', async () => {
  renderRoute('/about');
  await screen.findByRole('heading', { level: 1, name: 'About Us' });
  const main = screen.getByRole('main');

  expect(
    within(main)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent),
  ).toEqual(['Our story', 'What we sell', 'Worldwide distribution', 'Our team', 'Our future vision']);
  const text = main.textContent ?? '';
  expect(text).toContain(`${company.name} was founded in 2018 in Madhya Pradesh, India`);
  expect(text).toContain('A Grade Quality goods in bulk');
  expect(text).toContain('Our plan is to expand through multi level marketing.');
  expect(text).toContain('we export worldwide');
  expect(text).toContain('professional team');
  for (const category of categoryNames) expect(within(main).getByText(`${category}:`)).toBeDefined();
});

test('in Hindi the story, the category lines and the links read in Hindi', async () => {
  await changeLanguage('hi');
  renderRoute('/about');
  const main = await screen.findByRole('main');
  await within(main).findByText(/की स्थापना 2018 में मध्य प्रदेश/);
  expect(within(main).getByText('आटा:')).toBeDefined();
  expect(within(main).getByRole('link', { name: 'प्रमाणपत्र पेज' }).getAttribute('href')).toBe('/certificates');
  expect(within(main).queryByText(/Our plan is to expand/)).toBeNull();
});

// The about page's prose lives in the locale files: every language has each text, written in it rather
// than copied from English (locales.test.ts checks the keys, variables and tags of every file).
const locales = import.meta.glob<Record<string, unknown>>('../../../i18n/locales/*.json', {
  eager: true,
  import: 'default',
});

function aboutTexts(file: Record<string, unknown>): Map<string, string> {
  const about = file['about'] as Record<string, string | Record<string, string>>;
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(about)) {
    if (typeof value === 'string') texts.set(key, value);
    else for (const [inner, text] of Object.entries(value)) texts.set(`${key}.${inner}`, text);
  }
  return texts;
}

test.each(languages.filter((language) => language.code !== 'en'))(
  'the about page is written in $name, not copied from English',
  ({ code }) => {
    const english = aboutTexts(locales['../../../i18n/locales/en.json']!);
    const translated = aboutTexts(locales[`../../../i18n/locales/${code}.json`]!);
    const copied = [...english]
      .filter(([key, text]) => text.length > 40 && translated.get(key) === text)
      .map(([key]) => key);
    expect([...english.keys()].filter((key) => !translated.get(key)?.trim())).toEqual([]);
    expect(copied).toEqual([]);
  },
);
