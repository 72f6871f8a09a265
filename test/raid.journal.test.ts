import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../commands/audit.js';
import { raid } from '../commands/raid.js';
import type { Harness, RunResult } from '../src/bot/offline/harness.js';
import { EXAMPLE_POST_URL } from '../src/input/parse.js';
import { splitId } from '../src/discord/component-id.js';
import { DEMO, type Sandbox } from '../src/sandbox/index.js';
import type { Store } from '../src/store/index.js';
import { ENGLISH } from '../src/i18n/reader.js';
import { WRITE_IN_FLIGHT as IN_FLIGHT } from '../src/features/writes/confirm-view.js';
import { journalBots, until, type JournalBots } from './support/journal-bots.js';

const RAID_IN_FLIGHT = IN_FLIGHT(ENGLISH);

/**
 * The raid confirmation on the write journal: two bots on one store (replicas, or a bot and
 * the same bot after a restart) never both send; a bot that dies while its POST is out leaves
 * an entry the next one reports as unknown and never resends; an identical raid after that is
 * offered only as "Create anyway".
 */

let bots: JournalBots;
let sb: Sandbox;
let a: Harness;
let b: Harness;
let storeA: Store;
let storeB: Store;

beforeAll(async () => {
  bots = await journalBots([raid, audit]);
  ({ sb, a, b, storeA, storeB } = bots);
}, 120_000);
afterAll(() => bots?.close());

type Message = { content?: string; components?: { components: { custom_id?: string; label?: string }[] }[] };
const msg = (r: RunResult) => (r.message ?? {}) as Message;
const content = (r: RunResult) => String(msg(r).content ?? '');
const buttons = (r: RunResult) =>
  (msg(r).components?.[0]?.components ?? []).map((c) => ({
    action: splitId(c.custom_id ?? '')?.action,
    label: c.label,
    id: c.custom_id ?? '',
  }));
const posts = () => sb.stats.byRoute().createRaid ?? 0;

const values = (title: string) => ({
  subcommand: 'create',
  title,
  'post-url': EXAMPLE_POST_URL,
  'reward-type': 'TOKEN_POOL',
  chain: 'Polygon',
  token: 'native',
  amount: 25,
});

describe('raid confirmation on the journal', () => {
  it('a replica pressing the same preview while the POST is out sees the claim and sends nothing', async () => {
    const mod = a.moderator();
    const p = await a.slash('raid', values('Replicas'), mod);
    const confirm = buttons(p).find((x) => x.action === 'confirm')!.id;
    const before = posts();
    // Out long enough for the other replica's press to arrive on a loaded machine.
    sb.faults.set('createRaid', { latencyMs: 1_500 });
    const first = a.button(confirm, mod);
    await until('the POST', () => posts() > before);
    const other = await b.button(confirm, b.moderator({ userId: mod.userId }));
    expect(content(other)).toBe(RAID_IN_FLIGHT);
    expect(content(await first)).toMatch(/^Raid created/);
    sb.faults.clear();
    const later = await b.button(confirm, b.moderator({ userId: mod.userId }));
    expect(content(later)).toMatch(/^Raid created/);
    expect(posts() - before).toBe(1);
  });

  it('two previews of one raid: once the first is created, the second offers only "Create anyway"', async () => {
    const mod = a.moderator();
    const one = await a.slash('raid', values('Twin previews'), mod);
    const two = await a.slash('raid', values('Twin previews'), mod);
    expect(buttons(two).map((x) => x.action)).toEqual(['confirm', 'cancel']);
    const before = posts();
    expect(content(await a.button(buttons(one)[0]!.id, mod))).toMatch(/^Raid created/);
    const second = await a.button(buttons(two)[0]!.id, mod);
    expect(posts() - before).toBe(1);
    expect(buttons(second).map((x) => x.label)).toEqual(['Create anyway', 'Cancel']);
    expect(content(second)).toMatch(/An identical raid was created/);
    // The repeat still shows what the money is: its dollar value and the wallet before → after.
    expect(JSON.stringify(second.message?.embeds)).toMatch(/Dollar value.*Tipping wallet/);
    // Previewed again now: only "Create anyway", the money lines, and the same-post warning.
    const three = await a.slash('raid', values('Twin previews'), mod);
    expect(buttons(three).map((x) => x.label)).toEqual(['Create anyway', 'Cancel']);
    expect(content(three)).toMatch(/This post was raided in the last 24 hours/);
    expect(JSON.stringify(three.message?.embeds)).toMatch(/Dollar value.*Tipping wallet/);
  });

  it('created, but the preview could not be updated: told in a follow-up, and the next press says created', async () => {
    const mod = a.moderator();
    const p = await a.slash('raid', values('Edit fails'), mod);
    const before = posts();
    a.standIn.fail({ method: 'PATCH', path: /\/messages\/@original$/, status: 500, body: { message: 'Internal Server Error', code: 0 } });
    const done = await a.button(buttons(p)[0]!.id, mod);
    expect(posts() - before).toBe(1);
    expect(done.ephemeral).toBe(true);
    expect(content(done)).toMatch(/^Raid created/);
    expect(content(await a.button(buttons(p)[0]!.id, mod))).toMatch(/^Raid created/);
    expect(posts() - before).toBe(1);
  });

  it('a bot killed while its POST is out: the next one says unknown, never resends, and offers "Create anyway" for the same raid', async () => {
    const mod = a.moderator();
    const p = await a.slash('raid', values('Killed mid-POST'), mod);
    const confirm = buttons(p)[0]!.id;
    const before = posts();
    sb.faults.set('createRaid', { hang: true });
    void a.button(confirm, mod);
    await until('the POST', () => posts() > before);
    // The process "dies": its instance lock goes with its database session.
    await storeA.db.close();
    sb.faults.clear();

    const mb = b.moderator({ userId: mod.userId });
    const pressed = await b.button(confirm, mb);
    expect(content(pressed)).toMatch(/^Outcome unknown — .*Check the raid channel before trying again.* It was sent <t:\d+:f>\./);
    expect(msg(pressed).components).toEqual([]);

    const { rows } = await storeB.audit.list({ guildId: DEMO.guildId, limit: 5 });
    expect(rows[0]).toMatchObject({ operation: 'raid.create', outcome: 'unknown', userId: mod.userId });
    expect(rows[0]!.summary).toContain('Killed mid-POST');
    const shown = await b.slash('audit', { operation: 'raid.create' }, mb);
    expect(String((msg(shown) as { embeds?: { description?: string }[] }).embeds?.[0]?.description)).toMatch(
      /`raid\.create` · <@\d+> · \*\*⚠️ outcome unknown\*\*\n"Killed mid-POST"/,
    );

    const again = await b.slash('raid', values('Killed mid-POST'), mb);
    expect(buttons(again).map((x) => x.label)).toEqual(['Create anyway', 'Cancel']);
    expect(buttons(again).map((x) => x.action)).not.toContain('confirm');
    expect(content(again)).toMatch(/An identical raid was sent <t:\d+:f> .* and its outcome is unknown/);
    expect(posts() - before).toBe(1);

    // Only the distinctly labelled button sends, once.
    const anyway = await b.button(buttons(again)[0]!.id, mb);
    expect(content(anyway)).toMatch(/^Raid created/);
    expect(posts() - before).toBe(2);
    const twice = await b.button(buttons(again)[0]!.id, mb);
    expect(content(twice)).toMatch(/^Raid created/);
    expect(posts() - before).toBe(2);
  });
});
