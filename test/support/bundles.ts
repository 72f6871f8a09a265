import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { bundle } from '../../src/build.mjs';

/**
 * vitest's global setup: the entry points tests start as child processes, bundled once per run
 * into one folder (test/support/entries.ts), their shared code in shared chunks and the card
 * worker beside them, where src/cards/renderer.ts starts it. No source maps: a test's child
 * does not need them, and making them is most of a bundle's time.
 */

/** The entry points tests start as child processes. */
export const CHILD_ENTRIES = [
  'src/main.ts',
  'src/console/main.ts',
  'src/rotate-secret-main.ts',
  'src/deploy-main.ts',
  'test/kill-point-main.ts',
  'test/feed-kill-main.ts',
  'test/role-kill-main.ts',
  'test/rewards-kill-main.ts',
  'test/period-kill-main.ts',
  'test/console-fixture-main.ts',
  // bench.test's helper processes (bench/processes.ts, startFromBundles).
  'bench/sandbox-process.ts',
  'bench/w2-process.ts',
];

/** An entry's bundle file name: its path, without .ts, with dashes for slashes. */
export const bundleName = (entry: string) => entry.replace(/\.ts$/, '').replaceAll('/', '-');

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Inside the project, so the bundles' external packages (PGlite, the canvas) resolve from node_modules.
const OUT = join(ROOT, 'node_modules/.cache/test-bundles');

declare module 'vitest' {
  export interface ProvidedContext {
    bundles: string;
  }
}

async function bundleAll(): Promise<void> {
  await bundle(
    OUT,
    { ...Object.fromEntries(CHILD_ENTRIES.map((e) => [bundleName(e), e])), worker: 'src/cards/worker.ts' },
    { sourcemap: false },
  );
  // The bundles are ES modules. Under node_modules no package.json says so, and node would then
  // read every file twice more to detect its format (about 0.1 s of each child's start).
  writeFileSync(join(OUT, 'package.json'), '{ "type": "module" }\n');
}

export default async function setup(project: TestProject) {
  await bundleAll();
  project.provide('bundles', OUT);
  // Watch mode: a rerun after an edit starts the edited code.
  project.onTestsRerun(bundleAll);
}
