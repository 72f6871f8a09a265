import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** performance.now() when the request's body had arrived. */
  at: number;
  /** The client's port: one value per connection. */
  port: number;
}

export type Handler = (req: Seen, res: ServerResponse) => void;

export interface Stub {
  url: string;
  seen: Seen[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

export const emptyPage = { data: [], pagination: { offset: 0, limit: 0, total: 0, count: 0 } };

/** A spec-shaped answer for any of the 12 routes, so in-bound input can succeed. */
export const validAnswer: Handler = (req, res) => {
  const path = req.url.split('?')[0] ?? '';
  if (req.method === 'POST') return json(res, 201, {});
  if (/\/tipping\/wallets\/[^/]+\/balance$/.test(path)) return json(res, 200, { walletAddress: '0xw', tokens: [] });
  if (/\/tipping\/wallets\/[^/]+\/inventory$/.test(path)) return json(res, 200, { walletAddress: '0xw', nfts: [] });
  if (path.startsWith('/v1/community/quests/')) return json(res, 200, QUEST);
  if (path.startsWith('/v1/community/gating/users/')) return json(res, 200, USER);
  if (path === '/v1/chains') return json(res, 200, { chains: [{ key: 'Ethereum', id: '1', name: 'Ethereum' }] });
  if (path.endsWith('wallets')) return json(res, 200, { wallets: [] });
  return json(res, 200, emptyPage);
};

export const QUEST = {
  id: 'q1',
  communityId: 'c1',
  name: 'Quest',
  shortDescription: 'short',
  fullDescription: 'full',
  createdAt: 1,
  startTime: 1,
  endTime: 2,
  status: 'ACTIVE',
  recurrence: 'ONCE',
  recurrenceInterval: 3_600_000,
  visibility: 'PUBLIC',
  iteration: 1,
  iterationCompletions: [0],
  totalCompletionCount: 0,
  tasks: [],
  rewards: [],
};

export const USER = {
  chatUserId: '123',
  chatUsername: 'someone',
  chatAvatarUrl: null,
  linkedAccounts: [],
  linkedWallets: [],
};

/** A real HTTP server on loopback that records every request; the handler decides the answer. */
export async function startStub(initial: Handler = validAnswer): Promise<Stub> {
  let handler = initial;
  const seen: Seen[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: performance.now(),
        port: req.socket.remotePort ?? 0,
      };
      seen.push(entry);
      handler(entry, res);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    handle: (h) => {
      handler = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
