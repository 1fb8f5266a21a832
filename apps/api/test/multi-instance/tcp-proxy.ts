import { connect, createServer, type Server, type Socket } from 'node:net';

/** A TCP relay in front of the database, which a test can cut and restore to play a lost network. */
export interface TcpProxy {
  port: number;
  /** Stops listening and drops every open connection, as a dead network or server would. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset while cut is expected; it must not surface as an unhandled error.
    socket.on('error', () => socket.destroy());
  };
  const relay = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };

  let server: Server | null = null;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer(relay);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve((next.address() as { port: number }).port);
      });
    });
  const cut = async () => {
    const current = server;
    server = null;
    if (!current) return;
    const closed = new Promise((resolve) => current.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  const port = await listen(0);
  return { port, cut, restore: async () => void (await listen(port)), close: cut };
}

/** `url` with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return proxied.toString();
}
