import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  CURRENCY_COOKIE,
  LANGUAGE_COOKIE,
  PAGE_STATE_ELEMENT_ID,
  RENDERED_CURRENCY,
  RENDERED_LANGUAGE,
  type CreatePageRenderer,
  type RenderedPage,
} from '@bulk/domain/page-render';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RenderedPages, ServedPage } from './rendered-pages';

/** Vite puts content-hashed files here, so they may be cached for good. */
const IMMUTABLE_PREFIX = '/assets/';

export interface WebAppOptions {
  /** The built web app's folder. */
  root: string;
  /** Makes the web app's server renderer (`dist-server/entry-server.js`); without it every page is the plain app. */
  createPageRenderer?: CreatePageRenderer;
  /** The site's public origin, for the absolute links a rendered page carries. */
  publicUrl: string;
  /** The catalogue's generation: a rendered page is kept until it changes. */
  catalogueGeneration: () => number;
  /** The cookie of a signed-in visitor, whose pages (the header's account menu) the browser renders. */
  sessionCookie: string;
}

/** Whether the server's English, rupee, signed-out page is the one this visitor would see. */
function wantsRenderedPage(request: FastifyRequest, sessionCookie: string): boolean {
  const { cookies } = request;
  return (
    !cookies[sessionCookie] &&
    (cookies[LANGUAGE_COOKIE] ?? RENDERED_LANGUAGE) === RENDERED_LANGUAGE &&
    (cookies[CURRENCY_COOKIE] ?? RENDERED_CURRENCY) === RENDERED_CURRENCY
  );
}

/** `index.html` with the rendered page in `#root`, its head tags and its data for the app. */
function pageHtml(template: string, page: RenderedPage): string {
  let html = template.replace(/<title>[^<]*<\/title>/, '');
  if (page.head.includes('name="description"')) html = html.replace(/<meta\s+name="description"[^>]*>/, '');
  return html
    .replace('</head>', `${page.head}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.root}</div><script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${page.state}</script>`,
    );
}

/**
 * Serves the built web app. Any other GET of a page path returns `index.html`, whose router shows the
 * page, or its own 'Page Not Found'; a missing file (a path with an extension) is a plain 404. The public
 * pages come rendered by the server when the web app's renderer is built and the visitor would see them as
 * rendered (docs/decisions/006-server-rendering.md).
 */
export const webApp = fp<WebAppOptions>(
  async (
    app: FastifyInstance,
    { root, createPageRenderer, publicUrl, catalogueGeneration, sessionCookie },
  ) => {
    const indexFile = join(root, 'index.html');
    const built = existsSync(indexFile);
    const template = built ? readFileSync(indexFile, 'utf8') : '';
    const renderedPages = new RenderedPages();
    const renderPage =
      built && createPageRenderer
        ? createPageRenderer({
            origin: publicUrl,
            // The renderer reads public data only: GET requests, without the visitor's cookies.
            api: async (path, { method, headers }) => {
              if (method !== 'GET') return { status: 405, body: '' };
              const response = await app.inject({ method: 'GET', url: path, headers });
              return { status: response.statusCode, body: response.body };
            },
          })
        : undefined;
    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The web build writes a .br and a .gz beside each text file; send the best one the client accepts.
        preCompressed: true,
        setHeaders(reply, path) {
          const immutable = path.startsWith(join(root, 'assets'));
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, no-cache',
          );
        },
      });
    }

    /** The page rendered, or null to send the plain app; a renderer failure is logged, never shown. */
    async function renderedPage(request: FastifyRequest): Promise<ServedPage | null> {
      if (!renderPage || !wantsRenderedPage(request, sessionCookie)) return null;
      const render = async () => {
        const page = await renderPage(request.url);
        return page && new ServedPage(page.status, pageHtml(template, page));
      };
      try {
        return await renderedPages.get(request.url, catalogueGeneration(), render);
      } catch (error) {
        request.log.error({ err: error, url: request.url }, 'the page could not be rendered on the server');
        return null;
      }
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
      if (!built || !isPage || path.startsWith(IMMUTABLE_PREFIX)) {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send(built ? 'Not found' : 'The web app is not built yet: run npm run build.');
      }
      const page = await renderedPage(request);
      if (!page) return reply.sendFile('index.html');
      const { encoding, body } = page.body(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'public, no-cache')
        .header('vary', 'Cookie, Accept-Encoding')
        .send(body);
    });
  },
);
