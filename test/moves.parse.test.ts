import { describe, expect, it } from 'vitest';
import { formatSpan } from '../src/views/format.js';
import { ENGLISH, EVERY_READER } from '../src/i18n/reader.js';
import { flatten } from '../src/i18n/check.js';
import { I18N, NAMESPACE } from '../src/i18n/index.js';
import { checkWalletAddress, parseMemberList, parseSpanMs, walletAddressProblem } from '../src/input/parse.js';

const DAY = 86_400_000;
const bounds = { minMs: 1_000, maxMs: 30 * DAY };

describe('parseSpanMs', () => {
  it.each([
    ['2h', 7_200_000],
    ['1d 12h', 1.5 * DAY],
    ['1d12h30m', 1.5 * DAY + 1_800_000],
    ['45s', 45_000],
    ['1s', 1_000],
    ['90', 5_400_000],
    ['2w', 14 * DAY],
    ['30d', 30 * DAY],
    [' 3 D ', 3 * DAY],
  ])('%j is %i ms', (text, ms) => {
    expect(parseSpanMs(text, bounds)).toEqual({ ok: true, value: ms });
  });

  it.each([
    ['30d 1s', 'between 1 second and 30 days'],
    ['0s', 'between'],
    ['2x', 'is not a duration'],
    ['h2', 'is not a duration'],
    ['', 'is not a duration'],
    ['2h 3h', 'gives h twice'],
    ['1d 2', 'is not a duration'],
  ])('refuses %j', (text, words) => {
    const r = parseSpanMs(text, bounds, 'duration');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error(ENGLISH)).toContain(words);
  });

  it.each([
    ['1j 12h', 1.5 * DAY],
    ['2sem', 14 * DAY],
    ['45min', 2_700_000],
    ['2ч', 7_200_000],
    ['1д12ч', 1.5 * DAY],
    ['2нед', 14 * DAY],
    ['30мин', 1_800_000],
    ['1日12時間', 1.5 * DAY],
    ['2週', 14 * DAY],
    ['3t 2std', 3 * DAY + 7_200_000],
    ['1wo', 7 * DAY],
  ])("a language's own units: %j is %i ms", (text, ms) => {
    expect(parseSpanMs(text, bounds)).toEqual({ ok: true, value: ms });
  });

  it('a unit given twice in two languages is still twice; the refusal names it as typed', () => {
    const r = parseSpanMs('2h 3ч', bounds);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error(ENGLISH)).toContain('gives ч twice');
  });

  it.each(EVERY_READER.map((s) => [s.language, s] as const))('%s: every span its duration refusals show parses', (_l, s) => {
    const units = [...new Set(['w', 'd', 'h', 'm', ...['week', 'day', 'hour', 'minute'].map((k) => s.t(`common.spanUnits.${k}` as never))])]
      .sort((a, b) => b.length - a.length)
      .join('|');
    const span = new RegExp(`\\d+(?:${units})(?: ?\\d+(?:${units}))*`, 'gu');
    // The refusals, and the descriptions of the options that take a span (as Discord shows them).
    const described = [...flatten(I18N.store.data[s.language]![NAMESPACE] as never)]
      .filter(([k]) => /(since|until|duration|keep-for)\.description$|optionDescriptions\.(sendIn|raffleDuration)$/.test(k))
      .map(([, v]) => v);
    const shown = [
      ...['errors.parse.notDuration', 'errors.parse.notDurationMinutes'].map((k) => s.t(k as never, { typed: '', name: '' })),
      ...(s.language === 'en' ? [] : described),
    ].flatMap((t) => t.match(span) ?? []);
    expect(shown.length).toBeGreaterThanOrEqual(s.language === 'en' ? 6 : 20);
    for (const text of shown) expect(parseSpanMs(text, { minMs: 1, maxMs: 365 * DAY }).ok, `${s.language}: ${text}`).toBe(true);
    // What a member reads is in the language's units: its own words where it has them.
    if (s.t('common.spanUnits.day' as never) !== 'd') expect(shown.join(' ')).toContain(s.t('common.spanUnits.day' as never));
  });

  it('describes bounds in words', () => {
    expect(formatSpan(1_000, ENGLISH)).toBe('1 second');
    expect(formatSpan(93_312_000_000, ENGLISH)).toBe('1,080 days');
    expect(formatSpan(1.5 * DAY, ENGLISH)).toBe('1 day 12 hours');
  });
});

describe('parseMemberList', () => {
  const A = '318204957716152321';
  const B = '318204957716152322';
  it('reads mentions, nickname mentions and ids, each once, in order', () => {
    expect(parseMemberList(`<@${A}>, <@!${B}> ${A}`, 25)).toEqual({ ok: true, value: [A, B] });
  });
  it('names what is not a member, and refuses too many or none', () => {
    const bad = parseMemberList(`<@${A}> @bob`, 25);
    expect(bad.ok === false && bad.error(ENGLISH)).toContain(
      '"@bob" is not a member: type @ and pick the member from Discord\'s list, or paste their id',
    );
    expect(parseMemberList(`<@&${A}>`, 25).ok).toBe(false);
    const many = parseMemberList(`${A} ${B}`, 1);
    expect(many.ok === false && many.error(ENGLISH)).toContain('at most 1 member');
    expect(parseMemberList('  ', 5).ok).toBe(false);
  });
});

