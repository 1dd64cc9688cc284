import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The answers kept for replay before the app (`ReplayCache`). */
    replay: ReplayCache;
  }
  interface FastifyReply {
    /**
     * Set by a route whose answer depends on its URL and the catalogue alone (a held page or product):
     * the answer may be replayed to the same URL until the catalogue changes (`ReplayCache`).
     */
    replayable: boolean;
  }
}

interface Replay {
  /** The catalogue's generation the answer was made in; another one makes it out of date. */
  generation: number;
  /** Names and values, one after the other, as `writeHead` takes them. */
  headers: string[];
  body: Buffer;
}

/**
 * The catalogue's answers as the app sent them, status 200, headers and bytes, by exact URL, to answer the
 * same GET again before any framework work (docs/decisions/024): most of the store's traffic is the same
 * pages and products asked for again and again. Every answer kept was made by the app's own route, hooks
 * and checks for that very URL; one made before the catalogue last changed is never replayed. Bounded like
 * the catalogue's cache: the oldest go first.
 */
export class ReplayCache {
  private readonly replays = new Map<string, Replay>();
  private bytes = 0;

  constructor(
    /** The catalogue's generation now (`CatalogueCache.generation`). */
    private readonly generation: () => number,
    private readonly limits: { entries: number; bytes: number },
  ) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.replays.size, bytes: this.bytes };
  }

  /**
   * Answers `request` with the answer kept for its URL, and true; false leaves it to the app: another
   * method, a conditional request (the app answers 304), nothing kept or kept from an older catalogue.
   */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    const { method, url } = request;
    if (method !== 'GET' || url === undefined || request.headers['if-none-match'] !== undefined) return false;
    const replay = this.replays.get(url);
    if (!replay) return false;
    if (replay.generation !== this.generation()) {
      this.drop(url, replay);
      return false;
    }
    response.writeHead(200, replay.headers);
    response.end(replay.body);
    return true;
  }

  /** Keeps the app's answer to a GET of `url` as it is sent: its headers (security headers included) and body. */
  keep(url: string, headers: Record<string, string | number | string[] | undefined>, body: Buffer): void {
    if (body.length > this.limits.bytes) return;
    const before = this.replays.get(url);
    if (before) this.drop(url, before);
    while (this.replays.size >= this.limits.entries || this.bytes + body.length > this.limits.bytes) {
      const [oldestUrl, oldest] = this.replays.entries().next().value!;
      this.drop(oldestUrl, oldest);
    }
    const replay = {
      generation: this.generation(),
      headers: [
        ...Object.entries(headers).flatMap(([name, value]) =>
          value === undefined || name === 'content-length'
            ? []
            : [value].flat().flatMap((one) => [name, String(one)]),
        ),
        'content-length',
        String(body.length),
      ],
      body,
    };
    this.replays.set(url, replay);
    this.bytes += body.length;
  }

  private drop(url: string, replay: Replay): void {
    this.replays.delete(url);
    this.bytes -= replay.body.length;
  }
}

/** What Fastify applies to the HTTP server it makes itself, from its options. */
interface ServerSettings {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
}

/**
 * Fastify's HTTP server with the replay in front: a request the cache answers never reaches the app. The
 * server is set up as Fastify sets up its own (its `http` options and timeouts).
 */
export function replayingServerFactory(replay: ReplayCache): FastifyServerOptions['serverFactory'] {
  return (handler, options) => {
    const { http, keepAliveTimeout, requestTimeout, connectionTimeout } = options as ServerSettings;
    const server = createServer(http ?? {}, (request, response) => {
      if (!replay.serve(request, response)) handler(request, response);
    });
    if (keepAliveTimeout !== undefined) server.keepAliveTimeout = keepAliveTimeout;
    if (requestTimeout !== undefined) server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout);
    return server;
  };
}

/**
 * Keeps the answers of routes that set `reply.replayable`: registered after the security headers, so an
 * answer is kept with every header the app sends.
 */
export const replayCapture = fp<{ replay: ReplayCache }>(
  async (app, { replay }) => {
    app.decorateReply('replayable', false);
    app.addHook('onSend', (request, reply, payload, done) => {
      const sent = request.method === 'GET' && reply.statusCode === 200 && Buffer.isBuffer(payload);
      if (reply.replayable && sent) {
        replay.keep(request.url, reply.getHeaders(), payload);
      }
      done(null, payload);
    });
  },
  { name: 'replay-capture', dependencies: ['security-headers'] },
);
