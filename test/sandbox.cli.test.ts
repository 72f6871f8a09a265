import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../src/sandbox/index.js';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  // A failed SIGTERM test leaves the sandbox orphaned under npm's shell: end exactly those.
  for (const pid of survivorsOfAll()) process.kill(pid, 'SIGKILL');
});
const markers: string[] = [];
function survivorsOfAll(): number[] {
  return markers.splice(0).flatMap((m) => survivors(m));
}

/** The script itself (`node --import tsx`), or `npm run sandbox` as a user types it (npm → sh → tsx → node). */
function startCli(args: string[], via: 'node' | 'npm' = 'node', env: Record<string, string> = {}) {
  const [command, prefix] =
    via === 'npm' ? ['npm', ['run', 'sandbox', '--']] : [process.execPath, ['--import', 'tsx', 'src/sandbox/main.ts']];
  const child = spawn(command!, [...prefix!, ...args], {
    cwd: new URL('..', import.meta.url),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  child.stderr.on('data', (d: Buffer) => (err += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const printed = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const m = out.match(pattern);
        if (m) resolve(m);
      };
      child.stdout.on('data', check);
      void exited.then(() => reject(new Error(`exited before printing ${pattern}: ${out}${err}`)));
      check();
    });
  return { child, exited, printed, output: () => out + err };
}

// Each test starts real processes (npm, tsx): on a loaded machine that alone can take 10 s.
describe('sandbox CLI', { timeout: 120_000 }, () => {
  it('prints its URL and the demo key, applies --fault, and exits 0 on SIGINT', async () => {
    const cli = startCli(['--port', '0', '--rate', '0', '--seed', '42', '--fault', 'getQuest:errorRate=1']);
    const [, url] = await cli.printed(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
    await cli.printed(new RegExp(`Demo API key: ${DEMO_API_KEY}`));
    expect((await fetch(`${url}/v1/chains`)).status).toBe(200);
    const quest = await fetch(`${url}/v1/community/quests/q-weekly-signal`, { headers: { 'x-api-key': DEMO_API_KEY } });
    expect(quest.status).toBe(503);
    cli.child.kill('SIGINT');
    expect(await cli.exited).toBe(0);
  });

  it('exits 1 with a message for a bad flag, and the usage for an unknown one', async () => {
    const cli = startCli(['--fault', 'nowhere:errorRate=1']);
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toMatch(/--fault nowhere:errorRate=1/);
    const unknown = startCli(['--colour', 'red']);
    expect(await unknown.exited).toBe(1);
    expect(unknown.output()).toContain("Unknown option '--colour'");
    expect(unknown.output()).toContain('Usage: npm run sandbox');
    // A port out of range is said in words, not as Node's RangeError from listen().
    const port = startCli(['--port', '99999']);
    expect(await port.exited).toBe(1);
    expect(port.output()).toContain('--port must be a whole number from 0 to 65535');
    expect(port.output()).not.toMatch(/RangeError|ERR_SOCKET_BAD_PORT|\n\s+at /);
  });

  it('--help prints every flag and exits 0 without starting a server', async () => {
    const cli = startCli(['--help'], 'npm');
    expect(await cli.exited).toBe(0);
    const out = cli.output();
    expect(out).toContain('Usage: npm run sandbox -- [options]');
    for (const flag of ['--host', '--port', '--rate', '--seed', '--spelling', '--fault', '--help']) expect(out).toContain(flag);
    expect(out).not.toContain('listening on');
  });

  it('SIGTERM to `npm run sandbox` stops the sandbox, frees its port and leaves no process behind', async () => {
    const marker = randomUUID();
    markers.push(marker);
    const cli = startCli(['--port', '0', '--rate', '0'], 'npm', { SANDBOX_TEST_MARKER: marker });
    const [, url] = await cli.printed(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
    const port = Number(new URL(url!).port);
    expect(await accepts(port)).toBe(true);
    cli.child.kill('SIGTERM');
    await cli.exited;
    // Polling, not a fixed sleep: the port is free and nothing carrying the marker is left.
    for (let i = 0; i < 100 && (survivors(marker).length || (await accepts(port))); i++) await new Promise((r) => setTimeout(r, 100));
    expect(survivors(marker)).toEqual([]);
    expect(await accepts(port)).toBe(false);
  });
});

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Processes whose environment carries the marker (npm, its shell, tsx and the sandbox). */
function survivors(marker: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').includes(`SANDBOX_TEST_MARKER=${marker}`)) found.push(Number(entry));
    } catch {
      // Gone, or not ours to read.
    }
  }
  return found;
}
