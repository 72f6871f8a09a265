import { callsOf, httpDriver } from '../bench/replica-workload.js';
import type { Actor, RawInteraction } from '../src/bot/offline/payloads.js';
import { summarize } from '../src/bot/offline/harness.js';
import type { Cluster, Posted } from './cluster.js';
import type { History, Shown } from './history.js';
import { classify, classifyRead } from './outcomes.js';

/**
 * Discord's side of the run: signed interactions posted to the replica the load balancer picks,
 * recorded in the history with their HTTP answer, and what each ends up showing read from the
 * calls that reached the Discord stand-in, as the member would see it.
 */

export interface Interaction {
  payload: RawInteraction;
  slot: number;
  posted: Posted;
  /** The history's time the POST left. */
  at: number;
  tag?: string;
  /** It only reads: what it shows is an answer or an error, never a write's state. */
  read?: boolean;
}

export interface Seen {
  message?: Record<string, unknown>;
  shown: Shown;
  /** A modal opened (the typed confirmation's form). */
  modal?: Record<string, unknown>;
}

export interface Driver {
  readonly payloads: ReturnType<typeof httpDriver>;
  /** Posts `payload` to `slot` and records it; resolves with the HTTP answer. `read`: it only reads (a board, a balance). */
  send(slot: number, payload: RawInteraction, what: string, tag?: string, read?: boolean): Promise<Interaction>;
  /** What the interaction shows now. */
  seen(ix: Interaction): Seen;
  /**
   * Waits until what it shows passes `done` (or `capMs`), and records it. An interaction whose
   * POST failed shows nothing more: Discord told the member it failed.
   */
  settle(ix: Interaction, done: (seen: Seen) => boolean, capMs: number): Promise<Seen>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createDriver(cluster: Cluster, history: History): Driver {
  const payloads = httpDriver(cluster.standIn.applicationId, cluster.standIn);
  const seen = (ix: Interaction): Seen => {
    if (ix.posted.status !== 200) return { shown: 'nothing' };
    const answered = { payload: ix.payload, status: ix.posted.status, answer: ix.posted.json };
    // Only what Discord took: an edit it answered with an error (an injected 429 or 5xx) shows nothing.
    const taken = (cluster.trace.get(ix.payload.token) ?? []).filter((s) => s.call.status !== undefined && s.call.status < 300);
    const run = summarize(ix.payload.id, ix.payload.token, callsOf(answered, taken));
    if (run.modal) return { shown: 'nothing', modal: run.modal };
    // A deleted placeholder followed by a private message (an error after a public deferral) shows that message.
    const message = run.message;
    return { ...(message ? { message } : {}), shown: ix.read ? classifyRead(message) : classify(message) };
  };
  return {
    payloads,
    async send(slot, payload, what, tag, read) {
      cluster.secrets.add(payload.token);
      const at = history.now();
      history.add({ type: 'invoke', id: payload.id, token: payload.token, replica: slot, what, ...(tag ? { tag } : {}) });
      const posted = await cluster.post(slot, payload);
      const response = (posted.json as { type?: unknown } | undefined)?.type;
      history.add({
        type: 'answer',
        id: payload.id,
        ...(posted.status !== undefined ? { status: posted.status } : {}),
        ...(posted.error ? { error: posted.error } : {}),
        ...(typeof response === 'number' ? { response } : {}),
        ms: Math.round(posted.ms),
      });
      return { payload, slot, posted, at, ...(tag ? { tag } : {}), ...(read ? { read } : {}) };
    },
    seen,
    async settle(ix, done, capMs) {
      const until = performance.now() + capMs;
      let now = seen(ix);
      while (ix.posted.status === 200 && !done(now) && performance.now() < until) {
        await sleep(100);
        now = seen(ix);
      }
      history.add({ type: 'shown', id: ix.payload.id, shown: now.shown, text: textLine(now), ...(ix.tag ? { tag: ix.tag } : {}) });
      return now;
    },
  };
}

/** One line of what a message says, for the history. */
function textLine(s: Seen): string {
  const m = s.message as { content?: string; embeds?: { title?: string }[] } | undefined;
  const text = [m?.embeds?.[0]?.title, m?.content].filter(Boolean).join(' — ');
  return text.replace(/\s+/g, ' ').slice(0, 160);
}

export type { Actor };
