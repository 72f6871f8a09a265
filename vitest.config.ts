import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Tests bind loopback ports and measure rate limits; two workers keep a 2-core machine honest.
    maxWorkers: 2,
  },
});
