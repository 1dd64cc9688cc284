import { categoryNames } from '@bulk/domain/catalogue';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { company } from '#src/config/company';
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
