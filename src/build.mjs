// The compiled bot: esbuild bundles the production entry points (their TypeScript and the
// packages they import) into a few files in dist/, built when dist/ is missing or older than the
// sources. A few files to load instead of a thousand modules, so a replica is ready sooner
// (docs/performance.md, W6). Plain JavaScript, so it runs before any build and without tsx.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
/** The compiled bot's entry. */
export const COMPILED_ENTRY = join(DIST, 'main.js');
const SOURCES = ['src', 'commands', 'package.json'];

/** What `npm start`, `node dist/deploy-main.js` and the bot's card worker run, by output name. */
const ENTRIES = {
  main: 'src/main.ts',
  'deploy-main': 'src/deploy-main.ts',
  'rotate-secret-main': 'src/rotate-secret-main.ts',
  // Beside the chunk that starts it (src/cards/renderer.ts: ./worker.js).
  worker: 'src/cards/worker.ts',
};
/**
 * Left to node_modules at run time: PGlite finds its WebAssembly and data files beside its own
 * module, and the canvas is a native addon.
 */
const EXTERNAL = ['@electric-sql/pglite', '@napi-rs/canvas'];
/** Optional packages bundled libraries try to load and do without (none is installed). */
export const OPTIONAL_IMPORTS = ['zlib-sync', 'itty-router', 'bufferutil', 'utf-8-validate', 'pg-native'];

/** The newest modification time among the sources (TypeScript files and package.json). */
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
  const changed = SOURCES.map((p) => join(ROOT, p))
    .filter(existsSync)
    .some((p) => newest(p) > built);
  return changed ? 'sources changed since the last build' : undefined;
}

/**
 * Bundles the entries into `outdir` (ES modules, split into shared chunks so what loads lazily
 * stays lazy, source maps without the sources' text unless turned off). `plugins`: esbuild
 * plugins for a bundle that is not the bot's own (the chaos run's copy with a planted bug).
 * Throws when esbuild is not installed or the sources do not build.
 */
export async function bundle(outdir = DIST, entries = ENTRIES, { sourcemap = true, plugins = [] } = {}) {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    throw new Error('dist/ is missing or out of date and esbuild is not installed: run `npm ci`, then `npm run build`.');
  }
  rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: entries,
    outdir,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap,
    sourcesContent: false,
    external: [...EXTERNAL, ...OPTIONAL_IMPORTS],
    // The bundled CommonJS packages (discord.js, pg…) call require for node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    // Smaller bundles, so less for V8 to read and parse at every start; names are kept, so stack traces through the packages still say
    // which function, and the source maps still place the bot's own frames.
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'error',
    plugins,
  });
  if (sourcemap) await ownCodeMapsOnly(outdir);
}

/**
 * Keeps the source maps' mappings of the bot's own code and drops those of node_modules: stack
 * traces still name the TypeScript files, and node, which parses a chunk's whole map the first
 * time a stack is formatted, holds a few hundred kB instead of tens of MB for discord.js & co.
 */
async function ownCodeMapsOnly(outdir) {
  const { decode, encode } = await import('@jridgewell/sourcemap-codec');
  for (const name of readdirSync(outdir).filter((n) => n.endsWith('.js.map'))) {
    const path = join(outdir, name);
    const map = JSON.parse(readFileSync(path, 'utf8'));
    const kept = new Map();
    map.sources.forEach((source, i) => {
      if (!source.includes('node_modules/')) kept.set(i, kept.size);
    });
    const lines = decode(map.mappings).map((segments) =>
      segments.filter((s) => s.length === 1 || kept.has(s[1])).map((s) => (s.length === 1 ? s : [s[0], kept.get(s[1]), ...s.slice(2)])),
    );
    map.sources = map.sources.filter((_, i) => kept.has(i));
    map.mappings = encode(lines);
    writeFileSync(path, JSON.stringify(map));
  }
}

/** Builds dist/ when it is missing or stale; throws when it cannot. Says so on stderr. */
export async function ensureBuilt() {
  const why = staleness();
  if (!why) return false;
  process.stderr.write(`building the bot (${why})…\n`);
  await bundle();
  return true;
}

// `npm run build` (after tsc has checked the production sources' types).
if (process.argv[1] === fileURLToPath(import.meta.url)) await bundle();
