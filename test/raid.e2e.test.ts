import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { raid, RAID_PREVIEW_TTL_MS } from '../commands/raid.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { splitId as decode } from '../src/discord/component-id.js';
import { createHarness, type Harness, type RunResult } from '../src/bot/offline/harness.js';
import { MESSAGES } from '../src/bot/router/router.js';
import { EXAMPLE_POST_URL } from '../src/input/parse.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { ENGLISH } from '../src/i18n/reader.js';
import { WRITE_NOT_YOURS as RAID_NOT_YOURS } from '../src/features/writes/confirm-view.js';
import { textOf } from './raid.limits-helper.js';

const AUDIT_CHANNEL = '1203458820156252777';
const RAID_CHANNEL = '1203458820156252888';
const ROLE = '1203458820156252555';
const POOL_TOKEN = '0x7c3f9e2a1b4d6c8e0f2a4b6c8d0e2f4a6b8c0d2e';

let sb: Sandbox;
let api: CommunityApi;
let h: Harness;
let clock = Date.UTC(2026, 8, 7, 12);

beforeAll(async () => {
  sb = await startSandbox({ ratePerSecond: 0 });
  api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0 });
  h = await createHarness({
    commands: [raid],
    api,
    keysByGuild: { [DEMO.guildId]: sb.demoKey },
    now: () => clock,
    config: (c) => {
      c.discord.auditChannelId = AUDIT_CHANNEL;
    },
  });
});

afterEach(() => sb.faults.clear());

afterAll(async () => {
  await h?.close();
  await api?.close();
  await sb?.close();
});

