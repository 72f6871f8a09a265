import { describe, expect, it } from 'vitest';
import {
  DOLLAR_DECIMALS,
  checkNftCount,
  checkPoints,
  checkTokenAmount,
  findNft,
  findPointSystem,
  findToken,
  positiveAmount,
} from '../src/features/moves/checks.js';
import { moveWrite } from '../src/features/moves/write.js';
import { giveawayOf, membersOf } from '../src/features/moves/resolve.js';
import type { PointSystem, TippingNft, TippingToken } from '../src/api/schemas.js';
import { InputError } from '../src/command/contract.js';
import { LIMITS } from '../src/discord/limits.js';
import { optionName } from '../src/i18n/index.js';
import { optionErrorLine } from '../src/command/option-error.js';
import { ENGLISH, EVERY_READER, readerFor, type Text, type Reader } from '../src/i18n/reader.js';
import { WRITE_IN_FLIGHT as MOVE_IN_FLIGHT, WRITE_NOT_YOURS as MOVE_NOT_YOURS } from '../src/features/writes/confirm-view.js';
import {
  headline,
  moveCancelled,
  moveExpired,
  moveOutcome,
  movePreview,
  plainHeadline,
  type MovePlan,
} from '../src/features/moves/view.js';
import type { Reply } from '../src/discord/reply.js';
import { expectDiscordLimits } from './discord-limits.js';
import { payloadText } from './hardening.helpers.js';

/**
 * Every view of the value moves in every language: it fits Discord's limits at the longest
 * translation, no text is a raw `moves.*` key, and the money words are there in each language.
 */

const RAW_KEY = /\bmoves\.[a-z]+\.[a-zA-Z.]+\b/;
const IDS = { confirm: 'tip:confirm:abc', cancel: 'tip:cancel:abc' };
const AT = Date.UTC(2030, 0, 1);
const M1 = '318204957716152321';
const CH = '1203458820156252163';
const ROLE = '1203458820156252199';

const token = {
  type: 'TOKEN',
  chain: 'Ethereum',
  tokenAddress: '0x5a9e0c3f7d2b4e1a8c6f09d1b3e5a7c9d2f4b6e8',
  symbol: 'SIGNAL',
  decimals: 18,
  amount: '1234.000000000000000001',
  unit: 'absolute',
  tokens: '1234.000000000000000001',
  holdsNow: '123456.789012345678901234',
  holdsAfter: '122222.789012345678901233',
} as const;
const points = { type: 'POINTS', systemId: 'ps-sparks', systemName: 'Sparks', emoji: '✨', amount: '25' } as const;
const nft = {
  type: 'NFT',
  chain: 'Base',
  contractAddress: '0xabc',
  tokenId: '3',
  name: 'Builder #3',
  count: 2,
  holdsNow: 5,
  holdsAfter: 3,
} as const;
const many = Array.from({ length: 25 }, (_, i) => ({
  userId: `3182049577161${String(i).padStart(5, '0')}`,
  now: 1e12 + i,
  after: 1e12 + i + 25,
}));

