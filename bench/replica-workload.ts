import { ApplicationCommandType, type RESTPostAPIApplicationCommandsJSONBody } from 'discord.js';
import { commands } from '../commands/index.js';
import type { DiscordStandIn, RecordedCall } from '../src/bot/offline/discord-rest.js';
import { snowflake } from '../src/bot/offline/discord-rest.js';
import { MEMBER_PERMISSIONS, MODERATOR_PERMISSIONS, summarize } from '../src/bot/offline/harness.js';
import {
  autocompletePayload,
  buttonPayload,
  chatInputPayload,
  modalPayload,
  type Actor,
  type PayloadContext,
  type RawInteraction,
} from '../src/bot/offline/payloads.js';
import { createRegistry } from '../src/bot/registry.js';
import { DEMO } from '../src/sandbox/demo.js';
import { createRng } from '../src/sandbox/prng.js';
import { ENGLISH } from '../src/i18n/reader.js';
import { WRITE_IN_FLIGHT } from '../src/features/writes/confirm-view.js';
import { RAID } from './busy-channel.js';
import { answeredRun, BOARD_OWNER, NEXT_PAGE_ID, tally, type Kind, type Outcome, type Tally } from './interactions.js';
import type { ReplicaSet } from './replicas.js';
import type { Signer } from './signed.js';
import { traceStandIn, type Stamped } from './trace.js';

/**
 * The busy channel over HTTP replicas: signed interactions posted round-robin to the replicas'
 * endpoints, each one's first answer read from its HTTP response and the rest from the calls
 * that reached the Discord stand-in, judged exactly as the offline runs judge them.
 */

export interface ReplicaBusySpec {
  leaderboards: number;
  nextPresses: number;
  /** Autocomplete keystrokes on /leaderboard's system option, five per member. */
  keystrokes: number;
  windowMs: number;
  seed: number;
}

export interface ReplicaBusyResult {
  tally: Tally;
  outcomes: Outcome[];
  /** HTTP status of every POST. */
  statuses: Record<string, number>;
  durationMs: number;
  capped: boolean;
}

/**
 * Builds HTTP interaction payloads as Discord would send them to any replica. `directory`: the
 * stand-in whose servers and users fill a payload's resolved roles and users (role and user
 * options), as Discord's own payloads carry them.
 */
export function httpDriver(applicationId: string, directory?: PayloadContext['directory']) {
  const definitions = new Map<string, RESTPostAPIApplicationCommandsJSONBody>();
  for (const d of createRegistry(commands).definitions()) {
    if ((d.type ?? ApplicationCommandType.ChatInput) === ApplicationCommandType.ChatInput) definitions.set(d.name, d);
  }
  const ctx = (actor: Actor) => ({ applicationId, actor, ...(directory ? { directory } : {}) });
  return {
    actor: (moderator = false, channelId = DEMO.channelId): Actor => ({
      guildId: DEMO.guildId,
      channelId,
      userId: snowflake(),
      username: moderator ? 'moderator' : 'member',
      permissions: moderator ? MODERATOR_PERMISSIONS : MEMBER_PERMISSIONS,
      roles: [],
      locale: 'en-US',
    }),
    slash: (a: Actor, name: string, values: Record<string, unknown> = {}) => chatInputPayload(ctx(a), name, values, definitions.get(name)),
    autocomplete: (a: Actor, name: string, values: Record<string, unknown>, focused: string) =>
      autocompletePayload(ctx(a), name, values, focused, definitions.get(name)),
    button: (a: Actor, customId: string, ownerId?: string, ephemeral = false) => buttonPayload(ctx(a), customId, ownerId, ephemeral),
    modal: (a: Actor, customId: string, fields: Record<string, string>, fromMessage = false, ephemeral = false) =>
      modalPayload(ctx(a), customId, fields, fromMessage, ephemeral),
  };
}

export interface Posted {
  kind: Kind;
  payload: RawInteraction;
  at: number;
  status?: number;
  /** The HTTP response's body: the interaction's first answer. */
  answer?: unknown;
  answeredAt?: number;
}

/** Posts one interaction to replica n % count and records its HTTP answer. */
export async function postTo(set: ReplicaSet, signer: Signer, n: number, kind: Kind, payload: RawInteraction): Promise<Posted> {
  const p: Posted = { kind, payload, at: performance.now() };
  const reply = await set.post(n, signer, payload);
  p.status = reply.status;
  p.answer = reply.json;
  p.answeredAt = performance.now();
  return p;
}