type Message = { content?: string; embeds?: unknown[]; components?: { components: { custom_id?: string }[] }[] };
const msg = (r: RunResult) => (r.message ?? {}) as Message;
const raidCount = () => sb.raids(sb.demoKey).length;
/** A refusal's words, after the option it names ("`title`: must be…" reads "must be…"). */
const plain = (content = '') => content.replace(/^`[^`]+`: /, '');

const create = (values: Record<string, unknown>) => ({
  subcommand: 'create',
  title: 'Boost the launch',
  'post-url': EXAMPLE_POST_URL,
  'reward-type': 'TOKEN_POOL',
  chain: 'Base',
  token: POOL_TOKEN,
  amount: 5000,
  ...values,
});

/** Runs /raid create and returns the preview's confirm and cancel ids. */
async function preview(values: Record<string, unknown> = {}, actor = h.moderator()) {
  const r = await h.slash('raid', create(values), actor);
  expect(r.ephemeral).toBe(true);
  const ids = (msg(r).components?.[0]?.components ?? []).map((c) => c.custom_id ?? '');
  expect(
    ids.map((id) => decode(id)?.action),
    msg(r).content,
  ).toEqual(['confirm', 'cancel']);
  return { run: r, confirm: ids[0] as string, cancel: ids[1] as string, actor };
}

async function upstream<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const before = sb.stats.total();
  const result = await fn();
  return [result, sb.stats.total() - before];
}

describe('/raid create', () => {
  it('previews privately, then one confirm sends exactly the body shown, and audits it', async () => {
    const before = raidCount();
    const [p, sent] = await upstream(() =>
      preview({ description: 'Like, comment and repost!', duration: '1d12h', channel: RAID_CHANNEL, role: ROLE, comment: false }),
    );
    // At most the symbol lookup (the token list, cached from earlier runs); never a POST.
    expect(sent).toBeLessThanOrEqual(1);
    expect(raidCount()).toBe(before);
    const shown = textOf(msg(p.run));
    for (const part of [
      'Boost the launch',
      'Like, comment and repost!',
      `<${EXAMPLE_POST_URL}>`,
      `<#${RAID_CHANNEL}>`,
      `<@&${ROLE}>`,
      '1 day 12 h',
      '✅ Like  ❌ Comment  ✅ Repost',
      '5,000 BSPK (the whole pool)',
    ]) {
      expect(shown).toContain(part);
    }

    const done = await h.button(p.confirm, p.actor);
    expect(done.ack).toBe('deferUpdate');
    expect(msg(done).content).toContain('Raid created: **Boost the launch**');
    expect(textOf(msg(done))).toContain('A pool of 5,000 BSPK (0x7c3f…0d2e) on Base');
    expect(msg(done).components).toEqual([]);

    const raids = sb.raids(sb.demoKey);
    expect(raids.length).toBe(before + 1);
    const { id, createdAt, ...body } = raids.at(-1) as Record<string, unknown>;
    expect(typeof id).toBe('string');
    expect(typeof createdAt).toBe('number');
    expect(body).toEqual({
      title: 'Boost the launch',
      postUrl: EXAMPLE_POST_URL,
      description: 'Like, comment and repost!',
      durationMinutes: 2160,
      channelId: RAID_CHANNEL,
      mentionRoleId: ROLE,
      requirements: { like: true, comment: false, repost: true },
      reward: { type: 'TOKEN_POOL', item: { type: 'TOKEN', chain: 'Base', tokenAddress: POOL_TOKEN, amount: 5000 } },
    });

    const audit = h.calls.filter((c) => c.method === 'POST' && c.path === `/channels/${AUDIT_CHANNEL}/messages`);
    expect(audit.length).toBeGreaterThan(0);
    const line = String((audit.at(-1)?.body as { content?: string }).content);
    expect(line).toContain('raid create');
    expect(line).toContain(`<@${p.actor.userId}>`);
    expect(line).toContain('Boost the launch');
    expect(line).toContain('created');

    // A later press shows the settled outcome and sends nothing.
    const [again, sentAgain] = await upstream(() => h.button(p.confirm, p.actor));
    expect(sentAgain).toBe(0);
    expect(msg(again).content).toContain('Raid created');
    expect(raidCount()).toBe(before + 1);
  });

  it('maps a fixed reward in the native coin and a reward pool to their bodies, with the defaults', async () => {
    const before = raidCount();
    const fixed = await preview({ 'reward-type': 'FIXED', chain: 'polygon', token: 'native', amount: 2.5 });
    expect(textOf(msg(fixed.run))).toContain('total depends on how many members take part');
    expect(textOf(msg(fixed.run))).toContain("the community's default raid channel");
    await h.button(fixed.confirm, fixed.actor);
    const pool = await preview({
      'reward-type': 'RANDOM',
      chain: undefined,
      token: undefined,
      amount: undefined,
      'reward-pool': 'pool-launch',
    });
    expect(textOf(msg(pool.run))).toContain('reward pool `pool-launch`');
    await h.button(pool.confirm, pool.actor);
    const bodies = sb
      .raids(sb.demoKey)
      .slice(before)
      .map(({ id: _i, createdAt: _c, ...b }: any) => b);
    const common = {
      title: 'Boost the launch',
      postUrl: EXAMPLE_POST_URL,
      durationMinutes: 1440,
      requirements: { like: true, comment: true, repost: true },
    };
    expect(bodies).toEqual([
      { ...common, reward: { type: 'FIXED', item: { type: 'TOKEN', chain: 'Polygon', amount: 2.5 } } },
      { ...common, reward: { type: 'RANDOM', rewardPoolId: 'pool-launch' } },
    ]);
  });

  it("shows a custom token's symbol in the preview and the outcome, and sends the body without it", async () => {
    const signal = DEMO.tipping.bigToken.contractAddress;
    const before = raidCount();
    const tokenReads = sb.stats.byRoute().listTokens ?? 0;
    // Typed in lower case: EVM addresses match whatever their capitals.
    const p = await preview({ chain: 'Ethereum', token: signal.toLowerCase(), amount: 50 });
    expect((sb.stats.byRoute().listTokens ?? 0) - tokenReads).toBeLessThanOrEqual(1);
    const shown = textOf(msg(p.run));
    expect(shown).toContain('A pool of 50 SIGNAL (0x5a9e…b6e8) on Ethereum, shared by the raiders');
    expect(shown).toContain('50 SIGNAL (the whole pool)');
    const done = await h.button(p.confirm, p.actor);
    expect(msg(done).content).toContain('Raid created');
    expect(textOf(msg(done))).toContain('50 SIGNAL (the whole pool)');
    expect(raidCount()).toBe(before + 1);
    const { id: _id, createdAt: _at, ...body } = sb.raids(sb.demoKey).at(-1) as Record<string, unknown>;
    expect(body.reward).toEqual({
      type: 'TOKEN_POOL',
      item: { type: 'TOKEN', chain: 'Ethereum', tokenAddress: signal.toLowerCase(), amount: 50 },
    });
    expect(JSON.stringify(body)).not.toContain('SIGNAL');
    expect(Object.keys(body).sort()).toEqual(['durationMinutes', 'postUrl', 'requirements', 'reward', 'title']);
  });

  it('names the native coin by its symbol from the tipping wallet', async () => {
    const polygon = await preview({ 'reward-type': 'FIXED', chain: 'Polygon', token: 'native', amount: 2 });
    expect(textOf(msg(polygon.run))).toContain('2 POL (native coin) on Polygon for each raider');
    expect(textOf(msg(polygon.run))).toContain('2 POL per raider');
    await h.button(polygon.cancel, polygon.actor);
  });

  it('refuses a token the tipping wallet does not hold there (Arbitrum holds nothing), before any write', async () => {
    const before = raidCount();
    const unknown = `0x${'1'.repeat(40)}`;
    const r = await h.slash('raid', create({ chain: 'Ethereum', token: unknown, amount: 7 }), h.moderator());
    expect(r.ephemeral).toBe(true);
    expect(msg(r).content).toContain(`\`token\`: "${unknown}" is not in the tipping wallet on Ethereum; it holds ETH, USDC, and SIGNAL`);
    const arbitrum = await h.slash('raid', create({ chain: 'Arbitrum', token: 'native', amount: 3 }), h.moderator());
    expect(msg(arbitrum).content).toContain('is not in the tipping wallet on Arbitrum; it holds no tokens there');
    expect(raidCount()).toBe(before);
  });

  it('a failed read of the tipping wallet gives an error and no preview; nothing is written', async () => {
    sb.faults.set('getTippingBalance', { errorRate: 1, errorStatus: 503 });
    const before = raidCount();
    const r = await h.slash('raid', create({ chain: 'Optimism', token: 'native', amount: 9 }), h.moderator());
    expect(r.ephemeral).toBe(true);
    expect(msg(r).components ?? []).toEqual([]);
    expect(msg(r).content).toContain('The Community API had a problem answering');
    expect(raidCount()).toBe(before);
  });

  const refusals: [string, Record<string, unknown>, string, RegExp][] = [
    ['a 65-character title', { title: 't'.repeat(65) }, 'title', /must be at most 64 characters/],
    [
      'a link not on x.com',
      { 'post-url': 'https://example.com/acme/status/1' },
      'post-url',
      /must be an https link to a post on X, such as https:\/\/x\.com\/acme\/status\/1790000000000000000/,
    ],
    ['an http link', { 'post-url': 'http://x.com/acme/status/1' }, 'post-url', /https link to a post on X/],
    ['a link over 256 characters', { 'post-url': `${EXAMPLE_POST_URL}?${'a'.repeat(230)}` }, 'post-url', /must be at most 256 characters/],
    ['a duration of 0', { duration: '0' }, 'duration', /between 1 minute and 30 days \(43,200 minutes\)/],
    ['a duration of 43201 minutes', { duration: '43201' }, 'duration', /between 1 minute and 30 days \(43,200 minutes\)/],
    ['a junk duration', { duration: 'next week' }, 'duration', /use minutes \(90\) or a span like 45m, 2h, 3d, 1w or 1d12h/],
    ['an amount of 0', { amount: 0 }, 'amount', /must be greater than 0/],
    ['a negative amount', { amount: -5 }, 'amount', /must not be negative/],
    ['a token pool without chain', { chain: undefined }, 'chain', /is required for a token pool/],
    ['a token pool without amount', { amount: undefined }, 'amount', /is required for a token pool/],
    ['a fixed reward without token', { 'reward-type': 'FIXED', token: undefined }, 'token', /is required for a fixed reward/],
    [
      'a reward pool without its id',
      { 'reward-type': 'RANDOM', chain: undefined, token: undefined, amount: undefined },
      'reward-pool',
      /is required/,
    ],
    ['an unknown chain', { chain: 'Dogechain' }, 'chain', /"Dogechain" is not a chain the Community API supports; \/chains lists them/],
    ['a token with spaces', { token: 'US DC' }, 'token', /must be a token address without spaces, or "native" for the native coin/],
    ['a 257-character description', { description: 'd'.repeat(257) }, 'description', /must be at most 256 characters/],
    [
      'an amount with a reward pool',
      { 'reward-type': 'RANDOM', 'reward-pool': 'pool-launch', chain: undefined, token: undefined },
      'amount',
      /is not used with a reward pool/,
    ],
    ['no requirement', { like: false, comment: false, repost: false }, 'like', /at least one of "like", "comment" or "repost"/],
  ];

  it.each(refusals)('refuses %s privately, naming the option, with no upstream request', async (_what, values, field, message) => {
    const before = raidCount();
    const [r, sent] = await upstream(() => h.slash('raid', create(values), h.moderator()));
    expect(sent).toBe(0);
    expect(r.ephemeral).toBe(true);
    // The one shape: the option first, in code, then what is wrong ("`title`: must be…").
    expect(msg(r).content).toMatch(new RegExp(`^\`${field}\`: `));
    expect(plain(msg(r).content)).toMatch(message);
    expect(msg(r).components ?? []).toEqual([]);
    expect(raidCount()).toBe(before);
  });

  it('lets only the moderator who asked confirm, and refuses a member', async () => {
    const p = await preview();
    const before = raidCount();
    const [other, sent] = await upstream(() => h.button(p.confirm, h.moderator(), p.actor.userId));
    expect(sent).toBe(0);
    expect(other.ephemeral).toBe(true);
    expect(msg(other).content).toBe(RAID_NOT_YOURS(ENGLISH));
    const [otherCancel] = await upstream(() => h.button(p.cancel, h.moderator(), p.actor.userId));
    expect(msg(otherCancel).content).toBe(RAID_NOT_YOURS(ENGLISH));
    const member = await h.button(p.confirm, h.member(), p.actor.userId);
    expect(msg(member).content).toBe(MESSAGES.notModerator);
    expect(raidCount()).toBe(before);
    const slash = await h.slash('raid', create({}), h.member());
    expect(msg(slash).content).toBe(MESSAGES.notModerator);
    // The owner still can.
    await h.button(p.confirm, p.actor);
    expect(raidCount()).toBe(before + 1);
  });

  it('expires after 10 minutes: pressed then, the preview loses its buttons and says so; an unknown id is stale', async () => {
    // Titles differ between tests: an identical raid sent earlier would be offered "Create anyway" instead.
    const p = await preview({ title: 'Too late' });
    const before = raidCount();
    clock += RAID_PREVIEW_TTL_MS + 1;
    for (const id of [p.confirm, p.cancel]) {
      const [late, sent] = await upstream(() => h.button(id, p.actor));
      expect(sent).toBe(0);
      expect(late.ack).toBe('deferUpdate');
      expect(msg(late).content).toMatch(/^This preview expired <t:\d+:R>; nothing was sent\. Run `\/raid create` again/);
      expect(msg(late).components).toEqual([]);
    }
    for (const id of ['raid:confirm:AAAAAAAA', 'raid:confirm:AAAAAAAA~']) {
      const unknown = await h.button(id, p.actor);
      expect(msg(unknown).content).toBe(MESSAGES.stale);
    }
    expect(raidCount()).toBe(before);
  });

  it('sends one POST for two concurrent confirm presses', async () => {
    const p = await preview({ title: 'Double click' });
    const before = raidCount();
    const posts = sb.stats.byRoute().createRaid ?? 0;
    const [a, b] = await Promise.all([h.button(p.confirm, p.actor), h.button(p.confirm, p.actor)]);
    expect(raidCount()).toBe(before + 1);
    expect((sb.stats.byRoute().createRaid ?? 0) - posts).toBe(1);
    const texts = [msg(a).content, msg(b).content].join('\n');
    expect(texts).toContain('Raid created');
  });

  it('cancels: nothing sent, and the buttons are gone for good', async () => {
    const p = await preview({ title: 'Called off' });
    const before = raidCount();
    const [r, sent] = await upstream(() => h.button(p.cancel, p.actor));
    expect(sent).toBe(0);
    expect(msg(r).content).toBe('Raid cancelled, nothing was sent.');
    expect(msg(r).components).toEqual([]);
    // A later press (an old copy of the preview) says so again and sends nothing.
    const [after, sentAfter] = await upstream(() => h.button(p.confirm, p.actor));
    expect(sentAfter).toBe(0);
    expect(msg(after).content).toBe('Raid cancelled, nothing was sent.');
    expect(raidCount()).toBe(before);
  });

  it('shows the API refusal and does not resend', async () => {
    sb.faults.set('createRaid', { errorRate: 1, errorStatus: 422 });
    const p = await preview({ title: 'Refused one' });
    const refused = await h.button(p.confirm, p.actor);
    expect(msg(refused).content).toContain('The raid was not created: ');
    expect(msg(refused).content).toContain('injected fault');
    sb.faults.clear();
    const [again, sent] = await upstream(() => h.button(p.confirm, p.actor));
    expect(sent).toBe(0);
    expect(msg(again).content).toContain('The raid was not created');
  });
});