/** One plan of every kind and prize, with every optional field the preview shows. */
const PLANS: [string, MovePlan][] = [
  ['points give to many', { kind: 'points-give', prize: points, members: many, reason: 'r'.repeat(128), irreversible: false }],
  ['points take from one', { kind: 'points-take', prize: points, members: [{ userId: M1, now: 10, after: -15 }], irreversible: false }],
  [
    'token tip',
    { kind: 'tip', prize: token, members: [{ userId: M1 }], channelId: CH, comment: 'c'.repeat(256), usd: 24.68, irreversible: true },
  ],
  [
    'dollar tip',
    {
      kind: 'tip',
      prize: { ...token, unit: 'dollar', amount: '5', tokens: '0.0015625' },
      members: [{ userId: M1 }],
      channelId: CH,
      usd: 5,
      irreversible: true,
    },
  ],
  ['points tip', { kind: 'tip', prize: points, members: [{ userId: M1 }], channelId: CH, irreversible: false }],
  ['nft transfer', { kind: 'transfer', prize: nft, address: `0x${'ab'.repeat(20)}`, channelId: CH, irreversible: true }],
  [
    'native transfer',
    { kind: 'transfer', prize: { ...token, tokenAddress: null, symbol: 'ETH' }, address: `0x${'cd'.repeat(20)}`, irreversible: true },
  ],
  [
    'token airdrop',
    {
      kind: 'airdrop',
      prize: token,
      countdownMs: 7_200_000,
      maxEntries: 500,
      allowedRoleIds: [ROLE],
      forbiddenRoleIds: [ROLE],
      channelId: CH,
      usd: 10,
      irreversible: true,
    },
  ],
  ['one-entry airdrop', { kind: 'airdrop', prize: points, countdownMs: 60_000, maxEntries: 1, channelId: CH, irreversible: false }],
  [
    'role raffle',
    {
      kind: 'raffle',
      prize: { type: 'ROLE', roleId: ROLE, durationMs: 604_800_000 },
      countdownMs: 86_400_000,
      maxEntries: 10,
      maxWinners: 2,
      channelId: CH,
      irreversible: false,
    },
  ],
  [
    'role raffle for good',
    {
      kind: 'raffle',
      prize: { type: 'ROLE', roleId: ROLE },
      countdownMs: 86_400_000,
      maxEntries: 21,
      maxWinners: 1,
      channelId: CH,
      irreversible: false,
    },
  ],
  ['nft burn', { kind: 'burn', prize: nft, channelId: CH, irreversible: true }],
];

/** Every reply the views make of a plan: preview (plain, typed, repeat), outcomes, cancelled, expired. */
function repliesOf(plan: MovePlan, s: Reader): Reply[] {
  const earlier = (state: string) => ({ state, sentAt: AT - 3_600_000 });
  return [
    movePreview(plan, IDS, AT, s),
    movePreview(plan, { ...IDS, typed: { word: '1234.000000000000000001', why: { reason: 'usd', limit: 1e12 } } }, AT, s),
    movePreview(plan, { ...IDS, typed: { word: 'BURN', why: { reason: 'unknown' } }, earlier: earlier('created') }, AT, s),
    movePreview(plan, { ...IDS, earlier: earlier('sent') }, AT, s),
    movePreview(
      plan,
      { ...IDS, typed: { word: 'SEND', why: { reason: 'points', limit: Number.MAX_SAFE_INTEGER } }, earlier: earlier('unknown') },
      AT,
      s,
    ),
    moveOutcome(plan, { status: 'created' }, s),
    moveOutcome(plan, { status: 'failed', reason: (r) => r.t('errors.write.refused') }, s),
    moveOutcome(plan, { status: 'failed', reason: () => 'x'.repeat(3000) }, s),
    moveOutcome(plan, { status: 'unknown', sentAt: AT }, s),
    moveOutcome(plan, { status: 'unknown' }, s),
    moveCancelled(plan, s),
    moveExpired(plan, AT, s),
  ];
}

const text = (r: Reply) => payloadText(r as Record<string, unknown>);
const labels = (r: Reply) => (r.components ?? []).flatMap((row) => row.components.map((c) => ('label' in c ? String(c.label) : '')));

