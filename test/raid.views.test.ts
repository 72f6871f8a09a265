import { ENGLISH, verbatim, type Reader } from '../src/i18n/reader.js';
import { describe, expect, it } from 'vitest';
import { splitId as decode } from '../src/discord/component-id.js';
import { raidCancelled, raidOutcome, raidPreview, type RaidDraft } from '../src/features/raids/view.js';
import { confirmIds, previewControls } from '../src/features/writes/confirm-view.js';
import { limitProblems, textOf } from './raid.limits-helper.js';

/** A preview's Confirm and Cancel, as the flow draws them for pending id `preview`. */
const controls = (preview: string) => previewControls(confirmIds('raid'), preview);

/** English words with German number formats: the amounts follow the reader's locale. */
const GERMAN_NUMBERS: Reader = { ...ENGLISH, locale: 'de-DE' };

const LONG_URL = `https://x.com/${'a'.repeat(15)}/status/${'1'.repeat(25)}?${'s=2&'.repeat(50)}`.slice(0, 256);

const largest: RaidDraft = {
  title: '# **T**'.repeat(10).slice(0, 64),
  postUrl: LONG_URL,
  // One masked link: the shared escape() handles one per line (see the report on repeated links).
  description: `- [click](https://evil.example) ${'*__~~ '.repeat(60)}`.slice(0, 256),
  durationMinutes: 43_200,
  channelId: '12345678901234567890',
  mentionRoleId: '12345678901234567891',
  requirements: { like: true, comment: false, repost: true },
  reward: {
    type: 'TOKEN_POOL',
    item: { type: 'TOKEN', chain: 'SeiEvm', tokenAddress: `0x${'ab'.repeat(20)}`, amount: 123456789.123456 },
  },
};

