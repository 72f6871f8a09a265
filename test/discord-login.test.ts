import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { entryArgs } from './support/entries.js';

/**
 * `npm start` whose login fails for a reason the operator fixes: a token Discord refuses (401)
 * and a Discord this machine cannot reach each print one plain sentence naming DISCORD_TOKEN or
 * the network, not a JSON log line with a stack. Discord is a local HTTP server answering as
 * Discord does (DISCORD_API_URL), or no server at all.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const LOOPBACK_ONLY = join(root, 'test/support/loopback-only.mjs');
const TOKEN = 'aaa.bbb.ccc';
const PROCESS = { timeout: 120_000 };

let dir: string;
let discord: Server;
let discordUrl: string;
const seen: { method?: string; url?: string; auth?: string }[] = [];

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`)),
  );
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'discord-login-'));
  // Discord's answer to a bot token it does not know, on every route.
  discord = createServer((req: IncomingMessage, res) => {
    seen.push({ method: req.method, url: req.url, auth: req.headers.authorization });
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: '401: Unauthorized', code: 0 }));
  });
  discordUrl = await listen(discord);
});
afterAll(async () => {
  await new Promise((resolve) => discord.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', LOOPBACK_ONLY, ...entryArgs('src/main.ts')], {
      cwd: dir,
      // npm start's defaults: JSON logs at info (stderr is not a terminal here).
      env: {
        PATH: process.env.PATH ?? '',
        DISCORD_TOKEN: TOKEN,
        COMMUNITY_API_URL: 'http://127.0.0.1:9',
        DATA_DIR: join(dir, 'data'),
        ...env,
      },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.stdin.end();
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The output is one line of prose: no log line, no stack, no token. */
function expectOnePlainSentence(output: string): string {
  const lines = output.split('\n').filter((l) => l.trim() !== '');
  expect(lines).toHaveLength(1);
  const [line] = lines as [string];
  expect(line).not.toMatch(/^\s*\{|"level"|\n\s+at |stack/);
  expect(line).not.toContain(TOKEN);
  return line;
}

describe('npm start whose login to Discord fails', PROCESS, () => {
  test('a token Discord refuses (401): one sentence naming DISCORD_TOKEN', async () => {
    const r = await start({ DISCORD_API_URL: discordUrl });
    expect(r.code).toBe(1);
    // It asked Discord, with the token.
    expect(seen.some((s) => s.url?.endsWith('/gateway/bot') && s.auth === `Bot ${TOKEN}`)).toBe(true);
    const line = expectOnePlainSentence(r.output);
    expect(line).toContain('DISCORD_TOKEN');
    expect(line).toContain('401');
    expect(line).not.toMatch(/network/i);
  });

  test('a DISCORD_API_URL nothing answers: one sentence naming the network and DISCORD_API_URL', async () => {
    const closed = createServer();
    const url = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const r = await start({ DISCORD_API_URL: url });
    expect(r.code).toBe(1);
    const line = expectOnePlainSentence(r.output);
    expect(line).toContain('could not connect to Discord');
    expect(line).toMatch(/network/);
    expect(line).toContain('DISCORD_API_URL');
    expect(line).toContain('ECONNREFUSED');
    expect(line).not.toContain('DISCORD_TOKEN');
  });

  test('Discord itself unreachable (no route beyond loopback): one sentence naming the network', async () => {
    const r = await start({});
    expect(r.code).toBe(1);
    const line = expectOnePlainSentence(r.output);
    expect(line).toContain('could not connect to Discord (https://discord.com/api)');
    expect(line).toMatch(/network connection/);
    expect(line).not.toMatch(/DISCORD_TOKEN|DISCORD_API_URL/);
  });
});
