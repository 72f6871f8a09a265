import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FEED_CHANNEL, type Cluster } from '../chaos/cluster.js';
import { createInjector } from '../chaos/faults.js';
import { History } from '../chaos/history.js';
import { peerProcess, socketInode } from '../chaos/peer.js';
import { untilSecond } from '../chaos/run.js';
import { startDiscordStandIn, type DiscordStandIn } from '../src/bot/offline/discord-rest.js';

/**
 * The fault a planted feed bug arms (chaos/faults.ts): the process that makes the first feed post
 * Discord accepts is found by the port its request came from and killed before it reads the
 * answer, once, and started again; posts elsewhere, or answered with an error, leave it armed.
 * Each "replica" here is a real child process posting to the real Discord stand-in over loopback.
 */

const children: ChildProcess[] = [];
const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const f of closers.splice(0)) await f();
});

/** A child that POSTs `body` to `url` when told to (a line on stdin), and prints each answer's status. */
function poster(url: string): ChildProcess & { answers: string[] } {
  const script = `
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', async (line) => {
      for (const body of line.split('\\n').filter(Boolean)) {
        const r = await fetch(${JSON.stringify(url)} + JSON.parse(body).path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bot x' },
          body: JSON.stringify(JSON.parse(body).message),
        });
        await r.arrayBuffer();
        console.log('answered ' + r.status);
      }
    });
    console.log('ready');`;
  const child = Object.assign(spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] }), {
    answers: [] as string[],
  });
  children.push(child);
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (d: string) => child.answers.push(...d.split('\n').filter(Boolean)));
  return child;
}