describe('the move views in every language', () => {
  it.each(PLANS)('%s: every reply fits, and no text is a raw key', (_label, plan) => {
    for (const s of EVERY_READER) {
      for (const reply of repliesOf(plan, s)) {
        expectDiscordLimits(reply);
        expect(text(reply), `${s.language}: ${text(reply)}`).not.toMatch(RAW_KEY);
        for (const label of labels(reply)) expect(label.length).toBeLessThanOrEqual(LIMITS.buttonLabel);
      }
      expect(headline(plan, s)).not.toMatch(RAW_KEY);
      expect(plainHeadline(plan, s)).not.toContain('**');
    }
  });

  it('each language writes its own words: buttons, "nothing was sent", "outcome unknown"', () => {
    const plan = PLANS[2]![1];
    const seen = new Map<string, string>();
    for (const s of EVERY_READER) {
      const preview = movePreview(plan, IDS, AT, s);
      const words = [labels(preview).join('|'), moveCancelled(plan, s).content!, moveOutcome(plan, { status: 'unknown' }, s).content!].join(
        '\n',
      );
      // No two languages share these words (each is translated, none left in English).
      expect(seen.has(words), `${s.language} repeats ${seen.get(words)}`).toBe(false);
      seen.set(words, s.language);
    }
    const de = readerFor('de');
    expect(labels(movePreview(plan, IDS, AT, de))).toEqual(['Bestätigen', 'Abbrechen']);
    expect(moveCancelled(plan, de).content).toBe('Abgebrochen; es wurde nichts gesendet.');
    expect(moveOutcome(plan, { status: 'unknown' }, de).content).toContain('Ergebnis unbekannt');
    // The slash commands it points to are the ones German members see.
    expect(moveOutcome(plan, { status: 'unknown' }, de).content).toContain('(`/trinkgeld-wallet guthaben`, `/punkte guthaben`)');
    expect(moveOutcome(plan, { status: 'unknown' }, ENGLISH).content).toContain('(/treasury balance, /points balance)');
    // Amounts keep every digit, grouped for the reader's locale.
    expect(headline(plan, de)).toBe(`<@${M1}> ein Trinkgeld von **1.234,000000000000000001 SIGNAL** aus der Trinkgeld-Wallet geben.`);
  });

  it.each(PLANS)('%s: the outcome of a move that went through says what was done, not what will be', (_label, plan) => {
    for (const s of EVERY_READER) {
      const done = headline(plan, s, 'doneHeadline');
      expect(done, s.language).not.toBe(headline(plan, s));
      const outcome = moveOutcome(plan, { status: 'created' }, s);
      expect(outcome.content, s.language).toContain(done.replace(/[.。]$/u, ''));
      expect(outcome.embeds![0]!.description, s.language).toBe(done);
    }
  });

  it('one member is named, not counted as "each of 1", in every language and tense', () => {
    const one: MovePlan = {
      kind: 'points-give',
      prize: { type: 'POINTS', systemId: 'ps', systemName: 'Sparks', emoji: '', amount: '5' },
      members: [{ userId: M1 }],
      irreversible: false,
    };
    for (const s of EVERY_READER)
      for (const tense of ['headline', 'doneHeadline'] as const) {
        expect(headline(one, s, tense)).toContain(`<@${M1}>`);
        expect(headline({ ...one, members: [{ userId: M1 }, { userId: '318204957716152322' }] }, s, tense)).not.toContain('<@');
      }
  });

  it("counts take each language's plural forms", () => {
    const raffle = (maxEntries: number, maxWinners: number): MovePlan => ({ ...PLANS[9]![1], maxEntries, maxWinners });
    const ru = readerFor('ru');
    expect(headline(raffle(21, 1), ru)).toContain('(не больше 21 участника); 1 победитель.');
    expect(headline(raffle(5, 3), ru)).toContain('(не больше 5 участников); 3 победителя.');
    expect(headline(raffle(1, 1), ENGLISH)).toContain('among up to 1 member who enters; 1 winner.');
    expect(headline(raffle(10, 2), ENGLISH)).toContain('among up to 10 members who enter; 2 winners.');
    expect(headline(raffle(10, 2), readerFor('ja'))).toContain('（最大10人）の中から抽選で');
    expect(headline(raffle(10, 2), readerFor('ja'))).toContain('当選者2人を選び');
  });

  it('the refusals a stored preview answers with are written in each language', () => {
    for (const s of EVERY_READER) {
      for (const said of [MOVE_NOT_YOURS, MOVE_IN_FLIGHT]) {
        expect(said(s)).not.toMatch(RAW_KEY);
        if (s.language !== 'en') expect(said(s)).not.toBe(said(ENGLISH));
      }
    }
  });

  it('the typed confirmation modal fits: title and label at most 45 characters in every language', async () => {
    const { modals, components } = moveWrite('tip', 'tip.send');
    const typedButton = components[1]!;
    expect(modals).toHaveLength(1);
    for (const s of EVERY_READER) {
      const modal = await typedButton.showModal!({ action: 'confirmtyped', reader: s } as never, { preview: 'abc' });
      const m = modal as { title: string; components: { components: { label: string }[] }[] };
      expect(m.title.length, `${s.language}: ${m.title}`).toBeLessThanOrEqual(45);
      expect(m.components[0]!.components[0]!.label.length, `${s.language}`).toBeLessThanOrEqual(45);
      expect(m.title).not.toMatch(RAW_KEY);
    }
  });
});

