import { connect } from 'node:net';

/**
 * The local PostgreSQL and Redis servers that the project's machines (and CI) provide. A suite
 * that needs one asks `serverAvailable(kind)` once at the top of its file and registers its tests
 * with `describe.runIf(available)`. Under `.ci/run` (REQUIRE_TEST_SERVERS=1) a missing server
 * fails the suite; on a user's machine without it the suite is reported as skipped, with one
 * plain line saying which server suite was not run and why.
 */

/** Host and port of a server URL (`TEST_DATABASE_URL` may point elsewhere than the default). */
const at = (url: string, port: number) => {
  const u = new URL(url);
  return { host: u.hostname || '127.0.0.1', port: Number(u.port || port) };
};

export const TEST_SERVERS = {
  postgres: {
    name: 'PostgreSQL',
    url: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    ...at(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', 5432),
  },
  redis: {
    name: 'Redis',
    url: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    ...at(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', 6379),
  },
} as const;

export type TestServer = keyof typeof TEST_SERVERS;

/** Whether anything accepts connections at host:port within `timeoutMs`. */
export function reachable(host: string, port: number, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export const serversRequired = (env: NodeJS.ProcessEnv = process.env) => env.REQUIRE_TEST_SERVERS === '1';

/**
 * True when the server is up. When it is not: throws under `.ci/run`, else prints one line
 * naming the suite that will not run and returns false.
 */
export async function serverAvailable(kind: TestServer, suite: string): Promise<boolean> {
  const s = TEST_SERVERS[kind];
  if (await reachable(s.host, s.port)) return true;
  const why = `${s.name} is not reachable at ${s.host}:${s.port}`;
  if (serversRequired()) throw new Error(`${why}, and .ci/run requires it (${suite})`);
  console.warn(`NOT RUN: ${suite} (${why}; these tests run in .ci/run)`);
  return false;
}
