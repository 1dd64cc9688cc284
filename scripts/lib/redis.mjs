import { connect } from 'node:net';

/** The Redis server the multi-instance tests use. */
export function redisUrl() {
  return process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
}

/**
 * Resolves true once Redis answers PING, false if it has not within `timeoutMs`. A raw socket keeps
 * this check free of a client library (a server with a password answers NOAUTH, which still means up).
 * @param {string} url
 * @param {number} timeoutMs
 */
export async function waitForRedis(url, timeoutMs) {
  const { hostname, port } = new URL(url);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answered = await new Promise((resolve) => {
      const socket = connect({ host: hostname || '127.0.0.1', port: Number(port) || 6379 });
      socket.setTimeout(1000, () => socket.destroy());
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        resolve(/^(\+PONG|-NOAUTH)/.test(data.toString()));
        socket.destroy();
      });
      socket.once('error', () => resolve(false));
      socket.once('close', () => resolve(false));
    });
    if (answered) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
