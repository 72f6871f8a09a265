import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplicas, type ReplicaSet } from '../bench/replicas.js';
import { createSigner } from '../bench/signed.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';

/**
 * Issue 33: `npm start` runs the compiled bot, building it first on a fresh clone. A clone of
 * this repository's HEAD (its node_modules linked, as `npm ci` would have installed them) is
 * started in HTTP interactions mode with nothing built: it builds dist/, starts from it (not
 * through tsx) and answers /readyz 200 with its embedded store.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

describe('npm start on a fresh clone', () => {
  let clone: string;
  let sandbox: Sandbox;
  let set: ReplicaSet | undefined;
  beforeAll(async () => {
    clone = mkdtempSync(join(tmpdir(), 'bot-clone-'));
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', ROOT, clone]);
    symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'));
    sandbox = await startSandbox({ ratePerSecond: 0 });
  }, 60_000);
  afterAll(async () => {
    await set?.stop();
    await sandbox?.close();
    rmSync(clone, { recursive: true, force: true });
  }, 60_000);

  it('builds, runs the compiled bot in HTTP mode, and is ready', async () => {
    expect(existsSync(join(clone, 'dist'))).toBe(false);
    set = await startReplicas(
      1,
      {
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        DISCORD_TOKEN: 'build.test.token',
        DISCORD_PUBLIC_KEY: createSigner().publicKeyHex,
        COMMUNITY_API_URL: sandbox.url,
        COMMUNITY_API_KEY: sandbox.demoKey,
        DISCORD_GUILD_ID: DEMO.guildId,
        DATA_DIR: join(clone, 'data'),
        SHUTDOWN_GRACE_MS: '0',
      },
      'start',
      clone,
    );
    const bot = set.replicas[0]!;
    let status = 0;
    for (const until = Date.now() + 60_000; status !== 200 && Date.now() < until; await sleep(100)) {
      status = await fetch(`${bot.url}/readyz`).then((r) => r.status, () => 0);
    }
    expect(status).toBe(200);
    // Built on the way, and the running bot is the compiled one, not TypeScript through tsx.
    expect(existsSync(join(clone, 'dist/src/main.js'))).toBe(true);
    expect(existsSync(join(clone, 'dist/src/main.js.map'))).toBe(true);
    expect(existsSync(join(clone, 'dist/src/sandbox'))).toBe(false);
    const cmdline = readFileSync(`/proc/${bot.pid}/cmdline`, 'utf8').split('\0').join(' ');
    expect(cmdline).toContain('src/start.mjs');
    expect(cmdline).not.toContain('tsx');
    expect(await set.stop()).toEqual([0]);
    set = undefined;
  }, 600_000);
});