describe('/raid create when the POST times out', () => {
  let slowApi: CommunityApi;
  let slow: Harness;

  beforeAll(async () => {
    slowApi = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0, timeoutMs: 300 });
    slow = await createHarness({ commands: [raid], api: slowApi, keysByGuild: { [DEMO.guildId]: sb.demoKey } });
  });
  afterAll(async () => {
    await slow?.close();
    await slowApi?.close();
  });

  it('says the outcome is unknown, and pressing again does not resend', async () => {
    sb.faults.set('createRaid', { hang: true });
    const mod = slow.moderator();
    const r = await slow.slash('raid', create({ title: 'Slow one' }), mod);
    const confirm = (msg(r).components?.[0]?.components[0]?.custom_id ?? '') as string;
    const posts = sb.stats.byRoute().createRaid ?? 0;
    const first = await slow.button(confirm, mod);
    expect(msg(first).content).toContain('Outcome unknown — the request was sent to the Community API but no clear answer came back');
    expect(msg(first).components).toEqual([]);
    sb.faults.clear();
    const second = await slow.button(confirm, mod);
    expect(msg(second).content).toContain('Outcome unknown');
    expect((sb.stats.byRoute().createRaid ?? 0) - posts).toBe(1);
  });
});

describe('/raid create in German', () => {
  it("a German moderator's preview, outcome and refusals are in German", async () => {
    // The harness's button presses come from a message without the ephemeral flag, so an update
    // follows the server's language: German too, as the member's private preview would be.
    const de = h.moderator({ locale: 'de', guildLocale: 'de' });
    const p = await preview({ title: 'Start-Raid', 'reward-type': 'FIXED', chain: 'polygon', token: 'native', amount: 2.5 }, de);
    expect(msg(p.run).content).toMatch(
      /^Prüfe diesen Raid, bevor er erstellt wird\. Erst wenn du \*\*Bestätigen\*\* drückst, wird etwas gesendet/,
    );
    const shown = textOf(msg(p.run));
    for (const part of [
      'Raid-Vorschau',
      '2,5 POL (nativer Coin) auf Polygon für jeden Raider',
      'der Raid-Kanal der Community',
      '✅ Liken  ✅ Kommentieren  ✅ Reposten',
      '1 Tag',
    ]) {
      expect(shown).toContain(part);
    }
    const labels = (msg(p.run).components?.[0]?.components ?? []).map((c) => (c as { label?: string }).label);
    expect(labels).toEqual(['Bestätigen', 'Abbrechen']);
    const done = await h.button(p.confirm, de);
    expect(msg(done).content).toMatch(/^Raid erstellt: \*\*Start-Raid\*\* für </);
    expect(textOf(msg(done))).toContain('gepostet im Raid-Kanal der Community.');

    const refused = await h.slash('raid', create({ chain: undefined, like: false, comment: false, repost: false }), de);
    expect(refused.ephemeral).toBe(true);
    expect(msg(refused).content).toContain('ist für die Belohnungsart „Token-Topf“ nötig');
    expect(msg(refused).content).toContain('bei einem Raid muss mindestens eine der Optionen');
    const other = await h.button(p.confirm, h.moderator({ locale: 'de' }), de.userId);
    expect(other.ephemeral).toBe(true);
    // One text for every confirmed write (raids, value moves, tokens), in every language.
    expect(msg(other).content).toBe('Nur der Moderator, der diese Vorschau angefordert hat, kann sie bestätigen oder abbrechen.');
  });
});

