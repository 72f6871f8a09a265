import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPS_PATHS } from '../src/http/ops.js';
import { COMPILED_ENTRY } from '../src/build.mjs';
import { all, build, copySources, final, isIgnored, of, read, ROOT, type Instruction } from './support/dockerfile.js';

/**
 * The image compose.yaml builds (`build: .`). No Docker daemon runs
 * here or in CI, so the Dockerfile's facts are checked from its text and by replaying its build
 * stage's COPYs and build (in test/build.test.ts), so it cannot rot unnoticed.
 */

const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string>; dependencies: Record<string, string> };

describe('Dockerfile', () => {
  it('is multi-stage: npm ci and npm run build in the first, production dependencies only in the last', () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
    const runs = (s: Instruction[]) =>
      of(s, 'RUN')
        .map((i) => i.args)
        .join('\n');
    expect(runs(build)).toMatch(/\bnpm ci\b/);
    expect(runs(build)).toMatch(/\bnpm run build\b/);
    expect(runs(final)).toMatch(/\bnpm ci\b[^\n]*--omit=dev/);
    expect(runs(final)).not.toMatch(/npm run build|\btsc\b/);
    // The compiled bot comes from the build stage, where src/build.mjs bundles it.
    const outDir = relative(ROOT, dirname(COMPILED_ENTRY));
    expect(of(final, 'COPY').map((i) => i.args)).toContainEqual(
      expect.stringMatching(new RegExp(`^--from=\\S+\\s+/app/${outDir}\\s+\\./${outDir}$`)),
    );
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
    const dataDir = /DATA_DIR=(\S+)/.exec(
      of(final, 'ENV')
        .map((i) => i.args)
        .join(' '),
    )?.[1];
    expect(dataDir).toBeDefined();
    expect(
      of(final, 'RUN')
        .map((i) => i.args)
        .join('\n'),
    ).toContain(`chown ${user}:${user} ${dataDir}`);
  });

  it('has a health check asking a path the bot serves, on the port the image sets', () => {
    const check = of(final, 'HEALTHCHECK').at(-1)?.args ?? '';
    const path = /127\.0\.0\.1:[^/]*(\/[a-z]+)/.exec(check)?.[1];
    expect(['/readyz', '/healthz']).toContain(path);
    expect(OPS_PATHS).toContain(path);
    expect(check).toContain('process.env.OPS_PORT');
    expect(
      of(final, 'ENV')
        .map((i) => i.args)
        .join(' '),
    ).toMatch(/\bOPS_PORT=\d+/);
    // The slim image has no curl or wget: the check must use what is in it.
    expect(check).not.toMatch(/\b(curl|wget)\b/);
    const json = /CMD\s+(\[.*\])$/.exec(check)?.[1];
    expect(() => JSON.parse(json ?? '')).not.toThrow();
  });

  it('runs what `npm start` runs: node on the compiled entry, with source maps', () => {
    // npm start: src/start.mjs builds when needed, turns source maps on and imports COMPILED_ENTRY.
    // Node's flags, the same in both (a young generation of 2 MiB semi-spaces: docs/performance.md, W6).
    const flags =
      /\bnode((?: --\S+)*) src\/start\.mjs$/
        .exec(pkg.scripts.start ?? '')?.[1]
        ?.trim()
        .split(' ') ?? [];
    // The embedded database's WebAssembly by the baseline compiler only, and gc for one collection after the start (memory at rest, W6).
    expect(flags).toEqual(expect.arrayContaining(['--max-semi-space-size=2', '--liftoff-only', '--expose-gc']));
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
  // Its build stage, replayed from what it COPYs alone, is in test/build.test.ts: the fresh
  // clone `npm start` builds there holds only those files, so one compilation serves both.
});
// compose.yaml, which builds this image (`build: .`), is checked in test/compose.test.ts.
