import { describe, expect, it } from 'vitest';
import { buildRaidInput, type RawRaidOptions } from '../commands/raid.js';
import { fromStored } from '../src/command/error-texts.js';
import { ENGLISH, EVERY_READER, verbatim, type Reader } from '../src/i18n/reader.js';
import type { Reply } from '../src/discord/reply.js';
import { raidCancelled, raidExpired, raidOutcome, raidPreview, type RaidDraft } from '../src/features/raids/view.js';
import {
  confirmIds,
  previewControls,
  WRITE_IN_FLIGHT as RAID_IN_FLIGHT,
  WRITE_NOT_YOURS as RAID_NOT_YOURS,
  type EarlierWrite,
  type TypedAsk,
} from '../src/features/writes/confirm-view.js';
import { expectDiscordLimits } from './discord-limits.js';
import { limitProblems, textOf, sameAsEnglish, unfittedProblems } from './raid.limits-helper.js';

/**
 * Every raid view and refusal in every language: it fits Discord's limits as written (nothing
 * of a translation is cut), no text is a key or an unfilled placeholder, and each language
 * reads differently from English.
 */

/** A key of this area shown as is (a typo, or a text missing in every language). */
const RAW_KEY = /\braid\.[a-z]+\.[a-zA-Z.]+\b/;

/** Characters that escaping doubles: a view that cuts before escaping would overflow. */
const wide = (n: number) => '*_[`'.repeat(Math.ceil(n / 4)).slice(0, n);
const SNOWFLAKE = '12345678901234567890';
const AT = Date.UTC(2030, 0, 1);

const largest: RaidDraft = {
  title: wide(64),
  postUrl: `https://x.com/${'a'.repeat(15)}/status/${'1'.repeat(25)}?${'s=2&'.repeat(50)}`.slice(0, 256),
  description: wide(256),
  durationMinutes: 43_200,
  channelId: SNOWFLAKE,
  mentionRoleId: SNOWFLAKE,
  requirements: { like: true, comment: false, repost: true },
  reward: { type: 'TOKEN_POOL', item: { type: 'TOKEN', chain: 'HyperEvm', tokenAddress: `0x${'f'.repeat(40)}`, amount: 1e21 } },
};
const fixedNative: RaidDraft = {
  ...largest,
  channelId: undefined,
  mentionRoleId: undefined,
  reward: { type: 'FIXED', item: { type: 'TOKEN', chain: 'Polygon', amount: 2.5 } },
};
const randomPool: RaidDraft = { ...largest, reward: { type: 'RANDOM', rewardPoolId: 'p'.repeat(128) } };
const funding = { holdsNow: '123456789.123456789', holdsAfter: '1.5', usd: 1234567.89 };
const earlier = [
  { title: wide(200), at: AT },
  { title: 'b', at: AT },
  { title: 'c', at: AT },
];

/** The preview's controls for pending id `AbCdEf12`: plain, typed, a repeat. */
const controls = (ask: { typed?: TypedAsk; earlier?: EarlierWrite } = {}) => previewControls(confirmIds('raid'), 'AbCdEf12', ask);

/** Every view the raid flow shows, with the longest data. */
function views(s: Reader): [string, Reply][] {
  return [
    ['preview: a token pool, funded, raided twice before', raidPreview(largest, controls(), AT, s, wide(100), { funding, earlier })],
    [
      'preview: a fixed reward in the native coin, raided once',
      raidPreview(fixedNative, controls(), AT, s, undefined, { funding: { ...funding, usd: undefined }, earlier: earlier.slice(0, 1) }),
    ],
    ['preview: a reward pool', raidPreview(randomPool, controls(), AT, s)],
    [
      'preview: typed, worth more than the limit',
      raidPreview(largest, controls({ typed: { word: '1000000000000000000000', why: { reason: 'usd', limit: 1e9 } } }), AT, s, wide(100), {
        funding,
        earlier,
      }),
    ],
    [
      'preview: typed, of unknown worth',
      raidPreview(fixedNative, controls({ typed: { word: '2.5', why: { reason: 'unknown' } } }), AT, s, undefined, {
        funding: { ...funding, usd: undefined },
      }),
    ],
    ...(['created', 'sent', 'unknown'] as const).map((state): [string, Reply] => [
      `repeat preview: the earlier one ${state}`,
      raidPreview(
        largest,
        controls({
          earlier: { state, sentAt: AT },
          ...(state === 'unknown' ? { typed: { word: '1000000000000000000000', why: { reason: 'usd' as const, limit: 100 } } } : {}),
        }),
        AT,
        s,
        'SIGNAL',
        { funding, earlier },
      ),
    ]),
    ['outcome: created in a channel', raidOutcome({ status: 'created', draft: largest, symbol: 'SIGNAL' }, s)],
    ['outcome: created in the default channel', raidOutcome({ status: 'created', draft: fixedNative }, s)],
    [
      'outcome: refused with a stored phrase',
      raidOutcome(
        { status: 'failed', draft: largest, reason: fromStored({ key: 'errors.api.busy', values: { wait: { seconds: 90 } } }) },
        s,
      ),
    ],
    [
      "outcome: refused in the API's words, the longest",
      raidOutcome({ status: 'failed', draft: largest, reason: verbatim(wide(5000)) }, s),
    ],
    ['outcome: unknown', raidOutcome({ status: 'unknown', draft: largest }, s)],
    ['outcome: unknown, with when it was sent', raidOutcome({ status: 'unknown', draft: randomPool, sentAt: AT }, s)],
    ['expired', raidExpired(largest, AT, s, 'SIGNAL')],
    ['cancelled', raidCancelled(s)],
    ['not yours', { content: RAID_NOT_YOURS(s) }],
    ['in flight', { content: RAID_IN_FLIGHT(s) }],
  ];
}

