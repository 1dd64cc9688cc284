import type { ApiTransport, RenderContext } from '@bulk/domain/page-render';
import { expect, test } from 'vitest';
import { createPageRenderer } from '#src/entry-server';
import { buildJob, jobList } from '#src/testing/job-factory';

const packer = buildJob({
  id: 9,
  title: 'Walk-in Packer',
  type: 'walk-in',
  walkInVenue: 'Plot 4, Sanwer Road, Indore',
  walkInTime: '1 December, 10:00 to 16:00',
  employer: { kind: 'supplier', name: 'Ravi Traders', slug: 'ravi-traders', verified: true },
});

/** The job board's API answered in process, as the server does, recording every request. */
function context(): RenderContext & { requests: string[] } {
  const requests: string[] = [];
  const api: ApiTransport = async (path, { method }) => {
    requests.push(`${method} ${path}`);
    const url = new URL(path, 'http://server');
    if (url.pathname === '/api/jobs') {
      const city = url.searchParams.get('city');
      const jobs = [packer].filter((job) => !city || job.city === city);
      return { status: 200, body: JSON.stringify(jobList(jobs)) };
    }
    if (url.pathname === '/api/jobs/9') return { status: 200, body: JSON.stringify(packer) };
    if (url.pathname.startsWith('/api/jobs/')) {
      return { status: 404, body: JSON.stringify({ code: 'NOT_FOUND', message: 'No such opening.' }) };
    }
    return { status: 401, body: JSON.stringify({ code: 'UNAUTHENTICATED', message: 'Please log in.' }) };
  };
  return { api, origin: 'https://store.example', requests };
}

const renderPage = (url: string, render: RenderContext) => createPageRenderer(render)(url);

test('/jobs comes rendered with the openings its filters select, and its title', async () => {
  const render = context();
  const page = await renderPage('/jobs?city=Indore&type=walk-in', render);

  expect(page?.status).toBe(200);
  expect(page?.head).toContain('<title>Jobs | Bulk Trade India</title>');
  expect(page?.root).toContain('1 opening found');
  expect(page?.root).toContain('Walk-in Packer');
  expect(page?.root).toContain('Verified employer');
  expect(render.requests).toContain('GET /api/jobs?city=Indore&type=walk-in');
  expect(render.requests.every((request) => request.startsWith('GET '))).toBe(true);
});

test('/jobs/:id comes rendered with its schema.org JobPosting and the sign-in prompt of Apply', async () => {
  const page = await renderPage('/jobs/9', context());

  expect(page?.status).toBe(200);
  expect(page?.head).toContain('<title>Walk-in Packer, Indore | Bulk Trade India</title>');
  const jsonLd = /<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/.exec(page!.head)?.[1];
  const posting = JSON.parse(jsonLd ?? '{}') as Record<string, unknown>;
  expect(posting).toMatchObject({
    '@type': 'JobPosting',
    title: 'Walk-in Packer',
    url: 'https://store.example/jobs/9',
    validThrough: '2099-12-31T23:59:59+05:30',
    hiringOrganization: { '@type': 'Organization', name: 'Ravi Traders' },
    jobLocation: {
      address: { addressLocality: 'Indore', addressRegion: 'Madhya Pradesh', addressCountry: 'IN' },
    },
    baseSalary: { currency: 'INR', value: { minValue: 18000, maxValue: 24000, unitText: 'MONTH' } },
  });
  expect(page?.root).toContain('Plot 4, Sanwer Road, Indore');
  expect(page?.root).toContain('Sign in as a job seeker to apply.');
});

test('an opening the API does not know is left to the browser, which shows the 404 page', async () => {
  expect(await renderPage('/jobs/404', context())).toBeNull();
});
