import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { OPS_PATHS } from '../src/http/ops.js';
import { COMPILED_ENTRY } from '../src/build.mjs';

/**
 * Issue 28 item 17: the image the README's compose builds (`build: .`). No Docker daemon runs
 * here or in CI, so the Dockerfile's facts are checked from its text and by replaying its build
 * stage's COPYs and build in a scratch folder, so it cannot rot unnoticed.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string>; dependencies: Record<string, string> };

interface Instruction { op: string; args: string }
/** The Dockerfile's instructions (continuations joined, comments dropped), split into its stages. */
function stages(text: string): Instruction[][] {
  const lines = text.replace(/\\\n/g, ' ').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const out: Instruction[][] = [];
  for (const l of lines) {
    const [, op = '', args = ''] = /^(\S+)\s*(.*)$/.exec(l) ?? [];
    if (op.toUpperCase() === 'FROM') out.push([]);
    out.at(-1)?.push({ op: op.toUpperCase(), args });
  }
  return out;
}
const dockerfile = read('Dockerfile');
const all = stages(dockerfile);
const build = all[0] ?? [];
const final = all.at(-1) ?? [];
const of = (stage: Instruction[], op: string) => stage.filter((i) => i.op === op);
/** COPY sources of a stage (not those copied from another stage). */
const copySources = (stage: Instruction[]) =>
  of(stage, 'COPY').filter((i) => !i.args.startsWith('--from')).flatMap((i) => i.args.split(/\s+/).slice(0, -1));

/** The .dockerignore patterns, as the build context drops them (top-level names and globs). */
const ignored = read('.dockerignore').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
const isIgnored = (path: string) =>
  ignored.some((p) => new RegExp(`^${p.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}(/|$)`).test(path));

