import { inject } from 'vitest';
import { bundleName, CHILD_ENTRIES } from './bundles.js';

/**
 * node's arguments that run one of the project's entry points in a test's child process: its
 * bundle (the same esbuild transform tsx applies, built once per run by test/support/bundles.ts),
 * which starts in about a quarter of the CPU of loading a thousand modules through tsx (0.9
 * against 3.4 CPU-s for a console answering /chains).
 */
export function entryArgs(entry: string): string[] {
  if (!CHILD_ENTRIES.includes(entry)) throw new Error(`${entry} has no test bundle: add it to CHILD_ENTRIES in test/support/bundles.ts`);
  // PGlite's WebAssembly (about 10 MB) compiled by the baseline compiler only: a test's child
  // lives seconds, and the optimising tier-up spent more CPU than it saved there.
  return ['--liftoff-only', `${inject('bundles')}/${bundleName(entry)}.js`];
}
