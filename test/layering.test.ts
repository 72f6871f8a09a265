import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The one-way layering (README "How it is built"), enforced on the import graph: every
 * `import`/`export … from` and dynamic `import()` of every file under src/ and commands/.
 * A plain walk rather than a tool: the rules are few, the project is small, and the test runs
 * in milliseconds with no dependency to keep up to date.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** One import: the importing file and what it names (a project path, or a package name). */
export interface Edge {
  from: string;
  to: string;
}

const SPECIFIER = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Project-relative `src/x/y.ts` for relative specifiers; the package name for the rest. */
function target(from: string, spec: string): string {
  if (!spec.startsWith('.')) return spec.startsWith('node:') ? spec : spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');
  return relative(ROOT, resolve(ROOT, dirname(from), spec)).replace(/\.js$/, '.ts');
}

export function importGraph(dirs: readonly string[]): Edge[] {
  return dirs.flatMap((dir) =>
    filesUnder(dir).flatMap((from) =>
      [...readFileSync(join(ROOT, from), 'utf8').matchAll(SPECIFIER)].map((m) => ({ from, to: target(from, (m[1] ?? m[2]) as string) })),
    ),
  );
}

const inside = (path: string, folder: string) => path.startsWith(`${folder}/`);
const isPackage = (to: string) => !to.includes('/') || to.startsWith('@') || to.startsWith('node:');

interface Rule {
  name: string;
  /** True when the edge breaks the rule. */
  breaks(e: Edge): boolean;
}

export const RULES: Rule[] = [
  {
    // Refusals it writes (an option's value) are in the reader's language: the translations are a leaf too.
    name: 'the Discord leaf (src/discord) imports only discord.js, the translations and itself',
    breaks: (e) => inside(e.from, 'src/discord') && (isPackage(e.to) ? e.to !== 'discord.js' : !inside(e.to, 'src/discord') && !inside(e.to, 'src/i18n')),
  },
  { name: 'src/views never imports src/bot or the command contract', breaks: (e) => inside(e.from, 'src/views') && (inside(e.to, 'src/bot') || inside(e.to, 'src/command')) },
  {
    // The router sits above the commands; what they build on is the kit.
    name: 'commands and the kit never import src/bot (the router and the runtime)',
    breaks: (e) => ['commands', 'src/command', 'src/input', 'src/features'].some((f) => inside(e.from, f)) && inside(e.to, 'src/bot'),
  },
  {
    name: 'src/api knows nothing of Discord or the bot',
    breaks: (e) => inside(e.from, 'src/api') && (e.to === 'discord.js' || ['src/bot', 'src/command', 'src/input', 'src/features', 'src/views', 'src/discord', 'commands'].some((f) => inside(e.to, f))),
  },
  { name: 'src/store imports no discord.js', breaks: (e) => inside(e.from, 'src/store') && e.to === 'discord.js' },
  {
    name: 'the translations (src/i18n) import only i18next, discord.js types and themselves',
    breaks: (e) => inside(e.from, 'src/i18n') && (isPackage(e.to) ? e.to !== 'i18next' && e.to !== 'discord.js' : !inside(e.to, 'src/i18n')),
  },
];

export function violations(edges: readonly Edge[]): string[] {
  return RULES.flatMap((r) => edges.filter((e) => r.breaks(e)).map((e) => `${r.name}: ${e.from} imports ${e.to}`));
}

describe('layering', () => {
  const edges = importGraph(['src', 'commands']);

  it('reads the real graph (the walk finds the imports it checks)', () => {
    expect(edges.length).toBeGreaterThan(100);
    expect(edges).toContainEqual({ from: 'src/bot/router/answer.ts', to: 'src/discord/limits.ts' });
    expect(edges).toContainEqual({ from: 'src/discord/limits.ts', to: 'discord.js' });
    expect(edges.some((e) => inside(e.from, 'commands') && e.to === 'src/command/contract.ts')).toBe(true);
  });

  it('has no edge against the rules', () => {
    expect(violations(edges)).toEqual([]);
  });

  it('names each kind of violation', () => {
    const bad: Edge[] = [
      { from: 'src/discord/limits.ts', to: 'src/views/format.ts' },
      { from: 'src/discord/reply.ts', to: 'zod' },
      { from: 'src/views/format.ts', to: 'src/command/contract.ts' },
      { from: 'commands/quest.ts', to: 'src/bot/router/router.ts' },
      { from: 'commands/raid.ts', to: 'src/bot/error-reply.ts' },
      { from: 'src/command/contract.ts', to: 'src/bot/router/router.ts' },
      { from: 'src/api/client.ts', to: 'discord.js' },
      { from: 'src/api/client.ts', to: 'src/command/contract.ts' },
      { from: 'src/store/index.ts', to: 'discord.js' },
      { from: 'src/i18n/commands.ts', to: 'src/bot/registry.ts' },
      { from: 'src/i18n/index.ts', to: 'zod' },
    ];
    expect(violations(bad)).toHaveLength(bad.length);
    expect(violations([{ from: 'src/discord/limits.ts', to: 'discord.js' }, { from: 'commands/raid.ts', to: 'src/command/error-texts.ts' }])).toEqual([]);
  });
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
