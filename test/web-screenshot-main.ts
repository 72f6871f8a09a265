import { fileURLToPath } from 'node:url';
import { startConsoleWeb, takeScreenshots } from './support/web-screenshot.js';

/**
 * `npm run screenshots`: retakes the web board's pictures (docs/web-leaderboard.png,
 * docs/web-leaderboard-me.png) from `npm run console -- --web 0`, in Debian's chromium with its
 * colour emoji font (test/support/web-screenshot.ts says what each shows).
 */
const docs = fileURLToPath(new URL('../docs/', import.meta.url));
const consoleWeb = await startConsoleWeb(['npm', ['run', '-s', 'console', '--']]);
try {
  const taken = await takeScreenshots(consoleWeb.url, docs);
  process.stdout.write(`${taken.board}\n${taken.me} (${taken.marked.name}, #${taken.marked.rank}, marked)\n`);
} catch (err) {
  process.stderr.write(`npm run screenshots: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
} finally {
  await consoleWeb.stop();
}
