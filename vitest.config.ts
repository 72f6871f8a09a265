import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './test/support/sequencer.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Tests bind loopback ports and measure rate limits; two workers keep a 2-core machine honest.
    maxWorkers: 2,
    // Files share a worker's modules: the embedded PostgreSQL (PGlite: 3 s of CPU for initdb,
    // 1 s from the kept image, src/store/pglite-image.ts) is started once per worker rather than
    // once per file, which halves the suite. Every test already makes
    // its own schema, ports and bot, so nothing else is shared between files.
    isolate: false,
    // The longest files first, so no long one starts last (test/support/sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
  },
});
