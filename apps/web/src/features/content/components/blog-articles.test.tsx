import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { changeLanguage } from '#src/i18n/language-store';
import { renderRoute } from '#src/testing/render-route';
import { blogArticles, blogGroups } from '../blog/articles';
import { publicFileExists } from '../testing/public-files';

test('the blog has at least eight articles, at least two in each of the four groups', () => {
  expect(blogGroups).toEqual(['Spices', 'Pulses', 'Herbal', 'Dry Fruits']);
  expect(blogArticles.length).toBeGreaterThanOrEqual(8);
  for (const group of blogGroups) {
    expect(blogArticles.filter((article) => article.group === group).length).toBeGreaterThanOrEqual(2);
  }
  expect(new Set(blogArticles.map((article) => article.id)).size).toBe(blogArticles.length);
});

test.each(blogArticles)('"$title" is a full article with its own illustration', (article) => {
  expect(article.content.length).toBeGreaterThanOrEqual(3);
  expect(article.content.length).toBeLessThanOrEqual(6);
  for (const paragraph of article.content) expect(paragraph.split(' ').length).toBeGreaterThan(30);
  expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(publicFileExists(article.image)).toBe(true);
  expect(article.imageAlt.length).toBeGreaterThan(10);
});

test('the blog page shows every article in full under its group heading', async () => {
  renderRoute('/blog');
  await screen.findByRole('heading', { level: 1, name: 'Blog' });
  const main = screen.getByRole('main');

  const groupHeadings = within(main).getAllByRole('heading', { level: 2 });
  expect(groupHeadings.map((heading) => heading.textContent)).toEqual([...blogGroups]);

  for (const group of blogGroups) {
    const section = within(main).getByRole('region', { name: group });
    const articles = within(section).getAllByRole('article');
    const expected = blogArticles.filter((article) => article.group === group);
    expect(articles).toHaveLength(expected.length);
    for (const article of articles) {
      const source = expected.find((candidate) => candidate.id === article.id);
      if (!source) throw new Error(`Unexpected article ${article.id}`);
      expect(within(article).getByRole('heading', { level: 3, name: source.title })).toBeDefined();
      expect(article.querySelector('time')?.getAttribute('datetime')).toBe(source.date);
      for (const paragraph of source.content) expect(within(article).getByText(paragraph)).toBeDefined();

      const image = within(article).getByRole('img', { name: source.imageAlt });
      expect(image.getAttribute('src')).toBe(source.image);
      expect(image.getAttribute('width')).toBe('320');
      expect(image.getAttribute('height')).toBe('200');
      expect(image.getAttribute('loading')).toBe('lazy');
    }
  }
});

test('the list of articles links to each article on the page', async () => {
  renderRoute('/blog');

  const contents = await screen.findByRole('navigation', { name: 'Articles' });
  const hrefs = within(contents)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  for (const article of blogArticles) {
    expect(hrefs).toContain(`#${article.id}`);
    expect(document.getElementById(article.id)?.tagName).toBe('ARTICLE');
  }
});

test('in another language the blog and the policies say at their top, in that language, that they are in English', async () => {
  renderRoute('/blog');
  await screen.findByRole('heading', { level: 1, name: 'Blog' });
  expect(screen.queryByRole('note')).toBeNull();

  await changeLanguage('ar');
  expect((await screen.findByRole('note')).textContent).toBe('هذا النص متاح باللغة الإنجليزية فقط.');
});

test('a policy page in Tamil says its text is in English', async () => {
  await changeLanguage('ta');
  renderRoute('/privacy-policy');
  expect((await screen.findByRole('note')).textContent).toBe('இந்த உரை ஆங்கிலத்தில் மட்டுமே கிடைக்கிறது.');
});
