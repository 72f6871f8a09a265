import { expect, test } from 'vitest';
import { DEMO } from '../src/sandbox/index.js';
import { consoleFor } from './support/readme-console.js';

/**
 * The console's jobs run as a running bot's do: the engine starts with the console and what is
 * due runs before each line, so a period board turned on is counted from its snapshot at the
 * next line, with no `wait` typed.
 */

const shell = consoleFor('npm run console -- --as admin --fast');

test('period boards turned on: the next /leaderboard period:week counts from the snapshot already taken, without a wait', async () => {
  const cost = await shell.run(`/setup periods:${DEMO.pointSystems.active}`);
  expect(cost).toContain('Turn on');
  const on = await shell.run('press Turn on');
  expect(on).not.toMatch(/^✖/m);
  const board = await shell.run('/leaderboard period:week');
  expect(board).not.toContain('still being taken');
  // Counted from the snapshot: its moment is on the board, and its rows (no one has gained since,
  // so they are listed without a rank).
  expect(board).toMatch(/Gains since .+, when period boards were turned on/);
  expect(board).toMatch(/Members with a gain: \d+ of 1,200/);
}, 180_000);

test('wait 2h runs an hourly schedule at each of its times, as a running bot would: two runs, each shown', async () => {
  const created = await shell.run('/schedule leaderboard channel:#general every:hour at::15 mode:new');
  expect(created).not.toMatch(/^✖/m);
  const waited = await shell.run('wait 2h');
  expect(waited.match(/posted in (<#\d+>|#general)/g) ?? []).toHaveLength(2);
  const list = await shell.run('/schedule list');
  expect(list).toContain('posts so far: 2');
  expect(list).not.toContain('missed');
}, 180_000);
