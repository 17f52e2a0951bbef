import net from 'node:net';

/**
 * How a cut looks to the server: `refuse` is a stopped database (open connections reset, new ones
 * refused), `drop` a network that silently loses every packet (nothing answers, nothing fails).
 */
export type CutMode = 'refuse' | 'drop';

export interface TcpProxy {
  /** The proxy's own port on 127.0.0.1. */
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  urlThrough(url: string): string;
  cut(mode?: CutMode): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a server (PostgreSQL here) that a test can cut and restore, to see what
 * the shop does when its database goes away under load.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let state: 'up' | CutMode = 'up';
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (state === 'drop') return; // accepted, then never answered
    if (state === 'refuse') return client.resetAndDestroy();
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const port = await listen(0);

  return {
    port,
    urlThrough(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    async cut(mode = 'refuse') {
      state = mode;
      if (mode === 'refuse') {
        // A stopped server: every open connection is reset and the port no longer listens.
        for (const socket of open) socket.resetAndDestroy();
        await stopListening();
      } else {
        // A black hole: open connections stay open but nothing more gets through either way.
        for (const socket of open) {
          socket.unpipe();
          socket.pause();
        }
      }
    },
    async restore() {
      // Connections held in the black hole are lost, as after a real network partition.
      for (const socket of open) socket.resetAndDestroy();
      if (!server.listening) await listen(port);
      state = 'up';
    },
    async close() {
      for (const socket of open) socket.destroy();
      await stopListening();
    },
  };
}
