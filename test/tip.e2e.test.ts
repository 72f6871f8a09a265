import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tip } from '../commands/tip.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { createHarness, type Harness, type RunResult } from '../src/bot/offline/harness.js';
import { splitId } from '../src/discord/component-id.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { textOf } from './raid.limits-helper.js';

/**
 * /tip through the offline bot against the sandbox: preview privately, confirm once, and the
 * wallet (or balance) the read commands show changes; each bad input is refused privately
 * with no write sent.
 */

const AUDIT = '1203458820156252777';
const SIGNAL = DEMO.tipping.bigToken.contractAddress;
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const KEYS = '0x1f2e3d4c5b6a79880f1e2d3c4b5a69788f9e0d1c';

let sb: Sandbox;
let api: CommunityApi;
let h: Harness;
let mod: ReturnType<Harness['moderator']>;

beforeAll(async () => {
  sb = await startSandbox({ ratePerSecond: 0 });
  api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0 });
  h = await createHarness({
    commands: [tip],
    api,
    keysByGuild: { [DEMO.guildId]: sb.demoKey },
    config: (c) => {
      c.discord.auditChannelId = AUDIT;
    },
  });
  mod = h.moderator();
});
afterAll(async () => {
  await h?.close();
  await api?.close();
  await sb?.close();
});

type Message = { content?: string; components?: { components: { custom_id?: string }[] }[] };
const msg = (r: RunResult) => (r.message ?? {}) as Message;
const buttons = (r: RunResult) => (msg(r).components?.[0]?.components ?? []).map((c) => c.custom_id ?? '');
const writes = () => sb.moves(sb.demoKey).length;
const held = async (chain: string, address: string | null) =>
  (await api.forKey(sb.demoKey).getTippingBalance(chain, { fresh: true })).tokens.find((t) =>
    address ? t.contractAddress?.toLowerCase() === address.toLowerCase() : t.contractAddress === null,
  )!.balanceRaw;

const token = (values: Record<string, unknown>) => ({
  subcommand: 'token',
  member: DEMO.memberId,
  chain: 'Ethereum',
  token: USDC,
  amount: '1.5',
  ...values,
});

describe('/tip', () => {
  it('previews everything privately, confirms once, and the wallet changes', async () => {
    const before = BigInt(await held('Ethereum', USDC));
    const p = await h.slash('tip', token({ comment: 'thanks!' }), mod);
    expect(p.ephemeral).toBe(true);
    expect(writes()).toBe(0);
    const shown = textOf(msg(p));
    for (const part of [
      `Tip **1.5 USDC** to <@${DEMO.memberId}> from the tipping wallet.`,
      '≈ $1.50',
      '→',
      'USDC',
      `<#`,
      'thanks!',
      'cannot be undone',
    ]) {
      expect(shown).toContain(part);
    }
    const [confirm, cancel] = buttons(p);
    expect([splitId(confirm!)?.action, splitId(cancel!)?.action]).toEqual(['confirm', 'cancel']);

    // Another moderator cannot press it.
    const other = await h.button(confirm!, h.moderator({ userId: '318204957716159999' }));
    expect(msg(other).content ?? '').toContain('Only the moderator who asked');
    expect(writes()).toBe(0);

    const done = await h.button(confirm!, mod);
    expect(msg(done).content).toContain('Tip sent');
    expect(msg(done).components).toEqual([]);
    expect(writes()).toBe(1);
    expect(BigInt(await held('Ethereum', USDC))).toBe(before - 1_500_000n);
    // The channel is the one the command ran in.
    expect(sb.moves(sb.demoKey)[0]!.body).toEqual({
      channelId: mod.channelId,
      recipientId: DEMO.memberId,
      item: { type: 'TOKEN', chain: 'Ethereum', tokenAddress: USDC, amount: 1.5 },
      comment: 'thanks!',
    });
    const again = await h.button(confirm!, mod);
    expect(msg(again).content).toContain('Tip sent');
    expect(writes()).toBe(1);
    const audit = h.calls.filter((c) => c.method === 'POST' && c.path === `/channels/${AUDIT}/messages`);
    expect(String((audit.at(-1)?.body as { content?: string }).content)).toContain('Outcome: done');
  });

  it('points are printed to the member', async () => {
    const c = api.forKey(sb.demoKey);
    const balance = async () =>
      (await c.getPointBalances({ pointSystemId: DEMO.pointSystems.active, userIds: [DEMO.memberId] }, { fresh: true })).data[0]!.balance;
    const before = await balance();
    const p = await h.slash('tip', { subcommand: 'points', member: DEMO.memberId, amount: '25' }, mod);
    expect(textOf(msg(p))).toContain(`25`);
    await h.button(buttons(p)[0]!, mod);
    expect(await balance()).toBe(before + 25);
  });

  it('an NFT above no known value asks for a typed confirmation; a wrong answer sends nothing', async () => {
    const p = await h.slash('tip', { subcommand: 'nft', member: DEMO.memberId, chain: 'Ethereum', nft: `${KEYS}:3` }, mod);
    expect(msg(p).content).toContain('type `SEND`');
    const [confirm] = buttons(p);
    expect(splitId(confirm!)?.action).toBe('confirmtyped');
    const opened = await h.button(confirm!, mod);
    expect(opened.ack).toBe('modal');
    const modalId = String((opened.modal as { custom_id?: string }).custom_id);
    const n = writes();
    const wrong = await h.modal(modalId, { answer: 'yes' }, mod, true);
    expect(msg(wrong).content ?? '').toContain('does not match');
    expect(writes()).toBe(n);
    // The word exactly, as the text says; lower case is not it.
    const lower = await h.modal(modalId, { answer: 'send' }, mod, true);
    expect(msg(lower).content ?? '').toContain('type SEND exactly, in capital letters');
    expect(writes()).toBe(n);
    const right = await h.modal(modalId, { answer: 'SEND' }, mod, true);
    expect(msg(right).content).toContain('Tip sent');
    expect(writes()).toBe(n + 1);
  });

  it.each([
    ['overspending', token({ amount: '99999999' }), 'more than the tipping wallet holds'],
    ['a 19th decimal', token({ token: SIGNAL, amount: '0.0000000000000000001' }), 'has 19 decimal places; SIGNAL has at most 18'],
    ['an unknown token', token({ token: 'DOGE' }), 'is not in the tipping wallet on Ethereum'],
    [
      'a missing NFT',
      { subcommand: 'nft', member: DEMO.memberId, chain: 'Ethereum', nft: `${KEYS}:999` },
      "is not in the tipping wallet's inventory",
    ],
    ['a zero amount', token({ amount: '0' }), 'greater than 0'],
    ['a comma', token({ amount: '1,5' }), 'comma'],
  ])('refuses %s privately with no write', async (_label, values, words) => {
    const n = writes();
    const r = await h.slash('tip', values, mod);
    expect(r.ephemeral).toBe(true);
    expect(msg(r).content ?? '').toContain(words);
    expect(buttons(r)).toEqual([]);
    expect(writes()).toBe(n);
  });

  it('refuses a member (not moderator) before any request', async () => {
    const before = sb.stats.total();
    const r = await h.slash('tip', token({}), h.member());
    expect(r.ephemeral).toBe(true);
    expect(msg(r).content ?? '').toMatch(/moderator/i);
    expect(sb.stats.total()).toBe(before);
  });

  it('a bad amount is refused before any request at all', async () => {
    const before = sb.stats.total();
    await h.slash('tip', token({ amount: 'lots' }), mod);
    expect(sb.stats.total()).toBe(before);
  });
});