describe('/raid autocomplete', () => {
  it('offers chains by what is typed', async () => {
    const r = await h.autocomplete('raid', { subcommand: 'create', chain: 'sei' }, 'chain', h.moderator());
    expect(r.choices).toEqual([
      { name: 'Sei', value: 'Sei' },
      { name: 'Sei EVM', value: 'SeiEvm' },
    ]);
    const all = await h.autocomplete('raid', { subcommand: 'create', chain: '' }, 'chain', h.moderator());
    expect(all.choices).toHaveLength(25);
  });

  it('offers the tokens the tipping wallet holds on the chain, native coin included (what the checks accept)', async () => {
    const r = await h.autocomplete('raid', { subcommand: 'create', chain: 'Ethereum', token: '' }, 'token', h.moderator());
    const values = r.choices?.map((c) => c.value);
    expect(values).toEqual(['native', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', DEMO.tipping.bigToken.contractAddress]);
    const usdc = await h.autocomplete('raid', { subcommand: 'create', chain: 'Ethereum', token: 'usd' }, 'token', h.moderator());
    expect(usdc.choices?.map((c) => c.name)).toEqual([expect.stringMatching(/^USDC · [\d,.]+ held$/)]);
    // Arbitrum's wallet holds nothing: nothing is offered that the checks would refuse.
    const arbitrum = await h.autocomplete('raid', { subcommand: 'create', chain: 'Arbitrum', token: '' }, 'token', h.moderator());
    expect(arbitrum.choices).toEqual([]);
  });
});