describe('raid preview', () => {
  it('fits Discord limits with the largest raid the spec allows', () => {
    expect(LONG_URL).toHaveLength(256);
    const reply = raidPreview(largest, controls('AbCdEf12'), Date.UTC(2030, 0, 1), ENGLISH);
    expect(limitProblems(reply)).toEqual([]);
    const text = textOf(reply);
    // Markdown in moderator text is shown literally, not rendered.
    expect(text).not.toMatch(/(^|[^\\])\[click\]\(/m);
    expect(text).toContain('\\- \\[click](https://evil.example)');
    expect(text).toContain(`<${LONG_URL}>`);
    expect(text).toContain('<#12345678901234567890>');
    expect(text).toContain('<@&12345678901234567891>');
    expect(text).toContain('✅ Like  ❌ Comment  ✅ Repost');
    expect(text).toContain('30 days');
    expect(text).toContain('Sei EVM');
    expect(text).toContain('123,456,789.123456 (the whole pool)');
    expect(text).toContain(`<t:${Date.UTC(2030, 0, 1) / 1000}:R>`);
  });

  it('carries the pending id in Confirm and Cancel', () => {
    const reply = raidPreview(largest, controls('AbCdEf12'), 0, ENGLISH);
    const buttons = reply.components?.[0]?.components ?? [];
    const ids = buttons.map((b) => ('custom_id' in b ? decode(b.custom_id) : undefined));
    expect(ids).toEqual([
      { command: 'raid', action: 'confirm', state: 'AbCdEf12~' },
      { command: 'raid', action: 'cancel', state: 'AbCdEf12~' },
    ]);
  });

  it('names the default channel, no role, and each reward kind with its cost', () => {
    const base: RaidDraft = { ...largest, channelId: undefined, mentionRoleId: undefined, description: undefined };
    const fixed = textOf(
      raidPreview(
        { ...base, reward: { type: 'FIXED', item: { type: 'TOKEN', chain: 'Polygon', amount: 5 } } },
        controls('x'),
        0,
        GERMAN_NUMBERS,
      ),
    );
    expect(fixed).toContain("the community's default raid channel");
    expect(fixed).toContain('No role');
    expect(fixed).toContain('5 of the native coin of Polygon for each raider');
    expect(fixed).toContain('total depends on how many members take part');
    const pool = textOf(raidPreview({ ...base, reward: { type: 'RANDOM', rewardPoolId: 'pool-launch' } }, controls('x'), 0, ENGLISH));
    expect(pool).toContain('reward pool `pool-launch`');
    const german = textOf(
      raidPreview(
        { ...base, reward: { type: 'TOKEN_POOL', item: { type: 'TOKEN', chain: 'Base', amount: 1234.5 } } },
        controls('x'),
        0,
        GERMAN_NUMBERS,
      ),
    );
    expect(german).toContain('1.234,5 (the whole pool)');
  });
});

describe('reward amounts with their unit', () => {
  const SIGNAL = '0x5a9e0c3f7d2b4e1a8c6f09d1b3e5a7c9d2f4b6e8';
  const base: RaidDraft = { ...largest, channelId: undefined, mentionRoleId: undefined, description: undefined };
  const pool = (item: { chain: string; tokenAddress?: string; amount: number }): RaidDraft =>
    ({ ...base, reward: { type: 'TOKEN_POOL', item: { type: 'TOKEN', ...item } } }) as RaidDraft;

  it('shows a known token by symbol with its short address, in the reward and the cost', () => {
    const text = textOf(raidPreview(pool({ chain: 'Ethereum', tokenAddress: SIGNAL, amount: 50 }), controls('x'), 0, ENGLISH, 'SIGNAL'));
    expect(text).toContain('A pool of 50 SIGNAL (0x5a9e…b6e8) on Ethereum, shared by the raiders');
    expect(text).toContain('50 SIGNAL (the whole pool)');
    expect(text).not.toContain(SIGNAL);
    const fixed = textOf(
      raidPreview(
        { ...base, reward: { type: 'FIXED', item: { type: 'TOKEN', chain: 'Ethereum', tokenAddress: SIGNAL, amount: 2.5 } } },
        controls('x'),
        0,
        GERMAN_NUMBERS,
        'SIGNAL',
      ),
    );
    expect(fixed).toContain('2,5 SIGNAL (0x5a9e…b6e8) on Ethereum for each raider');
    expect(fixed).toContain('2,5 SIGNAL per raider; the total depends on how many members take part');
  });

  it('names the native coin by its symbol when known, and by its chain when not', () => {
    const known = textOf(raidPreview(pool({ chain: 'Base', amount: 1 }), controls('x'), 0, ENGLISH, 'ETH'));
    expect(known).toContain('A pool of 1 ETH (native coin) on Base');
    expect(known).toContain('1 ETH (the whole pool)');
    const unknown = textOf(raidPreview(pool({ chain: 'Base', amount: 1 }), controls('x'), 0, ENGLISH));
    expect(unknown).toContain('A pool of 1 of the native coin of Base');
  });

  it("falls back to today's text without a symbol (or with a blank one)", () => {
    for (const symbol of [undefined, '  ']) {
      const text = textOf(raidPreview(pool({ chain: 'Ethereum', tokenAddress: SIGNAL, amount: 50 }), controls('x'), 0, ENGLISH, symbol));
      expect(text).toContain(`A pool of 50 of token \`${SIGNAL}\` on Ethereum`);
      expect(text).toContain('\n50 (the whole pool)');
    }
  });

  it('escapes a hostile symbol and keeps it short, within limits', () => {
    const reply = raidPreview(largest, controls('x'), 0, ENGLISH, `[T](https://e.vil) ${'*'.repeat(100)}`);
    expect(limitProblems(reply)).toEqual([]);
    const text = textOf(reply);
    expect(text).toContain('\\[T](https://e.vil)');
    expect(text).not.toMatch(/(^|[^\\])\[T\]\(/m);
    expect(text).not.toContain('*'.repeat(40));
  });

  it('outcomes show the symbol the preview showed', () => {
    const draft = pool({ chain: 'Ethereum', tokenAddress: SIGNAL, amount: 50 });
    for (const outcome of [
      { status: 'created', draft, symbol: 'SIGNAL' },
      { status: 'failed', draft, symbol: 'SIGNAL', reason: verbatim('no') },
      { status: 'unknown', draft, symbol: 'SIGNAL' },
    ] as const) {
      const text = textOf(raidOutcome(outcome, ENGLISH));
      expect(text).toContain('50 SIGNAL (0x5a9e…b6e8) on Ethereum');
      expect(text).toContain('50 SIGNAL (the whole pool)');
    }
  });
});

describe('raid outcomes', () => {
  it('replace the preview and drop the buttons, within limits', () => {
    for (const outcome of [
      { status: 'created', draft: largest },
      { status: 'failed', draft: largest, reason: verbatim('x'.repeat(5000)) },
      { status: 'unknown', draft: largest },
    ] as const) {
      const reply = raidOutcome(outcome, ENGLISH);
      expect(limitProblems(reply)).toEqual([]);
      expect(reply.components).toEqual([]);
    }
    expect(raidOutcome({ status: 'created', draft: largest }, ENGLISH).content).toContain('Raid created');
    expect(raidOutcome({ status: 'unknown', draft: largest }, ENGLISH).content).toContain(
      'the raid may or may not exist. Check the raid channel before trying again',
    );
    expect(raidCancelled(ENGLISH)).toEqual({ content: 'Raid cancelled, nothing was sent.', embeds: [], components: [] });
  });
});

describe('a repeated raid preview (two overlapping warnings)', () => {
  const AT = Date.UTC(2030, 0, 1);
  const identical = { title: largest.title, at: AT - 60_000 };
  const other = { title: 'Another raid on this post', at: AT - 3_600_000 };
  const repeat = (recent: { title: string; at: number }[]) =>
    raidPreview(
      largest,
      previewControls(confirmIds('raid'), 'p', { earlier: { state: 'created', sentAt: identical.at } }),
      AT,
      ENGLISH,
      undefined,
      { earlier: recent },
    );

  it('the identical raid is said once, by the duplicate warning; the post warning does not repeat it', () => {
    const content = String(repeat([identical]).content);
    expect(content).toContain('An identical raid was created');
    expect(content).not.toContain('This post was raided in the last 24 hours');
    expect(content.match(/⚠️/g)).toHaveLength(1);
  });

  it('another raid on the same post is still named, once', () => {
    const content = String(repeat([identical, other]).content);
    expect(content).toContain('An identical raid was created');
    expect(content).toContain('This post was raided in the last 24 hours**: **Another raid on this post**');
    expect(content).not.toContain('and 1 more');
  });

  it('a first preview of a raided post keeps its warning', () => {
    const content = String(raidPreview(largest, controls('p'), AT, ENGLISH, undefined, { earlier: [identical] }).content);
    expect(content).toContain('This post was raided in the last 24 hours');
  });
});
