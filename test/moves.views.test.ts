import { readerFor } from '../src/i18n/reader.js';
import { ENGLISH, verbatim } from '../src/i18n/reader.js';
import { describe, expect, it } from 'vitest';
import { headline, moveCancelled, moveOutcome, movePreview, type MovePlan } from '../src/features/moves/view.js';
import { expectDiscordLimits } from './discord-limits.js';
import { payloadText } from './hardening.helpers.js';

const IDS = { confirm: 'tip:confirm:abc', cancel: 'tip:cancel:abc' };
const AT = Date.UTC(2030, 0, 1);
const M1 = '318204957716152321';
const CH = '1203458820156252163';

const tokenTip: MovePlan = {
  kind: 'tip',
  prize: {
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
  },
  members: [{ userId: M1 }],
  channelId: CH,
  comment: '**great** [work](https://evil.example) @everyone',
  usd: 24.68,
  irreversible: true,
};

describe('move preview', () => {
  it('says everything in plain words: recipient, exact amount with symbol, dollars, wallet before and after, channel', () => {
    const reply = movePreview(
      tokenTip,
      { ...IDS, typed: { word: '1234.000000000000000001', why: { reason: 'usd', limit: 100 } } },
      AT,
      ENGLISH,
    );
    expectDiscordLimits(reply);
    const text = payloadText(reply as Record<string, unknown>);
    expect(text).toContain(`Tip **1,234.000000000000000001 SIGNAL** to <@${M1}> from the tipping wallet.`);
    expect(text).toContain('≈ $24.68');
    expect(text).toContain('123,456.789012345678901234 → 122,222.789012345678901233 SIGNAL');
    expect(text).toContain(`<#${CH}>, by the service`);
    expect(text).toContain('cannot be undone');
    expect(text).toContain('type `1,234.000000000000000001`');
    expect(text).toContain(`<t:${AT / 1000}:R>`);
    // Moderator text is shown, never rendered.
    expect(text).toContain('\\*\\*great\\*\\* \\[work](https://evil.example)');
    const ids = reply.components!.flatMap((r) => r.components.map((c) => ('custom_id' in c ? c.custom_id : '')));
    expect(ids).toEqual([IDS.confirm, IDS.cancel]);
  });

  it('a dollar tip is shown as dollars with the token estimate', () => {
    const plan: MovePlan = {
      ...tokenTip,
      prize: { ...tokenTip.prize, unit: 'dollar', amount: '5', tokens: '0.0015625' } as MovePlan['prize'],
      usd: 5,
    };
    const text = payloadText(movePreview(plan, IDS, AT, ENGLISH) as Record<string, unknown>);
    expect(text).toContain('**$5 worth of SIGNAL (about 0.0015625 SIGNAL)**');
    expect(text).toContain('estimate');
  });

  it("dollars with cents are written with both digits of the cents, in the reader's format", () => {
    const plan: MovePlan = {
      ...tokenTip,
      prize: { ...tokenTip.prize, unit: 'dollar', amount: '1234.5', tokens: '0.4' } as MovePlan['prize'],
      usd: 1234.5,
    };
    expect(payloadText(movePreview(plan, IDS, AT, ENGLISH) as Record<string, unknown>)).toContain('$1,234.50 worth of SIGNAL');
    expect(payloadText(movePreview(plan, IDS, AT, readerFor('de')) as Record<string, unknown>)).toContain('1.234,50 $');
  });

  it.each<[string, MovePlan, string]>([
    [
      'points give',
      {
        kind: 'points-give',
        prize: { type: 'POINTS', systemId: 'ps-sparks', systemName: 'Sparks', emoji: '✨', amount: '25' },
        members: [
          { userId: M1, now: 10, after: 35 },
          { userId: '318204957716152322', now: 0, after: 25 },
        ],
        reason: 'event',
        irreversible: false,
      },
      'Give **25 ✨ Sparks** to each of 2 members.',
    ],
    [
      'points take',
      {
        kind: 'points-take',
        prize: { type: 'POINTS', systemId: 'ps-sparks', systemName: 'Sparks', emoji: '✨', amount: '5' },
        members: [{ userId: M1, now: 10, after: 5 }],
        irreversible: false,
      },
      `Take **5 ✨ Sparks** from <@${M1}>.`,
    ],
    [
      'transfer',
      { ...tokenTip, kind: 'transfer', members: undefined, address: `0x${'ab'.repeat(20)}` },
      `Transfer **1,234.000000000000000001 SIGNAL** from the tipping wallet to \`0x${'ab'.repeat(20)}\` on Ethereum.`,
    ],
    [
      'airdrop',
      {
        kind: 'airdrop',
        prize: { type: 'POINTS', systemId: 'ps', systemName: 'Sparks', emoji: '', amount: '1000' },
        countdownMs: 7_200_000,
        maxEntries: 50,
        channelId: CH,
        irreversible: false,
      },
      'Airdrop a pool of **1,000 Sparks**, shared among up to 50 members who enter.',
    ],
    [
      'raffle',
      {
        kind: 'raffle',
        prize: { type: 'ROLE', roleId: '1203458820156252199', durationMs: 259_200_000 },
        countdownMs: 86_400_000,
        maxEntries: 10,
        maxWinners: 2,
        channelId: CH,
        irreversible: false,
      },
      'Raffle **the <@&1203458820156252199> role for 3 days** among up to 10 members who enter; 2 winners.',
    ],
    [
      'burn',
      {
        kind: 'burn',
        prize: {
          type: 'NFT',
          chain: 'Base',
          contractAddress: '0xabc',
          tokenId: '3',
          name: 'Builder #3',
          count: 1,
          holdsNow: 1,
          holdsAfter: 0,
        },
        channelId: CH,
        irreversible: true,
      },
      'Burn **Builder #3** from the tipping wallet: it is destroyed.',
    ],
  ])('%s headline', (_l, plan, words) => {
    expect(headline(plan, ENGLISH)).toBe(words);
    expectDiscordLimits(movePreview(plan, IDS, AT, ENGLISH));
  });

  it('points show each member before and after; a long list still fits', () => {
    const members = Array.from({ length: 100 }, (_, i) => ({
      userId: `3182049577161${String(i).padStart(5, '0')}`,
      now: 1e12 + i,
      after: 1e12 + i + 25,
    }));
    const plan: MovePlan = {
      kind: 'points-give',
      prize: { type: 'POINTS', systemId: 'ps', systemName: 'S'.repeat(200), emoji: '✨', amount: '25' },
      members,
      reason: 'r'.repeat(128),
      irreversible: false,
    };
    const reply = movePreview(plan, IDS, AT, ENGLISH);
    expectDiscordLimits(reply);
    expect(payloadText(reply as Record<string, unknown>)).toContain(`<@${members[0]!.userId}>: 1,000,000,000,000 → 1,000,000,000,025`);
  });
});