const until = async (ok: () => boolean, what: string) => {
  for (let i = 0; i < 400 && !ok(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!ok()) throw new Error(`timed out waiting for ${what}`);
};

describe('finding the process behind a loopback connection', () => {
  it('reads the socket from one port to another out of a /proc/net/tcp table', () => {
    const table = [
      '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
      '   0: 0100007F:1538 00000000:0000 0A 00000000:00000000 00:00000000 00000000   105        0 21011 1 0000000000000000 100 0 0 10 0',
      '   1: 0100007F:C350 0100007F:1F90 01 00000000:00000000 00:00000000 00000000  1000        0 48213 1 0000000000000000 20 4 30 10 -1',
      '   2: 0100007F:1F90 0100007F:C350 01 00000000:00000000 00:00000000 00000000  1000        0 48214 1 0000000000000000 20 4 30 10 -1',
    ].join('\n');
    expect(socketInode(table, 0xc350, 0x1f90)).toBe('48213');
    expect(socketInode(table, 0x1f90, 0xc350)).toBe('48214');
    expect(socketInode(table, 0xc351, 0x1f90)).toBeUndefined();
  });

  it('names the child process that holds the client end, and none of processes that do not', async () => {
    const server: Server = createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    closers.push(() => new Promise((r) => server.close(r)));
    const serverPort = (server.address() as { port: number }).port;
    const connected = new Promise<number>((r) => server.once('connection', (s) => r(s.remotePort!)));
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const client = spawn(process.execPath, ['-e', `require('node:net').connect(${serverPort}, '127.0.0.1'); setInterval(() => {}, 1000)`], {
      stdio: 'ignore',
    });
    children.push(other, client);
    const port = await connected;
    expect(peerProcess(port, serverPort, [other.pid!, client.pid!])).toBe(client.pid);
    expect(peerProcess(port, serverPort, [other.pid!, process.pid])).toBeUndefined();
  });
});

describe("the feed poster's kill", () => {
  /** Two "replicas" posting to a real stand-in, as slots of a cluster the injector drives. */
  async function setUp() {
    const standIn: DiscordStandIn = await startDiscordStandIn();
    closers.push(() => standIn.close());
    const replicas = [poster(standIn.apiUrl), poster(standIn.apiUrl)];
    await until(() => replicas.every((r) => r.answers.includes('ready')), 'the posters to start');
    const down = new Set<number>();
    const started: number[] = [];
    const cluster = {
      standIn,
      slots: replicas.map((_, index) => ({ index })),
      up: () => replicas.map((_, i) => i).filter((i) => !down.has(i)),
      slotOfCaller: (port: number) => {
        const pid = peerProcess(
          port,
          Number(new URL(standIn.apiUrl).port),
          replicas.map((r) => r.pid!),
        );
        const i = replicas.findIndex((r) => r.pid === pid);
        return i < 0 ? undefined : i;
      },
      async kill(slot: number) {
        const r = replicas[slot]!;
        const exited = new Promise((res) => r.once('exit', res));
        r.kill('SIGKILL');
        await exited;
        down.add(slot);
      },
      async start(slot: number) {
        started.push(slot);
        down.delete(slot);
      },
    } as unknown as Cluster;
    const history = new History();
    const injector = createInjector(cluster, history, { faults: [], skew: { replica: 0, ms: 0 } }, { killFeedPoster: { ms: 10 } });
    /** A channel post; an announcement carries its batch as the nonce, as the feed's do. */
    const post = (slot: number, channel: string, content: string, nonce?: string) =>
      replicas[slot]!.stdin!.write(
        `${JSON.stringify({ path: `/v10/channels/${channel}/messages`, message: { content, ...(nonce ? { nonce, enforce_nonce: true } : {}) } })}\n`,
      );
    const made = (content: string) =>
      standIn.calls.filter((c) => c.method === 'POST' && (c.body as { content?: string }).content === content && c.messageId);
    return { standIn, replicas, history, injector, post, made, started, down };
  }

  it('kills the replica whose feed post Discord made, before it reads the answer; once; and starts it again', async () => {
    const { standIn, replicas, history, injector, post, made, started } = await setUp();
    // Elsewhere than the feed's channel, the notice /feed posts when set up (no nonce), or not
    // accepted: not the moment.
    post(0, '1203458820156252777', 'audit line', 'b0');
    post(0, FEED_CHANNEL, 'feed set up');
    await until(() => replicas[0]!.answers.filter((a) => a === 'answered 200').length === 2, 'the audit post and the notice');
    standIn.fail({ path: new RegExp(`^/channels/${FEED_CHANNEL}/messages$`), method: 'POST', status: 503 });
    post(0, FEED_CHANNEL, 'refused', 'b1');
    await until(() => replicas[0]!.answers.includes('answered 503'), 'the refused feed post');

    post(1, FEED_CHANNEL, 'first feed post', 'b2');
    await until(() => replicas[1]!.exitCode !== null || replicas[1]!.signalCode !== null, 'the poster to die');
    expect(replicas[1]!.signalCode).toBe('SIGKILL');
    expect(made('first feed post')).toHaveLength(1);
    expect(replicas[1]!.answers.filter((a) => a.startsWith('answered'))).toEqual([]);
    expect(history.events.filter((e) => e.type === 'fault' && e.fault === 'kill')).toMatchObject([{ replica: 1 }]);

    // Fired once: the next feed post is answered.
    post(0, FEED_CHANNEL, 'second feed post', 'b3');
    await until(() => replicas[0]!.answers.filter((a) => a === 'answered 200').length === 3, 'the second feed post');
    expect(made('second feed post')).toHaveLength(1);
    expect(replicas[0]!.exitCode).toBeNull();
    await injector.disarm();
    expect(started).toEqual([1]);
    expect(injector.counts()).toEqual({ 'kill feed poster': 1 });
    expect(history.events.filter((e) => e.type === 'fault').map((e) => e.type === 'fault' && e.fault)).toEqual(['kill', 'restart']);
  });

  it('says so when no feed post came before it was disarmed', async () => {
    const { history, injector, started } = await setUp();
    await injector.disarm();
    expect(started).toEqual([]);
    expect(history.events).toMatchObject([{ type: 'note', text: expect.stringContaining('never killed') }]);
  });
});

describe('the start of a run with the kill armed', () => {
  it('waits until the wall clock is that far into a minute', () => {
    const at = (s: number) => Date.UTC(2026, 11, 6, 12, 3, 0) + s * 1000;
    expect(untilSecond(40, at(10.5))).toBe(29_500);
    expect(untilSecond(40, at(40))).toBe(0);
    expect(untilSecond(40, at(50))).toBe(50_000);
    expect(untilSecond(40, at(59.999))).toBe(40_001);
  });
});
