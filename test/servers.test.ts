import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { reachable, serversRequired } from './support/servers.js';

describe('test server probe', () => {
  it('sees a listening port and not a closed one', async () => {
    const server = createServer((s) => s.end());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    expect(await reachable('127.0.0.1', port)).toBe(true);
    await new Promise<void>((r) => server.close(() => r()));
    expect(await reachable('127.0.0.1', port, 500)).toBe(false);
  });

  it('requires the servers only when .ci/run says so', () => {
    expect(serversRequired({ REQUIRE_TEST_SERVERS: '1' })).toBe(true);
    expect(serversRequired({})).toBe(false);
  });
});
