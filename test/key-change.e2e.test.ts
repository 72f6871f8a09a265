import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/bot/router/router.js';
import { openMemoryStore, type Store } from '../src/store/index.js';
import { KEY_FIELD, SETUP_KEY_FORM } from '../src/features/setup/view.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';
import { buttons, msg, shown } from './moves.e2e-helpers.js';

/**
 * A write previewed under one API key is never sent under another: an administrator replacing
 * the server's key with /setup between a preview and its Confirm would otherwise send the write
 * to the new key's community. Confirm then says so, sends nothing, and a new preview works.
 */

const GUILD = '1503458820156252001';
const MEMBER = '318204957716150009';

let bot: TestBot;
let store: Store;
let keyA: string;
let keyB: string;
beforeAll(async () => {
  store = await openMemoryStore();
  bot = await startTestBot({ store });
  keyA = bot.sandbox.addCommunity();
  keyB = bot.sandbox.addCommunity();
}, 120_000);
afterAll(() => bot?.close());

let actor: ReturnType<TestBot['moderator']>;
const admin = () => (actor ??= bot.moderator({ guildId: GUILD }));
const setKey = async (key: string) => {
  const id = SETUP_KEY_FORM.id('keyform', { guild: GUILD })!;
  const r = await bot.modal(id, { [KEY_FIELD]: key }, admin(), true);
  expect(shown(r)).toContain(`…${key.slice(-4)}`);
};
const give = () => bot.slash('points', { subcommand: 'give', member: MEMBER, amount: '5' }, admin());
const confirm = (preview: RunResult) => bot.button(buttons(preview)[0]!, admin());
const writes = () => bot.sandbox.moves(keyA).length + bot.sandbox.moves(keyB).length;
const raid = () =>
  bot.slash(
    'raid',
    {
      subcommand: 'create',
      title: 'Launch',
      'post-url': 'https://x.com/acme/status/1790000000000000001',
      'reward-type': 'TOKEN_POOL',
      chain: 'Polygon',
      token: 'native',
      amount: 1,
    },
    admin(),
  );
const raids = () => bot.sandbox.raids(keyA).length + bot.sandbox.raids(keyB).length;

describe('a key replaced between preview and Confirm', () => {
  it('Confirm refuses, unsent, and says why; a preview under the new key sends with it', async () => {
    await setKey(keyA);
    const preview = await give();
    expect(buttons(preview).length).toBeGreaterThan(0);
    await setKey(keyB);

    const refused = await confirm(preview);
    expect(refused.ephemeral).toBe(true);
    expect(shown(refused)).toContain('key was changed since this preview, so nothing was sent');
    expect(shown(refused)).not.toBe(MESSAGES.stale);
    expect(writes()).toBe(0);

    const again = await give();
    const done = await confirm(again);
    expect(msg(done).content).toContain('Points given');
    expect(bot.sandbox.moves(keyB)).toHaveLength(1);
    expect(bot.sandbox.moves(keyA)).toHaveLength(0);
  });

  it('a raid too: Confirm under the new key creates nothing, and says why', async () => {
    await setKey(keyA);
    const preview = await raid();
    expect(buttons(preview).length, shown(preview)).toBe(2);
    await setKey(keyB);
    const refused = await confirm(preview);
    expect(shown(refused)).toContain('key was changed since this preview, so nothing was sent');
    expect(raids()).toBe(0);
  });
});
