import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tip } from '../commands/tip.js';
import { raid } from '../commands/raid.js';
import { NetworkError, RejectedError, TimeoutError, UpstreamError, ValidationError } from '../src/api/errors.js';
import { UserError } from '../src/command/contract.js';
import type { RunResult } from '../src/bot/offline/harness.js';
import { EXAMPLE_POST_URL } from '../src/input/parse.js';
import { classifyWrite } from '../src/features/writes/outcome.js';
import { DEMO } from '../src/sandbox/index.js';
import { startTestBot, type TestBot } from './harness.js';

/**
 * One rule for how a confirmed write that failed is recorded, for raids and every value move:
 * refused (nothing happened, say why) only when the request certainly did not act; unknown
 * otherwise. A connection that was refused, or a server with no usable key, sent nothing.
 */

const info = { method: 'POST', path: '/v1/tips' };

describe('classifyWrite', () => {
  it('refuses what certainly did not act, and calls the rest unknown', () => {
    expect(classifyWrite(new NetworkError('refused', info, { notSent: true }))).toEqual({
      state: 'refused',
      reason: expect.stringMatching(/nothing was sent/),
      phrase: { key: 'errors.write.notSent' },
    });
    // A refusal the bot wrote is kept as its phrase, shown later in the reader's language; a keyless server's as the plain
    // reason (its reply's command is in code, and a reason is shown escaped inside another message).
    for (const key of ['errors.noKey', 'errors.keyUnreadable'] as const)
      expect(classifyWrite(new UserError({ key }))).toEqual({
        state: 'refused',
        reason: expect.stringMatching(/no working Community API key/),
        phrase: { key: 'errors.write.noKey' },
      });
    expect(classifyWrite(new RejectedError('400', { ...info, status: 400 }, 'amount too large'))).toEqual({
      state: 'refused',
      reason: 'amount too large',
    });
    expect(classifyWrite(new ValidationError([{ field: 'amount', message: 'must be positive' }]))).toEqual({
      state: 'refused',
      reason: 'amount: must be positive',
    });
    expect(classifyWrite(new NetworkError('reset', info)).state).toBe('unknown');
    expect(classifyWrite(new TimeoutError('slow', info)).state).toBe('unknown');
    expect(classifyWrite(new UpstreamError('502', { ...info, status: 502 })).state).toBe('unknown');
    // Every server error from 500 up, and an upstream error that came with no status at all.
    for (const status of [500, 502, 503, 504, undefined])
      expect(classifyWrite(new UpstreamError(String(status), { ...info, status })).state, String(status)).toBe('unknown');
    expect(classifyWrite(new Error('a bug after sending')).state).toBe('unknown');
  });
});

describe('a Confirm whose connection is refused (the API went away after the preview)', () => {
  let h: TestBot;
  beforeAll(async () => {
    h = await startTestBot({ commands: [tip, raid] });
  });
  afterAll(() => h?.close());
  const content = (r: RunResult) =>
    String((r.message as { content?: string } | undefined)?.content ?? '') + JSON.stringify(r.message?.embeds ?? []);
  const confirmOf = (r: RunResult) =>
    (r.message as { components?: { components: { custom_id: string }[] }[] }).components?.[0]?.components[0]?.custom_id ?? '';

  it('a tip and a raid both say nothing was sent, and the audit records them refused', async () => {
    const mod = h.moderator();
    const tipPreview = await h.slash(
      'tip',
      { subcommand: 'token', member: DEMO.memberId, chain: 'Ethereum', token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', amount: '1.5' },
      mod,
    );
    const raidPreview = await h.slash(
      'raid',
      {
        subcommand: 'create',
        title: 'Refused',
        'post-url': EXAMPLE_POST_URL,
        'reward-type': 'TOKEN_POOL',
        chain: 'Polygon',
        token: 'native',
        amount: 5,
      },
      mod,
    );
    await h.sandbox.close();
    const tipDone = await h.button(confirmOf(tipPreview), mod);
    const raidDone = await h.button(confirmOf(raidPreview), mod);
    for (const done of [tipDone, raidDone]) {
      expect(content(done)).toMatch(/nothing was sent/i);
      expect(content(done)).not.toMatch(/may have|reached the Community API|unknown/i);
    }
    const { rows } = await h.bot.services.store.audit.list({ guildId: DEMO.guildId, limit: 10 });
    expect(rows.map((r) => r.outcome)).toEqual(['refused', 'refused']);
  });
});
