import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../src/sandbox/index.js';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function startCli(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/sandbox/main.ts', ...args], {
    cwd: new URL('..', import.meta.url),
    stdio: ['ignore', 'pipe', 'pipe'],
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

describe('sandbox CLI', () => {
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

  it('exits 1 with a message for a bad flag', async () => {
    const cli = startCli(['--fault', 'nowhere:errorRate=1']);
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toMatch(/--fault nowhere:errorRate=1/);
  });
});
