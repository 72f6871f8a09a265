import { ApplicationCommandType, type RESTPostAPIApplicationCommandsJSONBody } from 'discord.js';
import type { CommunityApi } from '../src/api/types.js';
import { snowflake } from '../src/bot/offline/discord-rest.js';
import { MEMBER_PERMISSIONS, MODERATOR_PERMISSIONS, summarize as summarizeRun, type Harness } from '../src/bot/offline/harness.js';
import { autocompletePayload, buttonPayload, chatInputPayload, type Actor, type RawInteraction } from '../src/bot/offline/payloads.js';
import { DEMO } from '../src/sandbox/demo.js';
import { BOARD_PAGER } from '../src/features/leaderboard/view.js';
import { summarize, type Latency } from './stats.js';
import type { Stamped } from './trace.js';

/**
 * What both workloads share: gateway payloads dispatched through discord.js's own
 * InteractionCreate action into the router (no waiting), and each interaction's outcome read
 * where Discord would see it: the REST calls that reached the Discord stand-in, stamped on arrival.
 */

export type Kind = 'leaderboard' | 'next' | 'autocomplete' | 'raid-confirm' | 'points-balance' | 'tokens-list';

/** One interaction as Discord would have seen it answered. */
export interface Outcome {
  kind: Kind;
  /** Dispatch → first interaction callback at the stand-in. */
  ackMs?: number;
  /** Dispatch → last call for this interaction (the final edit or callback); only when finished. */
  finalMs?: number;
  status: 'answered' | 'error' | 'unfinished';
  /** The private error text, for `error`. */
  reason?: string;
  /** Autocomplete: how many choices were offered. */
  choices?: number;
  /** The final message's first embed title. */
  title?: string;
}

export interface ClientSettings {
  /** Client and sandbox limit, requests per second per key (0: off). */
  ratePerSecond: number;
  /** Cache and request sharing off: every call goes upstream. */
  naive: boolean;
  /** How long to wait for the last reply after the first dispatch. */
  capMs: number;
  /** The community's key; default the sandbox's demo community. */
  apiKey?: string;
  /** Prometheus metrics on (as in HTTP mode or with OPS_PORT), scraped once at the end. */
  metrics?: boolean;
  /** The journal on this PostgreSQL server, in a schema of its own dropped afterwards; default embedded PGlite in memory. */
  postgres?: string;
  /** W5: this many communities' quest-completion feeds (W1's own first) poll throughout the burst. */
  feeds?: number;
  /**
   * W8: a crowd on the bot's web page of another server (`guildId`, given a community of its own),
   * started (warm) before the burst and stopped after its replies.
   */
  crowd?: { guildId: string; start(h: Harness, api: CommunityApi): Promise<{ stop(): Promise<unknown> }> };
}

export interface Sent {
  kind: Kind;
  id: string;
  token: string;
  at: number;
  done?: number;
  finished: Promise<void>;
}

const SPARKS = DEMO.pointSystems.active;
/** Who ran the board the workloads press: the other members' presses get their own private copies. */
export const BOARD_OWNER = '318204957716150777';
/** The id page 1 of the Sparks board carries on its "next" button (ids are stateless). */
export const NEXT_PAGE_ID = BOARD_PAGER.id('next', { system: SPARKS, page: 1, order: 'balance-desc', owner: BOARD_OWNER }) as string;

/**
 * Whether Discord shows the interaction answered: a public message (or the updated one), or,
 * for a Next press by someone other than the board's owner, their private copy of the board
 * (a board has embeds; the router's errors are text alone).
 */
export function answeredRun(kind: Kind, run: { message?: Record<string, unknown>; ephemeral: boolean; deleted: boolean }): boolean {
  const message = run.message as { embeds?: unknown[] } | undefined;
  if (!message || run.deleted) return false;
  return !run.ephemeral || (kind === 'next' && (message.embeds?.length ?? 0) > 0);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));
export const waitAll = async (work: Promise<unknown>[], untilMs: number) => {
  let timer: NodeJS.Timeout | undefined;
  const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, untilMs - performance.now()))));
  await Promise.race([Promise.all(work), cap]);
  clearTimeout(timer);
};

