import { createRequire } from 'node:module';
import { expect, test } from 'vitest';

/**
 * The API client and discord.js's REST share the process-wide dispatcher: whichever undici is
 * loaded first installs its Agent there, and the other one sends through it. Two major versions
 * disagree on multipart bodies (undici 7's Agent cannot read undici 6's FormData: every reply
 * with a file, a card or an export, failed with "action is not a function" whenever the API
 * client happened to load first). One copy in the tree keeps the order from mattering.
 */
test("the API client's undici is the one discord.js's REST sends through", () => {
  const fromProject = createRequire(import.meta.url).resolve('undici');
  const restEntry = createRequire(import.meta.url).resolve('@discordjs/rest');
  const fromRest = createRequire(restEntry).resolve('undici');
  expect(fromRest).toBe(fromProject);
});
