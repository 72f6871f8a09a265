import { expect, test } from 'vitest';
import { consoleFor } from './support/readme-console.js';

/**
 * The console names channels and roles as Discord's client would (#quests, @event), where the
 * bot posted included, and an audit line in the server's own audit channel names no server id.
 * It also knows its --web address: /setup's web toggle asks first, saying what becomes public there.
 */

const shell = consoleFor('npm run console -- --as admin --fast --web 0');
const SNOWFLAKE = /\b\d{17,20}\b/;

test('channels, roles and the audit line: names, never ids', async () => {
  // The /setup panel's audit channel picker takes #general by name, as Discord's picker shows it.
  const panel = await shell.run('/setup');
  const menu = /\[(\d+)\] ▾ Audit channel/.exec(panel)?.[1];
  expect(menu, panel).toBeDefined();
  expect(panel).toContain(`press ${menu} <id or #channel>`);
  const set = await shell.run(`press ${menu} #general`);
  expect(set).toContain('The audit trail is posted in #general');
  // The audit line in #general: who did it, not in which server (it is this one).
  expect(set).toContain('posted in #general');
  expect(set).toContain('setup by @alice: audit channel set to #general');
  expect(set).not.toMatch(SNOWFLAKE);

  const feed = await shell.run('/feed quests channel:#quests');
  expect(feed).toContain('posted in #quests');
  expect(feed).toContain('announced in #quests');
  expect(feed).not.toMatch(SNOWFLAKE);

  const role = await shell.run('/points give role:@event amount:5 reason:came to the event');
  expect(role).toContain('@event');
  expect(role).not.toContain('@role:');
  expect(role).not.toMatch(SNOWFLAKE);
}, 180_000);

test("/setup's web toggle asks first: what becomes public, at the console's --web address", async () => {
  const panel = await shell.run('/setup');
  const web = /\[(\d+)\] Web page: off/.exec(panel)?.[1];
  expect(web, panel).toBeDefined();
  const asked = await shell.run(`press ${web}`);
  expect(asked).toContain('publishes every holder’s name');
  expect(asked).toMatch(/http:\/\/127\.0\.0\.1:\d+\/boards\/\d+\//);
  expect(asked).not.toContain('Web leaderboard: on');
  const on = await shell.run('press Publish names and balances');
  expect(on).toMatch(/Web leaderboard: on, with names and balances: http:\/\/127\.0\.0\.1:\d+\/boards\//);
}, 180_000);
