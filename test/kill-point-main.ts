import { main } from '../src/console/run.js';
import type { JournalStep } from '../src/store/index.js';

/**
 * The console, killed by itself with SIGKILL when the write journal reaches the step named in
 * KILL_AT (claimed, sent, answered, recorded): a crash at exactly that point, for
 * test/support/kill-point.ts (test/kill-point.test.ts, test/kill-point.postgres.test.ts).
 * Without KILL_AT it is the plain console.
 */
const at = process.env.KILL_AT as JournalStep | undefined;

main(process.argv.slice(2), {
  storeOptions: {
    onStep: (step) => {
      if (step === at) process.kill(process.pid, 'SIGKILL');
    },
  },
});
