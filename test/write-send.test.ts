import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/log.js';
import type { BotServices } from '../src/services/services.js';
import { sendWrite } from '../src/features/writes/send.js';
import type { BodyOf } from '../src/features/writes/operations.js';
import { DEFAULT_TYPED_LIMITS, limitsOf, typedMatches, typedWhy } from '../src/features/writes/threshold.js';
import { DEMO } from '../src/sandbox/index.js';
import { startTestBot, type TestBot } from './harness.js';

/**
 * The confirmed-write flow's two parts that need no Discord: the one threshold rule for the
 * typed confirmation, and the sending step, called as a job would call it (an entry id, who
 * sends it, the store, a client, a logger and an audit sink; no interaction).
 */

describe('the typed-confirmation rule', () => {
  const limits = DEFAULT_TYPED_LIMITS;

  it("defaults: $100 and 10,000 points; a server's own limits replace either", () => {
    expect(limits).toEqual({ usd: 100, points: 10_000 });
    expect(limitsOf(undefined)).toEqual(limits);
    expect(limitsOf({ typedLimitUsd: 5, typedLimitPoints: null })).toEqual({ usd: 5, points: 10_000 });
    expect(limitsOf({ typedLimitUsd: null, typedLimitPoints: 0 })).toEqual({ usd: 100, points: 0 });
  });

  it('dollars: exactly the limit is Confirm, a cent more is typed, unknown worth is typed', () => {
    expect(typedWhy({ usd: 100 }, limits)).toBeUndefined();
    expect(typedWhy({ usd: 99.99 }, limits)).toBeUndefined();
    expect(typedWhy({ usd: 100.01 }, limits)).toEqual({ reason: 'usd', limit: 100 });
    // Less than a cent over reads as the limit, as the preview shows it.
    expect(typedWhy({ usd: 100.004 }, limits)).toBeUndefined();
    expect(typedWhy({ usd: undefined }, limits)).toEqual({ reason: 'unknown', limit: limits.usd });
    expect(typedWhy({ usd: Number.NaN }, limits)).toEqual({ reason: 'unknown', limit: limits.usd });
    expect(typedWhy({ usd: 0 }, { ...limits, usd: 0 })).toBeUndefined();
    expect(typedWhy({ usd: 0.01 }, { ...limits, usd: 0 })).toEqual({ reason: 'usd', limit: 0 });
  });

  it('points: exactly the limit is Confirm, one more is typed; what the limits do not measure never is', () => {
    expect(typedWhy({ points: 10_000 }, limits)).toBeUndefined();
    expect(typedWhy({ points: 10_001 }, limits)).toEqual({ reason: 'points', limit: 10_000 });
    expect(typedWhy({ points: 10_000.5 }, limits)).toEqual({ reason: 'points', limit: 10_000 });
    expect(typedWhy({ none: true }, { usd: 0, points: 0 })).toBeUndefined();
  });

  it('the typed answer: a word exactly as the text says, an amount as the same number', () => {
    // The text says "exactly", so lower case is not the word.
    expect(typedMatches('BURN', ' BURN ')).toBe(true);
    expect(typedMatches('BURN', ' burn ')).toBe(false);
    expect(typedMatches('SEND', 'Send')).toBe(false);
    expect(typedMatches('BURN', 'BURNT')).toBe(false);
    // The word as the member's language shows it, and the English one still.
    expect(typedMatches('BURN', ' VERBRENNEN', 'de', 'VERBRENNEN')).toBe(true);
    expect(typedMatches('BURN', ' verbrennen', 'de', 'VERBRENNEN')).toBe(false);
    expect(typedMatches('SEND', '送付', 'ja', '送付')).toBe(true);
    expect(typedMatches('SEND', 'ОТПРАВИТЬ', 'ru', 'ОТПРАВИТЬ')).toBe(true);
    expect(typedMatches('BURN', 'burn', 'de', 'VERBRENNEN')).toBe(false);
    expect(typedMatches('BURN', 'SENDEN', 'de', 'VERBRENNEN')).toBe(false);
    expect(typedMatches('1234.000000000000000001', '1234.000000000000000001')).toBe(true);
    expect(typedMatches('1234.000000000000000001', '1234')).toBe(false);
    expect(typedMatches('250', '250.00')).toBe(true);
    expect(typedMatches('250', '2500')).toBe(false);
  });

  it("the typed answer: the amount as the preview shows it in the reader's language", () => {
    // German previews write 600,5 and 1.234,5: each is accepted as typed, and so is the plain form.
    expect(typedMatches('600.5', '600,5', 'de')).toBe(true);
    expect(typedMatches('600.5', '600.5', 'de')).toBe(true);
    expect(typedMatches('1234.5', '1.234,5', 'de')).toBe(true);
    // `1.000` has two readings in German; either one is what the preview may show.
    expect(typedMatches('1000', '1.000', 'de')).toBe(true);
    expect(typedMatches('1', '1.000', 'de')).toBe(true);
    expect(typedMatches('600.5', '6005', 'de')).toBe(false);
    expect(typedMatches('1234.5', '1,234.5', 'en-US')).toBe(true);
    expect(typedMatches('1234.5', '1.234,5', 'en-US')).toBe(false);
    expect(typedMatches('1000.5', '1 000,5', 'fr')).toBe(true);
  });
});

