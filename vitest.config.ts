import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './test/support/sequencer.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Tests bind loopback ports and measure rate limits. Three workers on a 2-core machine: a
    // third of the suite's time is waiting on child processes and servers, which a third
    // worker fills (the suite: 310 s with two, 272 s with three, on this machine).
    maxWorkers: 3,
    // Files share a worker's modules: the embedded PostgreSQL (PGlite: 3 s of CPU for initdb,
    // 1 s from the kept image, src/store/pglite-image.ts) is started once per worker rather than
    // once per file, which halves the suite. Every test already makes
    // its own schema, ports and bot, so nothing else is shared between files.
    isolate: false,
    // The entry points tests start as child processes, bundled once (test/support/entries.ts).
    globalSetup: ['test/support/bundles.ts'],
    // The longest files first, so no long one starts last (test/support/sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
  },
});
