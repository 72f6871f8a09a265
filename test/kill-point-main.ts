import { runConsole } from '../src/console/main.js';
import type { JournalStep } from '../src/store/index.js';

/**
 * The console, killed by itself with SIGKILL when the write journal reaches the step named in
 * KILL_AT (claimed, sent, answered, recorded): a crash at exactly that point, for
 * test/kill-point.test.ts. Without KILL_AT it is the plain console.
 */
const at = process.env.KILL_AT as JournalStep | undefined;

runConsole(process.argv.slice(2), {
  storeOptions: {
    onStep: (step) => {
      if (step === at) process.kill(process.pid, 'SIGKILL');
    },
  },
}).then(
  (code) => {
    process.exitCode = code;
    setTimeout(() => process.exit(code), 2_000).unref();
  },
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
