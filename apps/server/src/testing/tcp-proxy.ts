import { connect, createServer, type Socket } from 'node:net';

/** A TCP proxy in front of a server, which a test can turn into a network that silently drops packets. */
export interface TcpProxy {
  port: number;
  /**
   * Stops passing bytes either way while keeping every connection open, as a partition does: nothing is
   * refused or reset, answers just never come. New connections are accepted and hear nothing either.
   */
  blackHole(): void;
  /** Passes bytes again, those held back first, as TCP does once the network heals. */
  forward(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let holding = false;
  const sockets = new Set<Socket>();
  const unlinked: (() => void)[] = [];

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
    if (holding) socket.pause();
  };
  const relay = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => to.write(chunk));
    from.on('end', () => to.end());
    from.on('close', () => to.destroy());
  };
  const link = (client: Socket) => {
    if (client.destroyed) return;
    const server = connect(target.port, target.host);
    track(server);
    relay(client, server);
    relay(server, client);
  };

  const listener = createServer((client) => {
    track(client);
    if (holding) unlinked.push(() => link(client));
    else link(client);
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));

  return {
    port: (listener.address() as { port: number }).port,
    blackHole() {
      holding = true;
      for (const socket of sockets) socket.pause();
    },
    forward() {
      holding = false;
      for (const socket of sockets) socket.resume();
      for (const connectWaiting of unlinked.splice(0)) connectWaiting();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    },
  };
}
