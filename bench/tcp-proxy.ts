import { connect, createServer, type Socket } from 'node:net';

/**
 * A loopback TCP proxy in front of a real server (PostgreSQL, Redis), which a test takes away
 * mid-flow: `cut()` drops every connection and refuses new ones (the server is gone), `stall()`
 * keeps connections open but passes nothing (a server that accepts and never answers).
 */
export interface TcpProxy {
  readonly port: number;
  url(base: string): string;
  cut(): void;
  stall(): void;
  /** Passes traffic again; connections dropped meanwhile stay dropped. */
  restore(): void;
  close(): Promise<void>;
}

export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'pass' | 'cut' | 'stall' = 'pass';
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    const upstream = connect({ host: target.host, port: target.port });
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    open.add(client);
    open.add(upstream);
    for (const s of [client, upstream]) {
      s.on('error', end);
      s.on('close', end);
    }
    client.on('data', (d) => {
      if (mode === 'pass') upstream.write(d);
    });
    upstream.on('data', (d) => {
      if (mode === 'pass') client.write(d);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    url(base) {
      const u = new URL(base);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    cut() {
      mode = 'cut';
      for (const s of [...open]) s.destroy();
      open.clear();
    },
    stall() {
      mode = 'stall';
    },
    restore() {
      mode = 'pass';
    },
    async close() {
      for (const s of [...open]) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
