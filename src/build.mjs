// The compiled bot's freshness: dist/ (tsconfig.build.json) is built when it is missing or
// older than the sources. Plain JavaScript, so it runs before any build and without tsx.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The compiled bot's entry. */
export const COMPILED_ENTRY = join(ROOT, 'dist', 'src', 'main.js');
const SOURCES = ['src', 'commands', 'tsconfig.json', 'tsconfig.build.json', 'package.json'];

/** The newest modification time among the sources (TypeScript files and the build's settings). */
function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return /\.(ts|json)$/.test(path) ? s.mtimeMs : 0;
  let max = 0;
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
}

/** Why dist/ must be built, or undefined when it is up to date. */
export function staleness() {
  if (!existsSync(COMPILED_ENTRY)) return 'not built yet';
  const built = statSync(COMPILED_ENTRY).mtimeMs;
  const changed = SOURCES.map((p) => join(ROOT, p)).filter(existsSync).some((p) => newest(p) > built);
  return changed ? 'sources changed since the last build' : undefined;
}

/** Builds dist/ when it is missing or stale; throws when it cannot. Output goes to stderr. */
export function ensureBuilt() {
  const why = staleness();
  if (!why) return false;
  process.stderr.write(`building the bot (${why})…\n`);
  let tsc;
  try {
    tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  } catch {
    throw new Error('dist/ is missing or out of date and TypeScript is not installed: run `npm ci`, then `npm run build`.');
  }
  const r = spawnSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.build.json')], { cwd: ROOT, stdio: ['ignore', 2, 2] });
  if (r.status !== 0) throw new Error('the build failed (see above).');
  return true;
}