describe('sending a previewed write without an interaction', () => {
  let bot: TestBot;
  beforeAll(async () => {
    bot = await startTestBot({ commands: [] });
    // Opens the store here: the embedded database takes seconds to start.
    await bot.bot.services.store.audit.list({ guildId: DEMO.guildId, limit: 1 });
  }, 120_000);
  afterAll(() => bot?.close());

  it('sends once, records the outcome, and tells the audit sink; a second call sends nothing', async () => {
    const { journal, audit } = bot.bot.services.store;
    const api = bot.api.forKey(bot.demoKey);
    const body: BodyOf<'tip.send'> = {
      op: 'sendTip',
      input: {
        channelId: '1203458820156252163',
        recipientId: DEMO.memberId,
        item: { type: 'POINTS', pointSystemId: DEMO.pointSystems.active, amount: '3' },
      },
    };
    const { entry } = await journal.preview({
      operation: 'tip.send',
      guildId: DEMO.guildId,
      userId: DEMO.memberId,
      body,
      summary: 'A job sends 3 Sparks.',
      ttlMs: 60_000,
      keyId: api.keyId,
    });
    const lines: Parameters<BotServices['audit']>[0][] = [];
    const deps = { journal, api, log: silentLogger, audit: async (line: (typeof lines)[number]) => void lines.push(line) };
    const moves = () => bot.sandbox.moves(bot.demoKey).length;
    const before = moves();

    const sent = await sendWrite(deps, entry, { userId: DEMO.memberId });
    expect(sent.kind).toBe('done');
    expect(sent.kind === 'done' && sent.entry.state).toBe('created');
    expect(moves()).toBe(before + 1);
    expect(bot.sandbox.moves(bot.demoKey).at(-1)?.body).toMatchObject({ recipientId: DEMO.memberId, item: { type: 'POINTS', amount: 3 } });
    expect(lines).toEqual([{ guildId: DEMO.guildId, userId: DEMO.memberId, action: 'tip', detail: 'A job sends 3 Sparks. Outcome: done' }]);
    const { rows } = await audit.list({ guildId: DEMO.guildId, operation: 'tip.send', limit: 1 });
    expect(rows[0]).toMatchObject({ outcome: 'created', journalId: entry.id });

    const again = await sendWrite(deps, entry, { userId: DEMO.memberId });
    expect(again.kind).toBe('settled');
    expect(moves()).toBe(before + 1);
    expect(lines).toHaveLength(1);
  });

  it('an entry of an operation no write has is refused before anything is sent', async () => {
    const api = bot.api.forKey(bot.demoKey);
    const requests = bot.sandbox.stats.total();
    const deps = { journal: bot.bot.services.store.journal, api, log: silentLogger, audit: async () => undefined };
    await expect(sendWrite(deps, { id: 'whatever', operation: 'treasury.drain' }, { userId: DEMO.memberId })).rejects.toThrow(
      /no write operation is named treasury\.drain/,
    );
    expect(bot.sandbox.stats.total()).toBe(requests);
  });
});
