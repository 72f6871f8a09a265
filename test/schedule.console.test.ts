import { expect, test } from 'vitest';
import { consoleFor, docExample } from './support/readme-console.js';
import type { Harness } from '../src/bot/offline/harness.js';

/**
 * The scheduled board's worked example (docs/schedules-and-feeds.md, ```console
 * id=schedule-board) runs in the console exactly as printed (its flags too), and
 * shows what it says: the greeting and the board posted in #general after `wait`, the schedule
 * in `/schedule list`; a run that comes due is shown as an edit of that board.
 */

const { start, lines } = docExample('schedule-board');
const shell = consoleFor(start);
const run = shell.run;

test('the worked example runs as printed: the board is posted after wait, listed, and a due run is an edit of it', async () => {
  expect(start).toBe('npm run console -- --as admin --fast');
  expect(lines).toHaveLength(4);
  const said: string[] = [];
  for (const line of lines) {
    const text = await run(line);
    expect(text, line).not.toMatch(/^✖/m);
    said.push(text);
  }
  const [zone, created, waited, list] = said as [string, string, string, string];
  expect(zone).toContain('Time zone set to Europe/Berlin');
  expect(created).toContain('every Monday at 18:00 (Europe/Berlin)');
  expect(waited).toMatch(/posted in <#\d+> #\d+|posted in #general/);
  expect(waited).toContain('Updated');
  expect(list).toContain('every Monday at 18:00 (Europe/Berlin)');

  // A run comes due (as on Monday at 18:00): the next wait shows an edit of the same board.
  // The console's harness is the session's own: reached here only to make the run due now.
  const harness = (shell.setup().session as unknown as { harness: Harness }).harness;
  const store = harness.bot.services.store;
  const [x] = await store.schedules.list(harness.guildId);
  await store.schedules.reschedule(x!.id, Date.now() - 1_000, x!.nextFinalAt);
  const edited = await run('wait 1s');
  expect(edited).toMatch(/edit of #\d+ in/);
}, 180_000);
