import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Dockerfile read as its build would: instructions per stage, the COPY sources, and the
 * .dockerignore patterns (test/dockerfile.test.ts checks its facts; test/build.test.ts replays
 * its build stage on a fresh clone holding only what the build stage COPYs).
 */

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');

export interface Instruction {
  op: string;
  args: string;
}
/** The Dockerfile's instructions (continuations joined, comments dropped), split into its stages. */
export function stages(text: string): Instruction[][] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const out: Instruction[][] = [];
  for (const l of lines) {
    const [, op = '', args = ''] = /^(\S+)\s*(.*)$/.exec(l) ?? [];
    if (op.toUpperCase() === 'FROM') out.push([]);
    out.at(-1)?.push({ op: op.toUpperCase(), args });
  }
  return out;
}
export const dockerfile = read('Dockerfile');
export const all = stages(dockerfile);
export const build = all[0] ?? [];
export const final = all.at(-1) ?? [];
export const of = (stage: Instruction[], op: string) => stage.filter((i) => i.op === op);
/** COPY sources of a stage (not those copied from another stage). */
export const copySources = (stage: Instruction[]) =>
  of(stage, 'COPY')
    .filter((i) => !i.args.startsWith('--from'))
    .flatMap((i) => i.args.split(/\s+/).slice(0, -1));

/** The .dockerignore patterns, as the build context drops them (top-level names and globs). */
const ignored = read('.dockerignore')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));
export const isIgnored = (path: string) =>
  ignored.some((p) => new RegExp(`^${p.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}(/|$)`).test(path));
