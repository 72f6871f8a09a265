import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './test/support/sequencer.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Tests bind loopback ports and measure rate limits. One worker more than a 2-core machine's
    // cores: much of the suite's time is waiting on child processes and servers, which the
    // third worker fills.
    maxWorkers: 3,
    // Files share a worker's modules: the embedded PostgreSQL (PGlite, whose initdb is costly;
    // src/store/pglite-image.ts keeps its image) is started once per worker rather than once per
    // file. Every test already makes
    // its own schema, ports and bot, so nothing else is shared between files.
    isolate: false,
    // The entry points tests start as child processes, bundled once (test/support/entries.ts).
    globalSetup: ['test/support/bundles.ts'],
    // The longest files first, so no long one starts last (test/support/sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
  },
});
