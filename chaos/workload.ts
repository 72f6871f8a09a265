import { BOARD_OWNER, NEXT_PAGE_ID } from '../bench/interactions.js';
import { RAID } from '../bench/busy-channel.js';
import { MEMBER_PERMISSIONS, MODERATOR_PERMISSIONS } from '../src/bot/offline/harness.js';
import { completionKey } from '../src/features/feeds/jobs.js';
import { DEMO } from '../src/sandbox/index.js';
import { createRng, type Rng } from '../src/sandbox/prng.js';
import { BOARD_CHANNEL, FEED_CHANNEL, type Cluster } from './cluster.js';
import type { Actor, Driver, Interaction, Seen } from './driver.js';
import type { History, Shown } from './history.js';
import { buttonsOf, textOf } from './outcomes.js';

/**
 * The seeded workload: members reading boards and balances; moderators previewing and
 * confirming points, tips, airdrops and raids (some confirmed once, some pressed twice, some on
 * every replica at once, some cancelled or left unconfirmed, some scheduled a minute or so
 * ahead); a whole-role move; a quest feed whose completions keep coming; a scheduled board post.
 * Every write carries a tag of its own in the text the Community API receives (a reason, a
 * comment, a title), so what reached the API is matched to what the moderator did. A moderator
 * whose press failed, or who was told it is still being sent, looks again later, as one would.
 */

export type WriteKind = 'points' | 'tip' | 'airdrop' | 'raid' | 'role';
/** How the moderator confirms: once; twice, one press after the other; on every replica at once; Cancel; never. */
export type Intent = 'once' | 'twice' | 'together' | 'cancel' | 'abandon';

export interface Press {
  id: string;
  slot: number;
  at: number;
  /** The HTTP status of the press's POST, or the network error. */
  status?: number;
  error?: string;
  shown: Shown;
  /** Cancel, not Confirm. */
  cancel?: boolean;
}

export interface WriteRecord {
  tag: string;
  kind: WriteKind;
  intent: Intent;
  /** Confirm schedules it (`at:`) for this time (epoch ms, the runner's clock). */
  dueAt?: number;
  moderator: string;
  previewShown: Shown;
  presses: Press[];
}

export interface WorkloadRecord {
  writes: Map<string, WriteRecord>;
  /** The completions added to the community (their feed keys, src/features/feeds/jobs.ts), and when (ms since the run started). */
  completions: { key: string; userId: string; questId: string; round: number; timestamp: number; at: number }[];
  /** Every interaction posted, by id. */
  interactions: Map<string, Interaction>;
  feedCreated: boolean;
  scheduleCreated: boolean;
}

export interface WorkloadOptions {
  seed: number;
  durationMs: number;
}

const MODERATORS = ['318204957716160001', '318204957716160002', '318204957716160003'];
export const MEMBERS = Array.from({ length: 40 }, (_, i) => String(318204957716170000n + BigInt(i)));
const ROLE_MEMBERS = 1_500;
const ROLE_BASE = 1203458820157500000n;
/** How long a moderator waits for a preview or an outcome to show. */
const SHOW_CAP_MS = 30_000;
/** Shown states after which a moderator knows how a write ended. */
const SETTLED: readonly Shown[] = ['created', 'refused', 'unknown', 'cancelled', 'scheduled'];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** Puts the run's people in the Discord stand-in's server: moderators, members, and the role of the whole-role move. */
export function populate(cluster: Cluster): { roleId: string } {
  const g = cluster.standIn.guild(DEMO.guildId);
  for (const id of MODERATORS)
    cluster.standIn.addMember(DEMO.guildId, { user: { id, username: `mod${id.slice(-2)}` }, roles: [g.moderatorsRoleId] });
  for (const id of MEMBERS) cluster.standIn.addMember(DEMO.guildId, { user: { id, username: `member${id.slice(-2)}` } });
  const role = cluster.standIn.addRole(DEMO.guildId, { name: 'Chaos crew', position: 2 }).id;
  for (let i = 0; i < ROLE_MEMBERS; i++)
    cluster.standIn.addMember(DEMO.guildId, { user: { id: String(ROLE_BASE + BigInt(i)), username: `crew${i}` }, roles: [role] });
  return { roleId: role };
}

