import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/**
 * The layering rules live in .dependency-cruiser.cjs and run in `npm run lint`. These tests
 * keep the rules honest: the cruiser must read the TypeScript tree (a parser that silently
 * reads nothing finds no violation), and each rule must catch the import it forbids, on a
 * small tree of bad imports (test/fixtures/layering). The folder table of
 * docs/architecture.md is checked here too: no import rule can say it.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const config = createRequire(import.meta.url)(join(ROOT, '.dependency-cruiser.cjs')) as {
  forbidden: { name: string }[];
  options: ICruiseOptions;
};

async function violationsIn(baseDir: string, dirs: string[]) {
  const r = await cruise(dirs, { ...config.options, baseDir, ruleSet: { forbidden: config.forbidden } as never, validate: true });
  if (typeof r.output === 'string') throw new Error('the cruiser gave text');
  return r.output;
}

describe('the dependency rules', () => {
  it('read the real tree: every TypeScript module with its imports', async () => {
    const out = await violationsIn(ROOT, ['src', 'commands']);
    expect(out.modules.length).toBeGreaterThan(300);
    const router = out.modules.find((m) => m.source === 'src/bot/router/answer.ts');
    expect(router?.dependencies.map((d) => d.resolved)).toContain('src/discord/limits.ts');
    expect(out.modules.find((m) => m.source === 'commands/tip.ts')?.dependencies.map((d) => d.resolved)).toContain(
      'src/command/contract.ts',
    );
  }, 120_000);

  it('hold on the tree', async () => {
    const out = await violationsIn(ROOT, ['src', 'commands', 'bench', 'chaos']);
    expect(out.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
  }, 120_000);

  it('each catch the import it forbids', async () => {
    const out = await violationsIn(join(ROOT, 'test/fixtures/layering'), ['src', 'commands']);
    const caught = new Set(out.summary.violations.map((v) => v.rule.name));
    expect([...caught].sort()).toEqual(config.forbidden.map((r) => r.name).sort());
  }, 120_000);
});

describe('docs/architecture.md', () => {
  it('its folder table names every folder of src/ and nothing that is gone', () => {
    const section = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    const named = new Set([...section.matchAll(/^\| `(src\/[a-z0-9-]+)\/`/gm)].map((m) => m[1]));
    const folders = readdirSync(join(ROOT, 'src'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `src/${e.name}`);
    expect([...named].sort()).toEqual(folders.sort());
  });
});