describe('Dockerfile', () => {
  it('is multi-stage: npm ci and npm run build in the first, production dependencies only in the last', () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
    const runs = (s: Instruction[]) => of(s, 'RUN').map((i) => i.args).join('\n');
    expect(runs(build)).toMatch(/\bnpm ci\b/);
    expect(runs(build)).toMatch(/\bnpm run build\b/);
    expect(runs(final)).toMatch(/\bnpm ci\b[^\n]*--omit=dev/);
    expect(runs(final)).not.toMatch(/npm run build|\btsc\b/);
    // The compiled bot comes from the build stage, where tsconfig.build.json puts it.
    const outDir = (JSON.parse(read('tsconfig.build.json').replace(/^\s*\/\/.*$/gm, '')) as { compilerOptions: { outDir: string } }).compilerOptions.outDir;
    expect(of(final, 'COPY').map((i) => i.args)).toContainEqual(expect.stringMatching(new RegExp(`^--from=\\S+\\s+/app/${outDir}\\s+\\./${outDir}$`)));
    expect(of(final, 'WORKDIR').at(-1)?.args).toBe('/app');
    expect(of(build, 'WORKDIR').at(-1)?.args).toBe('/app');
  });

  it('runs as a non-root user, who owns the data folder', () => {
    const user = of(final, 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const userAt = final.findIndex((i) => i.op === 'USER');
    const cmdAt = final.findIndex((i) => i.op === 'CMD');
    expect(userAt).toBeLessThan(cmdAt);
    const dataDir = /DATA_DIR=(\S+)/.exec(of(final, 'ENV').map((i) => i.args).join(' '))?.[1];
    expect(dataDir).toBeDefined();
    expect(of(final, 'RUN').map((i) => i.args).join('\n')).toContain(`chown ${user}:${user} ${dataDir}`);
  });

  it('has a health check asking a path the bot serves, on the port the image sets', () => {
    const check = of(final, 'HEALTHCHECK').at(-1)?.args ?? '';
    const path = /127\.0\.0\.1:[^/]*(\/[a-z]+)/.exec(check)?.[1];
    expect(['/readyz', '/healthz']).toContain(path);
    expect(OPS_PATHS).toContain(path);
    expect(check).toContain('process.env.OPS_PORT');
    expect(of(final, 'ENV').map((i) => i.args).join(' ')).toMatch(/\bOPS_PORT=\d+/);
    // The slim image has no curl or wget: the check must use what is in it.
    expect(check).not.toMatch(/\b(curl|wget)\b/);
    const json = /CMD\s+(\[.*\])$/.exec(check)?.[1];
    expect(() => JSON.parse(json ?? '')).not.toThrow();
  });

  it('runs what `npm start` runs: node on the compiled entry, with source maps', () => {
    // npm start: src/start.mjs builds when needed, turns source maps on and imports COMPILED_ENTRY.
    // Node's flags, the same in both (a young generation of 2 MiB semi-spaces: README, W6).
    const flags = /\bnode((?: --\S+)*) src\/start\.mjs$/.exec(pkg.scripts.start ?? '')?.[1]?.trim().split(' ') ?? [];
    expect(flags).toContain('--max-semi-space-size=2');
    const start = read('src/start.mjs');
    expect(start).toContain('process.setSourceMapsEnabled(true)');
    expect(start).toContain('COMPILED_ENTRY');
    const cmd = JSON.parse(/^(\[.*\])$/.exec(of(final, 'CMD').at(-1)?.args ?? '')?.[1] ?? 'null') as string[] | null;
    expect(cmd).toEqual(['node', '--enable-source-maps', ...flags, relative(ROOT, COMPILED_ENTRY)]);
  });

  it('COPYs files that exist and that .dockerignore keeps in the build context', () => {
    const sources = [...copySources(build), ...copySources(final)];
    expect(sources.length).toBeGreaterThan(0);
    for (const s of sources) {
      expect(existsSync(join(ROOT, s)), s).toBe(true);
      expect(isIgnored(s), `${s} is in .dockerignore`).toBe(false);
    }
    // Secrets and local state stay out of the context.
    for (const p of ['.env', 'node_modules', 'dist', 'data', '.git']) expect(isIgnored(p), p).toBe(true);
  });

  describe('its build stage, replayed', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'docker-build-'));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    it('compiles the entry from what it COPYs alone, and the compiled bot imports production dependencies only', () => {
      for (const s of copySources(build)) cpSync(join(ROOT, s), join(scratch, s), { recursive: true });
      // As `npm ci` would have installed them.
      symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'));
      execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: scratch, stdio: 'pipe' });
      const entry = join(scratch, relative(ROOT, COMPILED_ENTRY));
      expect(existsSync(entry)).toBe(true);

      const files = (dir: string): string[] =>
        readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : n.endsWith('.js') ? [join(dir, n)] : []));
      const builtins = new Set(builtinModules);
      const packages = new Set<string>();
      for (const f of files(join(scratch, 'dist'))) {
        for (const m of readFileSync(f, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)['"]([^'"./][^'"]*)['"]/g)) {
          const spec = m[1]!;
          if (spec.startsWith('node:') || builtins.has(spec.split('/')[0]!)) continue;
          packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
        }
      }
      expect(packages.size).toBeGreaterThan(0);
      for (const p of packages) expect(Object.keys(pkg.dependencies), `dist imports ${p}`).toContain(p);
    }, 180_000);
  });
});

describe("README's compose example", () => {
  const readme = read('README.md');
  const bot = /\n {2}bot:[^\n]*\n((?: {4}[^\n]*\n)+)/.exec(readme)?.[1] ?? '';

  it('builds this Dockerfile and relies on its command and health check', () => {
    expect(bot).toMatch(/^ {4}build: \.(\s|$)/m);
    // The image has neither the sources npm start would build nor curl.
    expect(bot).not.toMatch(/^ {4}command:/m);
    expect(bot).not.toMatch(/\bcurl\b/);
    // The health check asks OPS_PORT: the compose's bot sets the port the image expects or its own.
    expect(bot).toMatch(/OPS_PORT: "\d+"/);
  });
});