function actorOf(id: string, moderator: boolean, roles: string[]): Actor {
  return {
    guildId: DEMO.guildId,
    channelId: DEMO.channelId,
    userId: id,
    username: moderator ? `mod${id.slice(-2)}` : `member${id.slice(-2)}`,
    permissions: moderator ? MODERATOR_PERMISSIONS : MEMBER_PERMISSIONS,
    roles,
    locale: 'en-US',
  };
}

/** `HH:MM` of the first whole minute at least `aheadMs` from now (UTC: the server sets no zone), and that instant. */
function minuteAhead(aheadMs: number): { text: string; at: number } {
  const at = Math.ceil((Date.now() + aheadMs) / 60_000) * 60_000;
  const d = new Date(at);
  return { text: `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`, at };
}

export interface Workload {
  readonly record: WorkloadRecord;
  /** Runs the workload until `durationMs` has passed (actions under way finish). */
  run(): Promise<void>;
  /** After the run: every write whose moderator does not know its outcome yet is looked at once more. */
  lookAgain(): Promise<void>;
}

export function createWorkload(cluster: Cluster, driver: Driver, history: History, options: WorkloadOptions, roleId: string): Workload {
  const rng = createRng(options.seed);
  const g = cluster.standIn.guild(DEMO.guildId);
  const moderators = MODERATORS.map((id) => actorOf(id, true, [g.moderatorsRoleId]));
  const members = MEMBERS.map((id) => actorOf(id, false, []));
  const record: WorkloadRecord = {
    writes: new Map(),
    completions: [],
    interactions: new Map(),
    feedCreated: false,
    scheduleCreated: false,
  };
  let writeCount = 0;
  const pick = (r: Rng) => (n: number) => r.int(0, n - 1);

  const send = async (
    r: Rng,
    payload: Parameters<Driver['send']>[1],
    what: string,
    tag?: string,
    slot = cluster.route(pick(r)),
    read = false,
  ) => {
    const ix = await driver.send(slot, payload, what, tag, read);
    record.interactions.set(ix.payload.id, ix);
    return ix;
  };
  /** A command shows what it shows: its final message, or nothing when the POST failed. */
  const shows = (ix: Interaction) => driver.settle(ix, (s) => s.shown !== 'nothing' || s.modal !== undefined, SHOW_CAP_MS);

  async function read(r: Rng): Promise<void> {
    const who = r.pick(members);
    const kind = r.int(0, 2);
    const payload =
      kind === 0
        ? driver.payloads.slash(who, 'leaderboard')
        : kind === 1
          ? driver.payloads.slash(who, 'points', { subcommand: 'balance', system: DEMO.pointSystems.active })
          : driver.payloads.button(who, NEXT_PAGE_ID, BOARD_OWNER);
    const ix = await send(r, payload, ['/leaderboard', '/points balance', 'Next page'][kind]!, undefined, undefined, true);
    await shows(ix);
  }

  /** The slash command that previews a write of `kind`, tagged. */
  function previewPayload(r: Rng, kind: WriteKind, mod: Actor, tag: string, at?: string) {
    const later = at ? { at } : {};
    const member = r.pick(MEMBERS);
    const amount = String(r.int(1, 20));
    switch (kind) {
      case 'points':
        return driver.payloads.slash(mod, 'points', { subcommand: 'give', member, amount, reason: tag, ...later });
      case 'tip':
        return driver.payloads.slash(mod, 'tip', { subcommand: 'points', member, amount, comment: tag, ...later });
      case 'airdrop':
        return driver.payloads.slash(mod, 'airdrop', {
          subcommand: 'points',
          amount,
          duration: '1h',
          entries: r.int(2, 20),
          comment: tag,
          ...later,
        });
      case 'raid':
        return driver.payloads.slash(mod, 'raid', { ...RAID, title: tag, amount: r.int(1, 3), ...later });
      case 'role':
        return driver.payloads.slash(mod, 'points', { subcommand: 'give', role: roleId, amount: '1', reason: tag });
    }
  }

  /** Presses the preview's first button (Confirm) or second (Cancel), answering a typed confirmation's form. */
  async function press(r: Rng, w: WriteRecord, mod: Actor, preview: Seen, cancel: boolean, slot?: number): Promise<Press> {
    const buttons = buttonsOf(preview.message);
    const button = buttons[cancel ? 1 : 0];
    if (!button) throw new Error(`the preview of ${w.tag} has no ${cancel ? 'Cancel' : 'Confirm'} button`);
    let ix = await send(
      r,
      driver.payloads.button(mod, button.customId, mod.userId, true),
      `${cancel ? 'Cancel' : 'Confirm'} (${w.tag})`,
      w.tag,
      slot,
    );
    let seen = driver.seen(ix);
    if (seen.modal) {
      // The typed confirmation: type what the preview asks for (its `code` span), as a moderator would.
      const typed = /type `([^`]+)`/.exec(textOf(preview.message))?.[1] ?? '';
      const id = String((seen.modal as { custom_id?: string }).custom_id);
      ix = await send(
        r,
        driver.payloads.modal(mod, id, { answer: typed }, true, true),
        `typed ${typed} (${w.tag})`,
        w.tag,
        cluster.route(pick(r)),
      );
    }
    // Any answer to the press: an outcome, "being sent already", an error, the whole-role move's progress.
    seen = await driver.settle(ix, (s) => s.shown !== 'nothing' && s.shown !== 'preview', SHOW_CAP_MS);
    const p: Press = {
      id: ix.payload.id,
      slot: ix.slot,
      at: ix.at,
      ...(ix.posted.status !== undefined ? { status: ix.posted.status } : {}),
      ...(ix.posted.error ? { error: ix.posted.error } : {}),
      shown: seen.shown,
      ...(cancel ? { cancel: true } : {}),
    };
    w.presses.push(p);
    return p;
  }

  const previews = new Map<string, { mod: Actor; seen: Seen }>();

  async function write(r: Rng, kind: WriteKind, intent: Intent, scheduled: boolean): Promise<void> {
    const tag = `chaos-${options.seed}-w${++writeCount}`;
    const mod = r.pick(moderators);
    const due = scheduled ? minuteAhead(25_000) : undefined;
    const w: WriteRecord = {
      tag,
      kind,
      intent,
      moderator: mod.userId,
      previewShown: 'nothing',
      presses: [],
      ...(due ? { dueAt: due.at } : {}),
    };
    record.writes.set(tag, w);
    const kindName =
      kind === 'role'
        ? '/points give role'
        : { points: '/points give', tip: '/tip points', airdrop: '/airdrop points', raid: '/raid create' }[kind];
    const ix = await send(r, previewPayload(r, kind, mod, tag, due?.text), `${kindName}${due ? ` at ${due.text}` : ''} (${tag})`, tag);
    const preview = await shows(ix);
    w.previewShown = preview.shown;
    if (preview.shown !== 'preview') return;
    previews.set(tag, { mod, seen: preview });
    await sleep(r.int(300, 2_500));
    switch (intent) {
      case 'abandon':
        return;
      case 'cancel':
        await press(r, w, mod, preview, true);
        return;
      case 'once':
        await press(r, w, mod, preview, false);
        break;
      case 'twice':
        await press(r, w, mod, preview, false);
        await sleep(r.int(100, 1_500));
        await press(r, w, mod, preview, false);
        break;
      case 'together':
        // A double click spread by the load balancer: the same press on every replica at once.
        await Promise.all(cluster.up().map((slot) => press(r, w, mod, preview, false, slot)));
        break;
    }
    await followUp(r, w, 2);
  }

  /** Presses Confirm again (up to `times`) while the moderator does not know how the write ended. */
  async function followUp(r: Rng, w: WriteRecord, times: number): Promise<void> {
    const p = previews.get(w.tag);
    if (!p) return;
    for (let i = 0; i < times && !known(w); i++) {
      await sleep(r.int(2_000, 5_000));
      await press(r, w, p.mod, p.seen, false);
    }
  }

  const known = (w: WriteRecord) => w.presses.some((p) => SETTLED.includes(p.shown) || (w.kind === 'role' && p.shown === 'progress'));

  async function setup(r: Rng): Promise<void> {
    const mod = moderators[0]!;
    const feed = await send(r, driver.payloads.slash(mod, 'feed', { subcommand: 'quests', channel: FEED_CHANNEL }), '/feed quests');
    record.feedCreated = (await shows(feed)).shown !== 'nothing';
    const at = minuteAhead(40_000);
    const schedule = await send(
      r,
      driver.payloads.slash(mod, 'schedule', {
        subcommand: 'leaderboard',
        channel: BOARD_CHANNEL,
        every: 'hour',
        at: `:${at.text.slice(3)}`,
        mode: 'new',
      }),
      `/schedule leaderboard at :${at.text.slice(3)}`,
    );
    record.scheduleCreated = (await shows(schedule)).shown !== 'nothing';
  }

  function addCompletions(r: Rng): void {
    const added = cluster.sandbox.addCompletions(cluster.sandbox.demoKey, r.int(1, 2));
    const at = history.now();
    for (const c of added)
      record.completions.push({
        key: completionKey(c),
        userId: c.userId,
        questId: c.questId,
        round: c.iteration,
        timestamp: c.timestamp,
        at,
      });
    history.add({ type: 'completions', keys: added.map(completionKey) });
  }

  /** Starts an action without waiting for it; a failure of the runner's own is noted in the history. */
  const begin = (running: Promise<void>[], act: (r: Rng) => Promise<void> | void, r: Rng) =>
    running.push(
      Promise.resolve()
        .then(() => act(r))
        .catch((err: unknown) => void history.add({ type: 'note', text: `workload error: ${(err as Error).stack ?? String(err)}` })),
    );

  /** Seeded timings: each stream draws from its own generator, so adding one leaves the others as they were. */
  async function stream(
    seed: number,
    meanGapMs: number,
    from: number,
    until: number,
    act: (r: Rng) => Promise<void> | void,
    running: Promise<void>[],
  ): Promise<void> {
    const r = createRng(options.seed ^ seed);
    let t = from + r.next() * meanGapMs;
    while (t < until) {
      await sleep(t - history.now());
      begin(running, act, createRng(r.int(0, 2 ** 31)));
      // Exponential gaps: a Poisson stream of actions.
      t += -Math.log(1 - r.next()) * meanGapMs;
    }
  }

  const KINDS: WriteKind[] = ['points', 'points', 'tip', 'airdrop', 'raid'];
  const INTENTS: Intent[] = ['once', 'once', 'once', 'twice', 'together', 'together', 'cancel', 'abandon'];

  return {
    record,
    async run() {
      const d = options.durationMs;
      const running: Promise<void>[] = [];
      await setup(createRng(options.seed ^ 0x5e7));
      const roleAt = d * (0.2 + rng.next() * 0.3);
      await Promise.all([
        stream(0x1ead, 1_500, 2_000, d, read, running),
        stream(0x3717e, 3_000, 3_000, d, (r) => write(r, r.pick(KINDS), r.pick(INTENTS), false), running),
        // Scheduled writes go a minute or so ahead: only while they can still be due within the run's drain.
        stream(
          0x5c4ed,
          12_000,
          4_000,
          Math.max(5_000, d - 20_000),
          (r) => write(r, r.pick(['points', 'tip', 'airdrop'] as WriteKind[]), 'once', true),
          running,
        ),
        stream(0xc0de, 10_000, 5_000, Math.max(6_000, d - 20_000), addCompletions, running),
        sleep(roleAt - history.now()).then(
          () => void begin(running, (r) => write(r, 'role', 'once', false), createRng(options.seed ^ 0x201e)),
        ),
      ]);
      await Promise.all(running);
    },
    async lookAgain() {
      const r = createRng(options.seed ^ 0x100c);
      await Promise.all(
        [...record.writes.values()].filter((w) => w.presses.some((p) => !p.cancel) && !known(w)).map((w) => followUp(r, w, 1)),
      );
    },
  };
}
