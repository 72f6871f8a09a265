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

/** The entries tests start, by the name of their bundle. */
export const ENTRY_BUNDLES: Record<string, string> = {
  'src/main.ts': 'main',
  'src/console/main.ts': 'console',
  'src/rotate-secret-main.ts': 'rotate-secret',
  'src/deploy-main.ts': 'deploy',
  'test/kill-point-main.ts': 'kill-point',
  'test/feed-kill-main.ts': 'feed-kill',
  'test/role-kill-main.ts': 'role-kill',
  'test/console-fixture-main.ts': 'console-fixture',
};

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Inside the project, so the bundles' external packages (PGlite, the canvas) resolve from node_modules.
const OUT = join(ROOT, 'node_modules/.cache/test-bundles');

declare module 'vitest' {
  export interface ProvidedContext {
    bundles: string;
  }
}

async function bundleAll(): Promise<void> {
  await bundle(OUT, { ...Object.fromEntries(Object.entries(ENTRY_BUNDLES).map(([entry, name]) => [name, entry])), worker: 'src/cards/worker.ts' }, { sourcemap: false });
}

export default async function setup(project: TestProject) {
  await bundleAll();
  project.provide('bundles', OUT);
  // Watch mode: a rerun after an edit starts the edited code.
  project.onTestsRerun(bundleAll);
}