describe('the checks in every language', () => {
  const tok = (over: Partial<TippingToken>): TippingToken => ({
    chain: 'Ethereum',
    contractAddress: null,
    symbol: 'ETH',
    decimals: 18,
    name: 'Ether',
    balanceRaw: '2000000000000000000',
    balance: 2,
    usdValue: 6400,
    ...over,
  });
  const USDC = tok({
    contractAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    symbol: 'USDC',
    decimals: 6,
    balanceRaw: '10500000',
    balance: 10.5,
    usdValue: 10.5,
  });
  const WALLET = [tok({}), USDC, tok({ contractAddress: '0x1', symbol: 'USDC' })];
  const nfts: TippingNft[] = [
    { chain: 'Ethereum', contractAddress: '0xabc', tokenId: '1', name: 'Key', imageUrl: '', amount: 1 },
    { chain: 'Ethereum', contractAddress: '0xdef', tokenId: '1', name: 'Key', imageUrl: '', amount: 3 },
  ];
  const archived: PointSystem = {
    id: 'ps-old',
    communityId: 'c',
    status: 'ARCHIVED',
    createdAt: 0,
    name: 'Old XP',
    description: '',
    emoji: '',
    aliases: [],
    isTransferable: true,
    isBurnable: true,
    permissions: ['PRINT'],
    holderCount: 0,
  };
  const errorOf = (r: { ok: boolean; error?: Text }): Text => {
    if (r.ok || !r.error) throw new Error('accepted');
    return r.error;
  };
  /** Each refusal with the option it names (the router shows it in front, as the member sees it). */
  const REFUSALS: [string, string, Text][] = [
    ['comma', 'amount', errorOf(checkTokenAmount(USDC, '1,5', 'absolute'))],
    ['two readings', 'amount', errorOf(positiveAmount('1.000', 'amount', 'de'))],
    ['not a number', 'amount', errorOf(checkTokenAmount(USDC, 'lots', 'absolute'))],
    ['negative', 'amount', errorOf(checkPoints('-3'))],
    ['far too large', 'amount', errorOf(checkPoints('1e999'))],
    ['zero', 'amount', errorOf(checkTokenAmount(USDC, '0', 'absolute'))],
    ['cents', 'amount', errorOf(checkTokenAmount(tok({}), '1.005', 'dollar'))],
    ['below a unit', 'amount', errorOf(checkTokenAmount(tok({ decimals: 0, balanceRaw: '2' }), '1', 'dollar'))],
    ['over in dollars', 'amount', errorOf(checkTokenAmount(tok({}), '6400.01', 'dollar'))],
    ['too precise', 'amount', errorOf(checkTokenAmount(USDC, '1.0000001', 'absolute'))],
    ['over', 'amount', errorOf(checkTokenAmount(USDC, '10.6', 'absolute'))],
    ['over for several', 'amount', errorOf(checkTokenAmount(USDC, '5.26', 'absolute', 2))],
    ['inexact points', 'amount', errorOf(checkPoints('1.000000000000000001'))],
    ['ambiguous token', 'token', errorOf(findToken(WALLET, 'Ethereum', 'usdc'))],
    ['missing token', 'token', errorOf(findToken(WALLET, 'Ethereum', 'DOGE'))],
    ['no tokens there', 'token', errorOf(findToken(WALLET, 'Polygon', 'native'))],
    ['ambiguous NFT', 'nft', errorOf(findNft(nfts, 'Ethereum', '1'))],
    ['missing NFT', 'nft', errorOf(findNft(nfts, 'Ethereum', '9'))],
    ['no editions', 'count', errorOf(checkNftCount(nfts[1]!, 0))],
    ['too many editions', 'count', errorOf(checkNftCount(nfts[1]!, 4))],
    ['archived system', 'system', errorOf(findPointSystem([archived], 'ps-old'))],
  ];

  it.each(REFUSALS)('%s: shown after the option as the reader sees it (`name`: …), in each language', (_label, option, said) => {
    for (const s of EVERY_READER) {
      const words = said(s);
      expect(words, s.language).not.toMatch(RAW_KEY);
      // The one shape puts the option first; the words do not name it again.
      expect(words.startsWith(optionName(s, option)), `${s.language}: ${words}`).toBe(false);
      expect(optionErrorLine(s, option, words)).toBe(s.t('errors.option.line', { option: `\`${optionName(s, option)}\``, message: words }));
      expect(optionErrorLine(s, option, words)).toMatch(new RegExp(`^\`${optionName(s, option)}\`(?::|\u00a0:|：)`));
    }
  });

  it('the English and German words, after the option', () => {
    expect(REFUSALS.find(([l]) => l === 'cents')![2](ENGLISH)).toBe(`in dollars has at most ${DOLLAR_DECIMALS} decimal places (cents)`);
    expect(REFUSALS.find(([l]) => l === 'ambiguous token')![2](ENGLISH)).toBe(
      '"usdc" matches 2 tokens on Ethereum; pick one from the list',
    );
    expect(REFUSALS.find(([l]) => l === 'far too large')![2](ENGLISH)).toBe('is far too large');
    const german = readerFor('de');
    expect(REFUSALS.find(([l]) => l === 'comma')![2](ENGLISH)).toBe(
      '"1,5" is not a number as written here: the decimal mark is a point (0.5), and a comma only groups thousands in threes (1,000)',
    );
    // Both readings, as the German reader writes them.
    expect(REFUSALS.find(([l]) => l === 'two readings')![2](german)).toBe(
      '„1.000“ kann 1 oder 1000 bedeuten, daher wurde nichts übernommen: Tippe 1 oder 1000, so wie hier geschrieben, dann ist es eindeutig.',
    );
  });

  it('option refusals thrown while resolving are Text, in each language', () => {
    const thrown = (f: () => unknown): InputError => {
      try {
        f();
      } catch (err) {
        if (err instanceof InputError) return err;
        throw err;
      }
      throw new Error('not refused');
    };
    const same = thrown(() => giveawayOf({ duration: '1h', entries: 5, 'only-role': ROLE, 'not-role': ROLE }, CH, 'raffle'));
    const tooMany = thrown(() => membersOf(M1, many.map((m) => `<@${m.userId}>`).join(' ')));
    expect(typeof same.issues[0]!.message).toBe('function');
    for (const s of EVERY_READER) {
      for (const e of [same, tooMany]) {
        const said = e.issues[0]!.message as Text;
        expect(said(s), s.language).not.toMatch(RAW_KEY);
      }
    }
    expect((same.issues[0]!.message as Text)(readerFor('de'))).toBe('ist dieselbe Rolle wie bei „nur-rolle“; niemand könnte teilnehmen');
    expect((tooMany.issues[0]!.message as Text)(ENGLISH)).toBe('at most 25 members at once (got 26)');
  });
});
