import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TimeoutError } from '../src/api/errors.js';
import { createTransport } from '../src/api/transport.js';

/**
 * A request's timeout counts the time the answer could have been heard in, not time this process
 * itself stood still. The whole-role move test once saw a 1,000-member part reported "unknown"
 * (and never sent again, rightly) because the test process stalled for over five seconds while
 * the part was in flight: the timeout fired first when the loop woke, before the answer (from the
 * sandbox in the same process) could be read. A stall is made here by blocking the loop.
 */

let server: Server;
let base: string;
let received = 0;
/** How long the server takes to answer; undefined: never. */
let answerAfterMs: number | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received++;
      if (answerAfterMs !== undefined)
        setTimeout(() => res.writeHead(201, { 'content-type': 'application/json' }).end('{}'), answerAfterMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
};

/** Blocks this thread: nothing else of the process runs meanwhile. */
const stall = (ms: number) => {
  for (const end = performance.now() + ms; performance.now() < end; );
};

it('an answer that came while the process stood still past the timeout is read, not taken for a timeout', async () => {
  const transport = createTransport({ baseUrl: base, timeoutMs: 1_000 });
  try {
    answerAfterMs = 100;
    const seen = received;
    const sent = transport.send({ method: 'POST', path: '/v1/x', body: { changes: [] } });
    await until(() => received > seen);
    stall(2_500);
    await expect(sent).resolves.toMatchObject({ status: 201 });
  } finally {
    await transport.close();
  }
});

it('a service that stays silent still times out', async () => {
  const transport = createTransport({ baseUrl: base, timeoutMs: 300 });
  try {
    answerAfterMs = undefined;
    await expect(transport.send({ method: 'GET', path: '/v1/y' })).rejects.toBeInstanceOf(TimeoutError);
    // Even after a stall: the time lost is given back once, then it expires.
    const seen = received;
    const again = transport.send({ method: 'GET', path: '/v1/z' });
    await until(() => received > seen);
    stall(600);
    await expect(again).rejects.toBeInstanceOf(TimeoutError);
  } finally {
    await transport.close();
  }
});