/** An interaction's POST as far as reading its outcome goes: the payload and the HTTP answer. */
export type Answered = Pick<Posted, 'payload' | 'status' | 'answer'>;

/** The first answer (from the HTTP response) followed by the REST calls, as summarize() reads them. */
export function callsOf(p: Answered, stamps: Stamped[] = []): RecordedCall[] {
  const first: RecordedCall[] =
    p.status === 200 && p.answer
      ? [
          {
            seq: 0,
            method: 'POST',
            path: `/interactions/${p.payload.id}/${p.payload.token}/callback`,
            query: {},
            body: p.answer,
            authorized: false,
          },
        ]
      : [];
  return [...first, ...stamps.map((s) => s.call)];
}

/** Whether Discord would now show this interaction's final state. */
export function finished(p: Answered, stamps: Stamped[] = []): boolean {
  if (p.status !== undefined && p.status !== 200) return true;
  const run = summarize(p.payload.id, p.payload.token, callsOf(p, stamps));
  if (run.ack === 'choices' || run.ack === 'modal' || run.ack === 'reply') return true;
  return run.message !== undefined;
}

export function outcome(p: Posted, stamps: Stamped[] = []): Outcome {
  const out: Outcome = { kind: p.kind, status: 'unfinished', ...(p.answeredAt !== undefined ? { ackMs: p.answeredAt - p.at } : {}) };
  if (!finished(p, stamps)) return out;
  const last = stamps.at(-1)?.at ?? p.answeredAt!;
  out.finalMs = last - p.at;
  if (p.status !== 200) {
    out.status = 'error';
    out.reason = `HTTP ${p.status}`;
    return out;
  }
  const run = summarize(p.payload.id, p.payload.token, callsOf(p, stamps));
  if (p.kind === 'autocomplete') {
    out.status = run.ack === 'choices' ? 'answered' : 'error';
    out.choices = run.choices?.length ?? 0;
    return out;
  }
  const message = run.message as { content?: string; embeds?: { title?: string }[] } | undefined;
  out.status = answeredRun(p.kind, run) ? 'answered' : 'error';
  if (out.status === 'error') out.reason = (message?.content ?? 'no message').replace(/\(reference \w+\)/, '(reference …)').slice(0, 160);
  const title = message?.embeds?.[0]?.title;
  if (title) out.title = title;
  return out;
}

/** Waits until every posted interaction is finished (or the cap), polling the stand-in's trace. */
export async function settle(posted: Promise<Posted>[], trace: Map<string, Stamped[]>, untilMs: number): Promise<Posted[]> {
  const all = await Promise.all(posted);
  while (performance.now() < untilMs && !all.every((p) => finished(p, trace.get(p.payload.token)))) {
    await new Promise((r) => setTimeout(r, 25));
  }
  return all;
}

/**
 * Within `windowMs`, members run /leaderboard on the same cold board, press its Next and type in
 * its autocomplete; posted round-robin to the replicas.
 */
export async function runReplicaBusyChannel(
  set: ReplicaSet,
  signer: Signer,
  standIn: DiscordStandIn,
  spec: ReplicaBusySpec,
  capMs: number,
): Promise<ReplicaBusyResult> {
  const trace = traceStandIn(standIn);
  const d = httpDriver(standIn.applicationId);
  const rng = createRng(spec.seed);
  const inWindow = () => rng.next() * spec.windowMs;
  const events: { at: number; kind: Kind; build: () => RawInteraction }[] = [];
  for (let i = 0; i < spec.leaderboards; i++) {
    const a = d.actor();
    events.push({ at: inWindow(), kind: 'leaderboard', build: () => d.slash(a, 'leaderboard') });
  }
  const boardOwner = BOARD_OWNER;
  for (let i = 0; i < spec.nextPresses; i++) {
    const a = d.actor();
    events.push({ at: inWindow(), kind: 'next', build: () => d.button(a, NEXT_PAGE_ID, boardOwner) });
  }
  const word = 'sparks';
  for (let typist = 0; typist * 5 < spec.keystrokes; typist++) {
    const a = d.actor();
    let at = rng.next() * Math.max(0, spec.windowMs - 500);
    for (let k = 0; k < 5 && typist * 5 + k < spec.keystrokes; k++) {
      const typed = word.slice(0, k + 1);
      events.push({
        at: Math.min(at, spec.windowMs),
        kind: 'autocomplete',
        build: () => d.autocomplete(a, 'leaderboard', { system: typed }, 'system'),
      });
      at += 60 + rng.next() * 80;
    }
  }
  const start = performance.now();
  const posted = events.map(
    (e, n) =>
      new Promise<Posted>((resolve, reject) => setTimeout(() => postTo(set, signer, n, e.kind, e.build()).then(resolve, reject), e.at)),
  );
  const all = await settle(posted, trace, start + capMs);
  const durationMs = performance.now() - start;
  const outcomes = all.map((p) => outcome(p, trace.get(p.payload.token)));
  const statuses: Record<string, number> = {};
  for (const p of all) statuses[String(p.status)] = (statuses[String(p.status)] ?? 0) + 1;
  return { tally: tally(outcomes), outcomes, statuses, durationMs, capped: outcomes.some((o) => o.status === 'unfinished') };
}

