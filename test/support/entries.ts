import { inject } from 'vitest';
import { ENTRY_BUNDLES } from './bundles.js';

/**
 * node's arguments that run one of the project's entry points in a test's child process: its
 * bundle (the same esbuild transform tsx applies, built once per run by test/support/bundles.ts),
 * which starts in about half the CPU of loading a thousand modules through tsx. A few tests keep
 * running the entries through tsx, as `npm run console` and `npm run start:tsx` do.
 */
export function entryArgs(entry: string): string[] {
  const name = ENTRY_BUNDLES[entry];
  if (!name) throw new Error(`${entry} has no test bundle: add it to ENTRY_BUNDLES in test/support/bundles.ts`);
  // PGlite's WebAssembly (about 10 MB) compiled by the baseline compiler only: a test's child
  // lives seconds, and the optimising tier-up spent more CPU than it saved there.
  return ['--liftoff-only', `${inject('bundles')}/${name}.js`];
}