describe('outcomes', () => {
  it('done, failed, unknown and cancelled each say what happened and drop the buttons', () => {
    const done = moveOutcome(tokenTip, { status: 'created' }, ENGLISH);
    expect(done.content).toContain(`Tip sent: Tipped **1,234.000000000000000001 SIGNAL** to <@${M1}> from the tipping wallet`);
    expect(done.embeds![0]!.description).toMatch(/^Tipped /);
    const failed = moveOutcome(tokenTip, { status: 'failed', reason: verbatim('insufficient funds') }, ENGLISH);
    expect(failed.content).toBe('Nothing was moved: insufficient funds.');
    const unknown = moveOutcome(tokenTip, { status: 'unknown' }, ENGLISH);
    expect(unknown.content).toContain('will not resend');
    const cancelled = moveCancelled(tokenTip, ENGLISH);
    expect(cancelled.content).toBe('Cancelled; nothing was sent.');
    for (const r of [done, failed, unknown, cancelled]) {
      expect(r.components).toEqual([]);
      expectDiscordLimits(r);
    }
  });
});

describe('plainHeadline', () => {
  it('is the headline without bold or Markdown escapes, for the journal and the audit line', async () => {
    const { plainHeadline, headline } = await import('../src/features/moves/view.js');
    const plan = {
      kind: 'tip',
      prize: { type: 'POINTS', amount: '5', emoji: '⚡', systemName: 'Sp*rks_', systemId: 'ps-sparks' },
      members: [{ userId: '318204957716150001' }],
    } as unknown as Parameters<typeof headline>[0];
    expect(headline(plan, ENGLISH)).toContain('**5 ⚡ Sp\\*rks\\_**');
    expect(plainHeadline(plan, ENGLISH)).toBe('Tip 5 ⚡ Sp*rks_ to <@318204957716150001> (printed from the point system).');
  });
});
