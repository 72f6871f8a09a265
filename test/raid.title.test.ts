import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_POST_URL } from '../src/input/parse.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';

/** A blank or whitespace raid title is refused, and a padded one is trimmed. */

let bot: TestBot;
beforeAll(async () => {
  bot = await startTestBot();
});
afterAll(() => bot?.close());

const content = (r: RunResult) => String(r.message?.content ?? '');
const create = (title: string) => ({
  subcommand: 'create',
  title,
  'post-url': EXAMPLE_POST_URL,
  'reward-type': 'RANDOM',
  'reward-pool': 'pool-launch',
});

describe('raid titles', () => {
  it.each([' ', '     ', '\t \n'])('refuses the title %j privately, before any request', async (title) => {
    const before = bot.sandbox.stats.total();
    const r = await bot.slash('raid', create(title), bot.moderator());
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toMatch(/^`title`/);
    expect(content(r)).toMatch(/must not be (empty|blank)/);
    expect(r.message?.components ?? []).toEqual([]);
    expect(bot.sandbox.stats.total()).toBe(before);
  });

  it('trims a padded title in the preview and in what is sent', async () => {
    const mod = bot.moderator();
    const preview = await bot.slash('raid', create('   Launch day   '), mod);
    const text = JSON.stringify(preview.message?.embeds);
    expect(text).toContain('**Launch day**');
    const confirm = String((preview.message?.components as { components: { custom_id: string }[] }[])[0]?.components[0]?.custom_id);
    const done = await bot.button(confirm, mod);
    expect(content(done)).toContain('Raid created: **Launch day** for');
    const raids = bot.sandbox.raids(bot.demoKey) as { title: string }[];
    expect(raids.at(-1)?.title).toBe('Launch day');
  });
});
