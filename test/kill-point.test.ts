import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe } from 'vitest';
import { killPoints } from './support/kill-point.js';

/**
 * SIGKILL at every step of a write (the console, a child process, on a store; then the console
 * restarted on it tells the truth, and the API saw at most one POST each time): on the embedded
 * database, a data folder. The cases and how they are checked: test/support/kill-point.ts; the
 * same on a PostgreSQL server: test/kill-point.postgres.test.ts (a file of its own, so the two
 * halves run on test workers side by side).
 */

describe('SIGKILL at each step of a write, on the embedded database (--data DIR)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kill-point-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  killPoints(() => dir);
});
