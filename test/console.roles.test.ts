import { expect, test } from 'vitest';
import { ROLE_WORDS, USAGE } from '../src/console/flags.js';
import { CONSOLE_HELP } from '../src/console/output.js';
import { consoleFor } from './support/readme-console.js';

/**
 * One definition of each role (src/command/roles.ts), enforced and said the same way: the console's
 * moderator holds a moderator role, not Manage Server, so on a new server it cannot open /setup
 * and set the API key; it runs the moderator commands. The usage, the banner and the help use
 * the same words.
 */

const NEW_SERVER = '1303458820156252777';
const shell = consoleFor(`npm run console -- --as moderator --guild ${NEW_SERVER} --fast`);

test('a moderator on a new server is refused /setup (no key can be set), and runs moderator commands', async () => {
  const setup = await shell.run('/setup');
  expect(setup).toContain('This is for server administrators (Manage Server or Administrator).');
  expect(setup).not.toContain('Set the API key');
  // A moderator command: allowed (the server has no key yet, so it says that, not a refusal).
  const feeds = await shell.run('/feed list');
  expect(feeds).not.toContain('This is for moderators');
}, 180_000);

test('the usage, the banner and the help say who each role is in the same words', () => {
  expect(ROLE_WORDS.moderator).toContain('not Manage Server');
  expect(ROLE_WORDS.moderator).toContain('not /setup');
  expect(ROLE_WORDS.admin).toContain('Manage Server');
  for (const words of Object.values(ROLE_WORDS)) {
    expect(USAGE).toContain(words);
    expect(CONSOLE_HELP).toContain(words);
  }
  expect(shell.setup().banner).toContain(`You are alice (${ROLE_WORDS.moderator};`);
});