/** How one Confirm press on a raid preview ended, as the moderator would see it. */
export interface RaidPress {
  replica: number;
  status?: number;
  /** The raid's outcome shown on the preview, "being created already", or anything else (an error). */
  answer: 'outcome' | 'in-flight' | 'error' | 'unfinished';
  /** The final message's first embed title (the outcome: "Raid created"…), or its text. */
  text: string;
  /** Post → final answer. */
  ms?: number;
}

export interface ReplicaRaidResult {
  /** The preview's slash command on one replica, post → the preview shown. */
  previewMs: number;
  presses: RaidPress[];
}

/** The Confirm button's id in a preview message. */
function confirmIdOf(message: unknown): string | undefined {
  const rows = (message as { components?: { components?: { custom_id?: string; label?: string }[] }[] } | undefined)?.components ?? [];
  return rows.flatMap((r) => r.components ?? []).find((c) => c.label === 'Confirm')?.custom_id;
}

function pressOf(p: Posted, replica: number, stamps: Stamped[] = []): RaidPress {
  if (!finished(p, stamps)) return { replica, answer: 'unfinished', text: '' };
  const ms = (stamps.at(-1)?.at ?? p.answeredAt!) - p.at;
  const base = { replica, ms, ...(p.status !== undefined ? { status: p.status } : {}) };
  if (p.status !== 200) return { ...base, answer: 'error', text: `HTTP ${p.status}` };
  const message = summarize(p.payload.id, p.payload.token, callsOf(p, stamps)).message as
    | { content?: string; embeds?: { title?: string }[] }
    | undefined;
  const content = message?.content ?? '';
  if (content.includes(WRITE_IN_FLIGHT(ENGLISH))) return { ...base, answer: 'in-flight', text: content };
  const title = message?.embeds?.[0]?.title;
  // The preview's own buttons are gone once its outcome is shown; an error reply has no embed.
  return title && /^Raid (created|not created|outcome unknown)$/.test(title)
    ? { ...base, answer: 'outcome', text: title }
    : { ...base, answer: 'error', text: content.slice(0, 200) };
}

/**
 * A moderator's raid: the preview made through one replica (a signed /raid create), its Confirm
 * id read from the preview as it reached the Discord stand-in; then, once the preview's rate-limit
 * slot has passed, the same Confirm pressed on every replica at once (one signed press each,
 * posted concurrently), as a double click spread by a load balancer would arrive.
 */
export async function runReplicaRaid(
  set: ReplicaSet,
  signer: Signer,
  standIn: DiscordStandIn,
  options: { pauseMs: number; capMs: number },
): Promise<ReplicaRaidResult> {
  const trace = traceStandIn(standIn);
  const d = httpDriver(standIn.applicationId);
  const moderator = d.actor(true);
  const preview = await settle(
    [postTo(set, signer, 0, 'raid-confirm', d.slash(moderator, 'raid', RAID))],
    trace,
    performance.now() + options.capMs,
  ).then((all) => all[0]!);
  const stamps = trace.get(preview.payload.token) ?? [];
  const shown = summarize(preview.payload.id, preview.payload.token, callsOf(preview, stamps));
  const confirmId = confirmIdOf(shown.message);
  if (!confirmId)
    throw new Error(`the raid preview has no Confirm button: ${JSON.stringify(shown.message ?? preview.answer).slice(0, 300)}`);
  const previewMs = (stamps.at(-1)?.at ?? preview.answeredAt!) - preview.at;
  // A moderator reads the preview before pressing: its lookup's rate-limit slot passes meanwhile.
  await new Promise((r) => setTimeout(r, options.pauseMs));
  const presses = set.replicas.map((_, n) => postTo(set, signer, n, 'raid-confirm', d.button(moderator, confirmId, moderator.userId)));
  const all = await settle(presses, trace, performance.now() + options.capMs);
  return { previewMs, presses: all.map((p, n) => pressOf(p, n, trace.get(p.payload.token))) };
}
