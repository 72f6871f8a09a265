import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyz, startReplicas, type ReplicaSet } from '../bench/replicas.js';
import { createSigner } from '../bench/signed.js';
import { Worker } from 'node:worker_threads';
import { COMPILED_ENTRY, OPTIONAL_IMPORTS } from '../src/build.mjs';
import type { FromWorker, ToWorker } from '../src/cards/worker.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { build, copySources, read, ROOT } from './support/dockerfile.js';

/**
 * `npm start` runs the compiled bot, building it first on a fresh clone. A clone of
 * this repository's HEAD (its node_modules linked, as `npm ci` would have installed them) is
 * started in HTTP interactions mode with nothing built: it bundles dist/, starts from it (not
 * through tsx) and answers /readyz 200 with its embedded store.
 *
 * The clone keeps only what the Dockerfile's build stage COPYs: `npm start`
 * bundles there exactly as `RUN npm run build` does in the image after its type check (which
 * CI's own tsc covers), and that bundle also serves the Dockerfile's replayed build stage below.
 */

const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string> };
/** A bare import specifier: a package name (scoped or not), a subpath, or a node: builtin. */
const PACKAGE_SPECIFIER = /^(?:node:|@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w./-]*)?$/i;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

let clone: string;
/** Set once `npm start` has built dist/ and run it (src/build.mjs throws when the bundle fails). */
let builtByStart = false;
/** The top-level names the build stage COPYs from the context. */
const keptNames = () => new Set(copySources(build).map((s) => s.split('/')[0]!));
describe('npm start on a fresh clone', () => {
  let sandbox: Sandbox;
  let set: ReplicaSet | undefined;
  beforeAll(async () => {
    clone = mkdtempSync(join(tmpdir(), 'bot-clone-'));
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', ROOT, clone]);
    // Nothing built in the clone, whatever the working tree holds.
    expect(existsSync(join(clone, 'dist'))).toBe(false);
    // What the Dockerfile's build stage COPYs, and nothing else (the image's build context).
    const kept = keptNames();
    expect(kept.size).toBeGreaterThan(0);
    for (const name of readdirSync(clone)) if (!kept.has(name)) rmSync(join(clone, name), { recursive: true, force: true });
    for (const s of kept) expect(existsSync(join(clone, s)), `${s} is not committed`).toBe(true);
    symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'));
    sandbox = await startSandbox({ ratePerSecond: 0 });
  }, 60_000);
  afterAll(async () => {
    await set?.stop();
    await sandbox?.close();
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
      status = await readyz(bot).then(
        (r) => r.status,
        () => 0,
      );
    }
    expect(status).toBe(200);
    // Built on the way, and the running bot is the compiled one, not TypeScript through tsx.
    expect(existsSync(join(clone, 'dist/main.js'))).toBe(true);
    expect(existsSync(join(clone, 'dist/main.js.map'))).toBe(true);
    // The sandbox (a test and console server) is not part of the production bundle.
    for (const f of readdirSync(join(clone, 'dist')))
      if (f.endsWith('.js')) expect(readFileSync(join(clone, 'dist', f), 'utf8'), f).not.toContain('src/sandbox/');
    const cmdline = readFileSync(`/proc/${bot.pid}/cmdline`, 'utf8').split('\0').join(' ');
    expect(cmdline).toContain('src/start.mjs');
    expect(cmdline).not.toContain('tsx');
    builtByStart = true;
    expect(await set.stop()).toEqual([0]);
    set = undefined;
  }, 600_000);
});

describe('Dockerfile', () => {
  describe('its build stage, replayed', () => {
    afterAll(() => rmSync(clone, { recursive: true, force: true }));

    it('compiles the entry from what it COPYs alone, and the compiled bot imports production dependencies only', () => {
      // The clone above holds only the build stage's COPY sources (and node_modules, as `npm ci`
      // would have installed them); `npm start` bundled it there. Should that test not have got
      // as far, bundle here as the build stage does.
      const entry = join(clone, relative(ROOT, COMPILED_ENTRY));
      if (!builtByStart) execFileSync(process.execPath, ['src/build.mjs'], { cwd: clone, stdio: 'pipe' });
      const allowed = [...keptNames(), 'node_modules', 'dist', 'data'];
      for (const name of readdirSync(clone)) expect(allowed, `${name} is not COPYed by the build stage`).toContain(name);
      expect(existsSync(entry)).toBe(true);

      const files = (dir: string): string[] =>
        readdirSync(dir).flatMap((n) =>
          statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : n.endsWith('.js') ? [join(dir, n)] : [],
        );
      const builtins = new Set(builtinModules);
      const packages = new Set<string>();
      for (const f of files(join(clone, 'dist'))) {
        // Imports, requires, and requires made with createRequire(import.meta.url).
        for (const m of readFileSync(f, 'utf8').matchAll(
          /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|import\.meta\.url\)\s*\(\s*)['"]([^'"./\s][^'"\s]*)['"]/g,
        )) {
          const spec = m[1]!;
          // The minified bundle also holds strings such as the header list `"from","host"`.
          if (!PACKAGE_SPECIFIER.test(spec)) continue;
          if (spec.startsWith('node:') || builtins.has(spec.split('/')[0]!)) continue;
          packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
        }
      }
      expect(packages.size).toBeGreaterThan(0);
      // What the bundle leaves to node_modules: production dependencies, and optional packages a
      // bundled library tries and does without.
      for (const p of packages) expect([...Object.keys(pkg.dependencies), ...OPTIONAL_IMPORTS], `dist imports ${p}`).toContain(p);
      // The job engine's pg-boss is in the bundle: the store's migration loading it from
      // node_modules as well would hold a second copy (as it did with a createRequire).
      expect(packages).not.toContain('pg-boss');
    }, 180_000);

    it('the bundled card worker draws a card beside the chunk that starts it', async () => {
      // src/cards/renderer.ts starts new URL('./worker.js', import.meta.url): every chunk is in dist/.
      expect(readdirSync(join(clone, 'dist')).filter((f) => f.startsWith('renderer-') && f.endsWith('.js'))).toHaveLength(1);
      const worker = new Worker(join(clone, 'dist/worker.js'));
      try {
        const drawn = new Promise<FromWorker>((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
        });
        const message: ToWorker = {
          id: 1,
          card: {
            kind: 'rank',
            system: { name: 'Sparks', emoji: '⚡' },
            name: 'Ada',
            rank: '#42',
            detail: 'of 1,200 holders',
            balance: '1,234 Sparks',
          },
        };
        worker.postMessage(message);
        const out = await drawn;
        expect('png' in out && Buffer.from(out.png).subarray(1, 4).toString()).toBe('PNG');
      } finally {
        await worker.terminate();
      }
    }, 60_000);
  });
});
