import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../commands/audit.js';
import { PREVIEW_TTL_MS as MOVE_PREVIEW_TTL_MS } from '../src/features/writes/flow.js';
import { tip } from '../commands/tip.js';
import type { Harness, RunResult } from '../src/bot/offline/harness.js';
import { splitId } from '../src/discord/component-id.js';
import { DEMO, type Sandbox } from '../src/sandbox/index.js';
import type { Store } from '../src/store/index.js';
import { WRITE_IN_FLIGHT as MOVE_IN_FLIGHT } from '../src/features/writes/confirm-view.js';
import { ENGLISH } from '../src/i18n/reader.js';
import { journalBots, until, type JournalBots } from './support/journal-bots.js';

/**
 * /tip on the write journal, as the raid is: replicas never both send, a bot that dies while
 * the tip is out leaves it "unknown" (never resent), and the same tip again is offered only as
 * "Send anyway" (typed, when the tip needs typing).
 */

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

let bots: JournalBots;
let sb: Sandbox;
let a: Harness;
let b: Harness;
let storeA: Store;

beforeAll(async () => {
  bots = await journalBots([tip, audit]);
  ({ sb, a, b, storeA } = bots);
}, 120_000);
afterAll(() => bots?.close());

type Message = {
  content?: string;
  embeds?: { description?: string }[];
  components?: { components: { custom_id?: string; label?: string }[] }[];
};
const msg = (r: RunResult) => (r.message ?? {}) as Message;
const content = (r: RunResult) => String(msg(r).content ?? '');
const buttons = (r: RunResult) =>
  (msg(r).components?.[0]?.components ?? []).map((c) => ({
    action: splitId(c.custom_id ?? '')?.action,
    label: c.label,
    id: c.custom_id ?? '',
  }));
const posts = () => sb.stats.byRoute().sendTip ?? 0;
const usdc = (amount: string) => ({ subcommand: 'token', member: DEMO.memberId, chain: 'Ethereum', token: USDC, amount });

describe('/tip on the journal', () => {
  it('a replica pressing the same preview while the tip is out sees the claim and sends nothing', async () => {
    const mod = a.moderator();
    const p = await a.slash('tip', usdc('1.25'), mod);
    const confirm = buttons(p)[0]!;
    expect(confirm.action).toBe('confirm');
    const before = posts();
    // Out long enough for the other replica's press to arrive on a loaded machine.
    sb.faults.set('sendTip', { latencyMs: 1_500 });
    const first = a.button(confirm.id, mod);
    await until('the POST', () => posts() > before);
    expect(content(await b.button(confirm.id, b.moderator({ userId: mod.userId })))).toBe(MOVE_IN_FLIGHT(ENGLISH));
    expect(content(await first)).toMatch(/^Tip sent/);
    sb.faults.clear();
    expect(content(await b.button(confirm.id, b.moderator({ userId: mod.userId })))).toMatch(/^Tip sent/);
    expect(posts() - before).toBe(1);
  });

  it('a bot killed while its tip is out: unknown on the next bot, never resent; the same tip again is only "Send anyway"', async () => {
    const mod = a.moderator();
    const p = await a.slash('tip', usdc('2.5'), mod);
    const before = posts();
    sb.faults.set('sendTip', { hang: true });
    void a.button(buttons(p)[0]!.id, mod);
    await until('the POST', () => posts() > before);
    await storeA.db.close();
    sb.faults.clear();

    // The same moderator in the same channel (the channel is part of what a tip sends).
    const mb = b.moderator({ userId: mod.userId, channelId: mod.channelId });
    const pressed = await b.button(buttons(p)[0]!.id, mb);
    expect(content(pressed)).toMatch(/^Outcome unknown: .*pressing Confirm again will not resend it\. It was sent <t:\d+:f>\./);
    const shown = await b.slash('audit', { operation: 'tip.send' }, mb);
    expect(msg(shown).embeds?.[0]?.description).toMatch(/`tip\.send` · <@\d+> · \*\*⚠️ outcome unknown\*\*/);

    const again = await b.slash('tip', usdc('2.5'), mb);
    expect(buttons(again).map((x) => [x.action, x.label])).toEqual([
      ['anyway', 'Send anyway'],
      ['cancel', 'Cancel'],
    ]);
    expect(content(again)).toMatch(/An identical request \(Tip\) was sent <t:\d+:f> .* and its outcome is unknown/);
    // A plain Confirm id for it (kept or forged) does not send: it is answered with the same choice.
    const forged = buttons(again)[0]!.id.replace(':anyway:', ':confirm:');
    const refused = await b.button(forged, mb);
    expect(buttons(refused).map((x) => x.label)).toEqual(['Send anyway', 'Cancel']);
    expect(posts() - before).toBe(1);
    expect(content(await b.button(buttons(again)[0]!.id, mb))).toMatch(/^Tip sent/);
    expect(posts() - before).toBe(2);
  });

  it('a preview pressed after it expired loses its buttons and says so; nothing is sent', async () => {
    let clock = Date.now();
    const h = await bots.bot(await bots.store({ now: () => clock }));
    const mod = h.moderator();
    const p = await h.slash('tip', usdc('0.5'), mod);
    const before = posts();
    clock += MOVE_PREVIEW_TTL_MS + 1;
    for (const b of buttons(p)) {
      const late = await h.button(b.id, mod);
      expect(content(late)).toMatch(/^This preview expired <t:\d+:R>; nothing was sent\. Run the command again\./);
      expect(msg(late).components).toEqual([]);
    }
    expect(posts()).toBe(before);
  });

  it('a tip that needs typing keeps the typed step when it is a repeat', async () => {
    const mod = b.moderator();
    // Above the $100 limit: the amount must be typed.
    const big = usdc('150');
    const first = await b.slash('tip', big, mod);
    expect(buttons(first)[0]?.action).toBe('confirmtyped');
    const opened = await b.button(buttons(first)[0]!.id, mod);
    const modal = String((opened.modal as { custom_id?: string }).custom_id);
    expect(content(await b.modal(modal, { answer: '150' }, mod, true))).toMatch(/^Tip sent/);
    const again = await b.slash('tip', big, mod);
    expect(buttons(again).map((x) => [x.action, x.label])).toEqual([
      ['anywaytyped', 'Send anyway'],
      ['cancel', 'Cancel'],
    ]);
    const reopened = await b.button(buttons(again)[0]!.id, mod);
    const anyway = String((reopened.modal as { custom_id?: string }).custom_id);
    expect(splitId(anyway)?.action).toBe('typedanyway');
    const before = posts();
    // The plain typed form for it sends nothing; the "anyway" one, answered right, sends once.
    const plain = await b.modal(anyway.replace(':typedanyway:', ':typed:'), { answer: '150' }, mod, true);
    expect(buttons(plain).map((x) => x.label)).toEqual(['Send anyway', 'Cancel']);
    expect(posts()).toBe(before);
    expect(content(await b.modal(anyway, { answer: '150' }, mod, true))).toMatch(/^Tip sent/);
    expect(posts()).toBe(before + 1);
  });
});
