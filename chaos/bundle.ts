import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from '../src/build.mjs';
import { PLANTED_BUGS, plantPlugin, type PlantName } from './plant.js';

/**
 * The bot the chaos run starts as its replicas: `npm start`'s entry (src/main.ts) bundled as
 * src/build.mjs bundles it for dist/, into a folder of the run's own (with a planted bug when
 * asked, chaos/plant.ts), so neither dist/ nor the test bundles are touched. Built at every run:
 * what runs is always the sources as they are.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Where the bundle is built: under node_modules, so its external packages resolve; one folder per
 * run, so runs side by side never start (or restart) a replica from a bundle another is rewriting.
 */
const bundleDir = (plant: PlantName | undefined) => join(ROOT, 'node_modules/.cache/chaos', `${plant ?? 'bot'}-${process.pid}`);

/** Builds the bundle; returns the entry to start with node, and how to remove it once the replicas are gone. */
export async function buildReplicaBundle(plant?: PlantName): Promise<{ entry: string; remove(): void }> {
  const dir = bundleDir(plant);
  // The card worker beside the chunk that starts it (src/cards/renderer.ts: ./worker.js), as in dist/.
  await bundle(
    dir,
    { main: 'src/main.ts', worker: 'src/cards/worker.ts' },
    { sourcemap: false, plugins: plant ? [plantPlugin(PLANTED_BUGS[plant])] : [] },
  );
  // ES modules under node_modules: say so, or node reads every file again to detect its format.
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  return { entry: join(dir, 'main.js'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
