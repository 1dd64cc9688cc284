import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderRoute } from '#src/testing/render-route';

test.each(['/no-such-page', '/products/extra/segments', '/admin/no-such-page', '/404'])(
  '%s shows Page Not Found with a link home inside the store frame',
  async (path) => {
    renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeDefined();
    const home = screen.getByRole('link', { name: 'Back to Home' });
    expect(home.getAttribute('href')).toBe('/');
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('contentinfo')).toBeDefined();
    await waitFor(() => expect(document.title).toMatch(/^Page Not Found \| /));
  },
);