describe('walletAddressProblem', () => {
  it.each([
    ['Ethereum', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'],
    ['Ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['Base', `0x${'A1'.repeat(20)}`],
    ['Solana', '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'],
    ['Osmosis', 'osmo1pvc9275lcn5suv6c0k3v0mq3xedcpfw203mumf'],
    ['Nano', 'nano_3t6k35gi95xu6tergt6p69ck76ogmitsa8mnijtpxm9fkcm736xtoncuohr3'],
    ['Pepecoin', 'PbvihsmXDd4Jw9xW9aRJ4Z1rzFvUuKz6Xy'],
  ] as const)('%s accepts its own form (%s)', (chain, address) => {
    expect(walletAddressProblem(chain, address)).toBeUndefined();
  });

  it.each([
    ['Ethereum', '0x123', '40 hexadecimal'],
    ['Ethereum', '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', '40 hexadecimal'],
    ['Solana', `0x${'a'.repeat(40)}`, 'base58'],
    ['Osmosis', `cosmos1${'q'.repeat(38)}`, 'osmo1'],
    ['Osmosis', `osmo1${'b'.repeat(38)}`, 'bech32'],
    ['Ethereum', 'x'.repeat(129), '1 to 128'],
  ] as const)('%s refuses %s', (chain, address, words) => {
    expect(walletAddressProblem(chain, address)?.(ENGLISH)).toContain(words);
  });
});

/** A transfer's address is verified, not only shaped (each of these passed the shape check before). */
describe('checkWalletAddress: checksums and burn addresses', () => {
  it.each([
    // EIP-55: the last letter's case flipped.
    ['Ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'fails its checksum (EIP-55)'],
    ['Polygon', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'.replace('fB', 'Fb'), 'fails its checksum (EIP-55)'],
    // The zero address and burn-like ones, in any case.
    ['Ethereum', `0x${'0'.repeat(40)}`, 'zero or burn address'],
    ['Base', '0x000000000000000000000000000000000000dEaD', 'zero or burn address'],
    ['Base', '0x000000000000000000000000000000000000dead', 'zero or burn address'],
    ['Ethereum', '0xdEAD000000000000000042069420694206942069', 'zero or burn address'],
    ['Ethereum', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', 'zero or burn address'],
    ['Ethereum', `0x${'f'.repeat(40)}`, 'zero or burn address'],
    ['Ethereum', '0x0000000000000000000000000000000000000001', 'zero or burn address'],
    ['HyperCore', `0x${'0'.repeat(40)}`, 'zero or burn address'],
    // bech32: one character changed, the checksum catches it; the data of all zero bytes.
    ['Osmosis', 'osmo1pvc9275lcn5suv6c0k3v0mq3xedcpfw203mumg', 'bech32 checksum does not match'],
    // Two characters swapped.
    ['Osmosis', 'osmo1pvc9275lcn5suv6c0k3v0mq3xedcpfw230mumf', 'bech32 checksum does not match'],
    ['Osmosis', `osmo1${'q'.repeat(38)}`, 'bech32 checksum does not match'],
    ['Osmosis', 'osmo1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqmcn030', 'zero or burn address'],
    // Another chain's prefix with a valid checksum.
    ['Osmosis', 'cosmos1pvc9275lcn5suv6c0k3v0mq3xedcpfw282gvdm', 'osmo1'],
    // base58 that is not 32 bytes, and Solana's all-zero key and incinerator.
    ['Solana', '2'.repeat(32), 'does not decode to a 32-byte key'],
    ['Solana', 'z'.repeat(44), 'does not decode to a 32-byte key'],
    ['Solana', '1'.repeat(32), 'zero or burn address'],
    ['Solana', '1nc1nerator11111111111111111111111111111111', 'zero or burn address'],
    ['Nano', `nano_1${'1'.repeat(59)}`, 'zero or burn address'],
  ] as const)('%s refuses %s', (chain, address, words) => {
    const r = checkWalletAddress(chain, address);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error(ENGLISH)).toContain(words);
  });

  it.each([
    ['Ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', true],
    ['Ethereum', '0x52908400098527886E0F7030069857D2E4169EE7', true],
    ['Ethereum', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', false],
    ['Ethereum', '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED', false],
    ['Osmosis', 'osmo1pvc9275lcn5suv6c0k3v0mq3xedcpfw203mumf', true],
    ['CosmosHub', 'cosmos1pvc9275lcn5suv6c0k3v0mq3xedcpfw282gvdm', true],
    // A contract address: 32 bytes.
    ['Osmosis', 'osmo1qu78rfkmzpzh4tlyr98g8w8dyftces0k9dsftjhlx35ea5cg84eq3h37yg', true],
    ['Solana', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', true],
  ] as const)('%s accepts %s (checksum: %s)', (chain, address, checksum) => {
    expect(checkWalletAddress(chain, address)).toEqual({ ok: true, value: { address, checksum } });
  });
});
