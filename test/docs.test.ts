import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commands } from '../commands/index.js';
import { envSchema } from '../src/config.js';
import { definitionsOf } from '../src/command/contract.js';
import { consoleBlocks, docFiles } from './support/readme-console.js';

/**
 * The documentation as a newcomer finds it: a short README with no dates that links every page
 * of docs/, links that lead somewhere, worked examples that a test runs, and reference pages
 * (commands, configuration, reliability) that name what the code has.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const readme = read('README.md');
const pages = readdirSync(join(ROOT, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .sort();

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as dashes. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
const anchorsOf = (text: string) =>
  new Set([...text.replace(/^```[\s\S]*?^```$/gm, '').matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)));

/** Every command definition as Discord receives it (the builders' JSON). */
type Option = { name: string; type: number; options?: Option[] };
const definitions = commands.flatMap((c) =>
  definitionsOf(c).map(
    (d) =>
      ('toJSON' in d && typeof d.toJSON === 'function' ? d.toJSON() : d) as unknown as { name: string; type?: number; options?: Option[] },
  ),
);
const isSlash = (d: { type?: number }) => (d.type ?? 1) === 1;

const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';

describe('the README', () => {
  it('links every page of docs/', () => {
    const linked = new Set([...readme.matchAll(/\]\(docs\/([\w.-]+\.md)(#[\w-]*)?\)/g)].map((m) => m[1]));
    expect(pages.length).toBeGreaterThanOrEqual(15);
    expect(pages.filter((p) => !linked.has(p))).toEqual([]);
  });

  it('is at most 250 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
  });

  it('carries no date: no ISO date, no month-name date, no year', () => {
    expect(readme).not.toMatch(/\b20\d\d-\d\d-\d\d\b/);
    expect(readme).not.toMatch(new RegExp(`\\b(${MONTHS})\\.? \\d{1,2}(st|nd|rd|th)?,? \\d{4}\\b`));
    expect(readme).not.toMatch(new RegExp(`\\b\\d{1,2}(st|nd|rd|th)? (${MONTHS}) \\d{4}\\b`));
    expect(readme).not.toMatch(/\b(19|20)\d\d\b/);
  });

  it('shows the web board and gives the two quick-start commands', () => {
    expect(readme).toMatch(/!\[[^\]]*\]\(docs\/web-leaderboard\.png\)/);
    expect(readme).toContain('npm run console');
    expect(readme).toContain('npm run sandbox');
  });

  it('lists every command, one line each', () => {
    const rows = readme.split('\n').filter((l) => l.startsWith('| `/'));
    const slash = definitions.filter(isSlash);
    expect(slash.length).toBeGreaterThanOrEqual(19);
    for (const d of slash) expect(rows.filter((r) => new RegExp(`^\\| \`/${d.name}\`[ ,|]`).test(r)).length, `/${d.name}`).toBe(1);
    expect(rows.length).toBe(slash.length);
  });
});

describe('every document', () => {
  it('has links that lead to a file, and anchors to a heading, that exist', () => {
    const broken: string[] = [];
    for (const file of docFiles()) {
      const text = read(file).replace(/^```[\s\S]*?^```$/gm, '');
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!;
        if (/^[a-z]+:/.test(target)) continue;
        const [path, anchor] = target.split('#') as [string, string | undefined];
        const resolved = path === '' ? file : normalize(join(dirname(file), path));
        if (!existsSync(join(ROOT, resolved))) broken.push(`${file}: ${target}`);
        else if (anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor))
          broken.push(`${file}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('names only files of the repository that exist (src/, commands/, test/, chaos/, bench/, ops/)', () => {
    const gone: string[] = [];
    for (const file of docFiles()) {
      for (const m of read(file).matchAll(/`((?:src|commands|test|chaos|bench|ops)\/[\w./-]+)`/g)) {
        const path = m[1]!;
        // Written when a command runs, not kept in the repository.
        if (path.startsWith('bench/results/')) continue;
        if (!existsSync(join(ROOT, path))) gone.push(`${file}: ${path}`);
      }
    }
    expect(gone).toEqual([]);
  });

  it('names no issue number, and tells how or when something was measured only in docs/performance.md', () => {
    const found: string[] = [];
    for (const file of docFiles()) {
      const text = read(file);
      if (/issue ?#?\d+/i.test(text)) found.push(`${file}: issue number`);
      if (file === 'docs/performance.md') continue;
      for (const diary of [
        /\bload average\b/i,
        /\bmeasured (on|at|in|side)\b/i,
        /\bthis session\b/i,
        /\bthat morning\b/i,
        /\b20\d\d-\d\d-\d\d at \d\d:\d\d\b/,
      ]) {
        if (diary.test(text)) found.push(`${file}: ${diary}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('has worked examples that a test runs: each ```console block with a start line has an id a test asks for', () => {
    const worked = consoleBlocks().filter((b) => b.start !== undefined);
    expect(worked.length).toBeGreaterThanOrEqual(3);
    const tests = readdirSync(join(ROOT, 'test'))
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => read(`test/${f}`))
      .join('\n');
    for (const b of worked) {
      expect(b.id, `${b.file}: ${b.start}`).toBeDefined();
      expect(tests, `${b.file}: id=${b.id}`).toContain(`docExample('${b.id}')`);
    }
    expect(new Set(worked.map((b) => b.id)).size).toBe(worked.length);
  });
});

describe('docs/commands.md', () => {
  const text = read('docs/commands.md');
  /** The section of one command: from its heading to the next. */
  const section = (name: string) => {
    const start = text.indexOf(`\n## /${name}\n`);
    return start < 0 ? '' : text.slice(start, text.indexOf('\n## ', start + 3) >>> 0);
  };

  it('names every command, subcommand and option under its command', () => {
    const missing: string[] = [];
    let options = 0;
    for (const d of definitions) {
      if (!isSlash(d)) {
        if (!text.includes(d.name)) missing.push(d.name);
        continue;
      }
      const s = section(d.name);
      if (!s) missing.push(`/${d.name}`);
      /** `scope`: the text of the command, or of one subcommand (from its bold title to the next). */
      const walk = (list: Option[] | undefined, path: string, scope: string) => {
        for (const o of list ?? []) {
          if (o.type === 1 || o.type === 2) {
            const title = `**${path} ${o.name}**`;
            const at = scope.indexOf(title);
            if (at < 0) missing.push(`${path} ${o.name}`);
            const end = scope.indexOf('\n**/', at + title.length);
            walk(o.options, `${path} ${o.name}`, at < 0 ? '' : scope.slice(at, end < 0 ? undefined : end));
          } else {
            options++;
            if (!scope.includes(`| \`${o.name}\` |`)) missing.push(`${path} ${o.name}:`);
          }
        }
      };
      walk(d.options, `/${d.name}`, s);
    }
    expect(options).toBeGreaterThan(150);
    expect(missing).toEqual([]);
  });
});

describe('docs/configuration.md', () => {
  it('names every variable src/config.ts reads, each in a table row', () => {
    const text = read('docs/configuration.md');
    const named = new Set(
      [...text.matchAll(/^\| (`[A-Z_]+`(?: \/ `[A-Z_]+`)*)/gm)].flatMap((m) => [...m[1]!.matchAll(/`([A-Z_]+)`/g)].map((n) => n[1])),
    );
    expect(Object.keys(envSchema.shape).filter((k) => !named.has(k))).toEqual([]);
  });
});

describe('docs/reliability.md', () => {
  const text = read('docs/reliability.md');
  const rows = text.split('\n').filter((l) => /^\| [^|]+ \| `[a-z-]+` \|/.test(l));
  const checks = [...read('chaos/check.ts').matchAll(/return row\(\s*'([a-z-]+)',\s*(?:'[^']*'|"[^"]*"),\s*\[([^\]]*)\]/g)].map((m) => ({
    name: m[1]!,
    tests: [...m[2]!.matchAll(/'(test\/[^']+)'/g)].map((t) => t[1]!),
  }));

  it('is one row per chaos check, naming the unit tests the chaos run names for it', () => {
    expect(checks.length).toBeGreaterThanOrEqual(8);
    for (const c of checks) {
      const row = rows.find((r) => r.includes(`| \`${c.name}\` |`));
      expect(row, c.name).toBeDefined();
      for (const t of c.tests) expect(row, `${c.name}: ${t}`).toContain(`\`${t}\``);
    }
    expect(rows.length).toBe(checks.length);
  });

  it('quotes test names that exist in the file named before them', () => {
    const quoted: string[] = [];
    for (const row of rows) {
      for (const part of row.split(/; /)) {
        const file = /`(test\/[\w.-]+\.test\.ts)`/.exec(part)?.[1];
        if (!file) continue;
        expect(existsSync(join(ROOT, file)), file).toBe(true);
        const source = read(file);
        for (const name of part.matchAll(/"([^"]+)"/g)) {
          quoted.push(name[1]!);
          expect(source.includes(name[1]!), `${file}: "${name[1]}"`).toBe(true);
        }
      }
    }
    expect(quoted.length).toBeGreaterThanOrEqual(checks.length);
  });
});