describe('raid views in every language', () => {
  for (const s of EVERY_READER) {
    describe(s.language, () => {
      it.each(views(s))('%s: fits, and every text is translated', (what, reply) => {
        expect(limitProblems(reply)).toEqual([]);
        expectDiscordLimits(reply);
        expect(unfittedProblems(reply)).toEqual([]);
        // The API's 5000 characters are left to the router to cut; every other message fits as written.
        if (!what.includes("API's words")) expect((reply.content ?? '').length).toBeLessThanOrEqual(2000);
        const text = textOf(reply);
        expect(text).not.toMatch(RAW_KEY);
        expect(text).not.toContain('{{');
      });
    });
  }

  it('each language reads in its own words', () => {
    expect(sameAsEnglish(views)).toEqual([]);
  });

  it('the German preview, its buttons and an outcome', () => {
    const de = EVERY_READER.find((s) => s.language === 'de')!;
    const preview = raidPreview(fixedNative, controls(), AT, de);
    expect(preview.content).toContain('Erst wenn du **Bestätigen** drückst, wird etwas gesendet');
    expect(preview.embeds?.[0]?.title).toBe('Raid-Vorschau');
    expect(textOf(preview)).toContain('2,5 des nativen Coins von Polygon für jeden Raider');
    expect(textOf(preview)).toContain('der Raid-Kanal der Community');
    const labels = (preview.components?.[0]?.components ?? []).map((c) => ('label' in c ? c.label : ''));
    expect(labels).toEqual(['Bestätigen', 'Abbrechen']);
    const refused = raidOutcome({ status: 'failed', draft: fixedNative, reason: fromStored({ key: 'errors.write.notSent' }) }, de);
    expect(refused.embeds?.[0]?.title).toBe('Raid nicht erstellt');
    expect(refused.content).toMatch(/^Der Raid wurde nicht erstellt: /);
    expect(raidExpired(fixedNative, AT, de).content).toContain('`/raid erstellen`');
  });
});

describe('raid refusals in every language', () => {
  const base: RawRaidOptions = {
    subcommand: 'create',
    title: 'T',
    'post-url': 'https://x.com/a/status/1',
    'reward-type': 'TOKEN_POOL',
  } as RawRaidOptions;
  const cases: [string, Partial<RawRaidOptions>][] = [
    ['a token pool without chain, token or amount, with a reward pool', { 'reward-pool': 'p' }],
    ['a fixed reward without chain, token or amount', { 'reward-type': 'FIXED', 'reward-pool': 'p' }],
    ['a reward pool with token options and no pool', { 'reward-type': 'RANDOM', chain: 'Base', token: 'x', amount: '1' }],
    [
      'a token that is not an address, and no requirement',
      { chain: 'Base', token: 'USDC', amount: '1', like: false, comment: false, repost: false },
    ],
    ['a token with spaces', { chain: 'Polygon', token: ' ', amount: '1' }],
  ];

  it.each(cases)('%s', (_what, options) => {
    const built = buildRaidInput({ ...base, ...options } as RawRaidOptions);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.issues.length).toBeGreaterThan(0);
    for (const issue of built.issues) {
      const english = typeof issue.message === 'string' ? issue.message : issue.message(ENGLISH);
      for (const s of EVERY_READER) {
        const text = typeof issue.message === 'string' ? issue.message : issue.message(s);
        expect(text, `${s.language} ${issue.field}`).not.toMatch(RAW_KEY);
        expect(text).not.toContain('{{');
        if (s.language !== 'en') expect(text, `${s.language} ${issue.field}: ${english}`).not.toBe(english);
      }
    }
  });
});