/** Builds payloads for a harness and dispatches them the way the gateway would, without waiting. */
export function driver(h: Harness) {
  const definitions = new Map<string, RESTPostAPIApplicationCommandsJSONBody>();
  for (const d of h.bot.registry.definitions()) {
    if ((d.type ?? ApplicationCommandType.ChatInput) === ApplicationCommandType.ChatInput) definitions.set(d.name, d);
  }
  const actions = (h.client as unknown as { actions: { InteractionCreate: { handle(data: unknown): void } } }).actions;
  const ctx = (actor: Actor) => ({ applicationId: h.applicationId, actor });
  const actor = (guildId: string, channelId: string, moderator = false): Actor => ({
    guildId,
    channelId,
    userId: snowflake(),
    username: moderator ? 'moderator' : 'member',
    permissions: moderator ? MODERATOR_PERMISSIONS : MEMBER_PERMISSIONS,
    roles: [],
    locale: 'en-US',
  });
  return {
    actor,
    slash: (a: Actor, name: string, values: Record<string, unknown> = {}) => chatInputPayload(ctx(a), name, values, definitions.get(name)),
    autocomplete: (a: Actor, name: string, values: Record<string, unknown>, focused: string) =>
      autocompletePayload(ctx(a), name, values, focused, definitions.get(name)),
    button: (a: Actor, customId: string, ownerId?: string) => buttonPayload(ctx(a), customId, ownerId),
    send(kind: Kind, payload: RawInteraction): Sent {
      const at = performance.now();
      actions.InteractionCreate.handle(payload);
      const pending = h.router.inFlight(payload.id);
      if (!pending) throw new Error(`interaction ${payload.id} (${kind}) did not reach the router`);
      const sent: Sent = { kind, id: payload.id, token: payload.token, at, finished: Promise.resolve() };
      sent.finished = pending.then(() => void (sent.done = performance.now()));
      return sent;
    },
  };
}

/** What Discord would show for one interaction, from the calls stamped so far. */
export function outcomeOf(s: Sent, stamps: Stamped[] = []): Outcome {
  const ack = stamps.find((x) => x.call.path.endsWith('/callback'));
  const out: Outcome = { kind: s.kind, status: 'unfinished', ...(ack ? { ackMs: ack.at - s.at } : {}) };
  if (s.done === undefined) return out;
  const last = stamps.at(-1);
  if (last) out.finalMs = last.at - s.at;
  const run = summarizeRun(
    s.id,
    s.token,
    stamps.map((x) => x.call),
  );
  if (s.kind === 'autocomplete') {
    out.status = run.ack === 'choices' ? 'answered' : 'error';
    out.choices = run.choices?.length ?? 0;
    return out;
  }
  const message = run.message as { content?: string; embeds?: { title?: string }[] } | undefined;
  // Every kind here answers publicly (or updates its message) or with a private board copy; the router's errors are private text.
  out.status = answeredRun(s.kind, run) ? 'answered' : 'error';
  // Unexpected errors carry a fresh support reference each; group them by their text.
  if (out.status === 'error') out.reason = (message?.content ?? 'no message').replace(/\(reference \w+\)/, '(reference …)').slice(0, 160);
  const title = message?.embeds?.[0]?.title;
  if (title) out.title = title;
  return out;
}

export interface Tally {
  interactions: number;
  answered: number;
  errors: number;
  unfinished: number;
  /** Distinct private error texts and how often each was shown. */
  reasons: Record<string, number>;
  ack: Latency;
  /** Unfinished interactions count as Infinity. */
  final: Latency;
  byKind: Record<string, { n: number; answered: number; ack: Latency; final: Latency }>;
  autocomplete: { n: number; withChoices: number; empty: number };
}

export function tally(outcomes: Outcome[]): Tally {
  const reasons: Record<string, number> = {};
  for (const o of outcomes) if (o.reason) reasons[o.reason] = (reasons[o.reason] ?? 0) + 1;
  const lat = (list: Outcome[]) => ({
    ack: summarize(list.map((o) => o.ackMs ?? Infinity)),
    final: summarize(list.map((o) => o.finalMs ?? Infinity)),
  });
  const kinds = [...new Set(outcomes.map((o) => o.kind))];
  const auto = outcomes.filter((o) => o.kind === 'autocomplete');
  return {
    interactions: outcomes.length,
    answered: outcomes.filter((o) => o.status === 'answered').length,
    errors: outcomes.filter((o) => o.status === 'error').length,
    unfinished: outcomes.filter((o) => o.status === 'unfinished').length,
    reasons,
    ...lat(outcomes),
    byKind: Object.fromEntries(
      kinds.map((k) => {
        const list = outcomes.filter((o) => o.kind === k);
        return [k, { n: list.length, answered: list.filter((o) => o.status === 'answered').length, ...lat(list) }];
      }),
    ),
    autocomplete: {
      n: auto.length,
      withChoices: auto.filter((o) => (o.choices ?? 0) > 0).length,
      empty: auto.filter((o) => o.choices === 0).length,
    },
  };
}
