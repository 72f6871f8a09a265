/**
 * What happened during a chaos run, as the runner saw it: every fault injected and lifted, every
 * interaction posted and how it was answered, every completion added. Times are milliseconds
 * since the run started (the runner's monotonic clock). The checker reads it beside the final
 * state of the store, the Community API stand-in and the Discord stand-in; the shrinker prints
 * the part of it that shows a violation.
 */

export type FaultKind = 'kill' | 'restart' | 'pg-cut' | 'redis-cut' | 'api' | 'discord' | 'skew';

/** How an interaction's final message reads to the member (chaos/outcomes.ts). */
export type Shown =
  | 'preview'
  | 'created'
  | 'refused'
  | 'unknown'
  | 'in-flight'
  | 'scheduled'
  | 'cancelled'
  | 'progress'
  | 'answer'
  | 'error'
  | 'nothing';

export type HistoryEvent =
  | { at: number; type: 'fault'; fault: FaultKind; detail: string; replica?: number; until?: number }
  | {
      at: number;
      type: 'invoke';
      /** The interaction's id and token (the Discord stand-in's calls name the token). */
      id: string;
      token: string;
      replica: number;
      /** What the actor did: `/points give (w12)`, `Confirm (w12)`… */
      what: string;
      /** The write it belongs to, when it does. */
      tag?: string;
    }
  | {
      at: number;
      type: 'answer';
      id: string;
      /** The HTTP status of the POST, or the network error when none came back. */
      status?: number;
      error?: string;
      /** The first answer's interaction response type (4 reply, 5 defer, 6 deferred update, 7 update, 8 choices, 9 modal). */
      response?: number;
      ms: number;
    }
  | { at: number; type: 'shown'; id: string; shown: Shown; text: string; tag?: string }
  | { at: number; type: 'completions'; keys: string[] }
  | { at: number; type: 'note'; text: string; tag?: string };

/** An event as recorded: its time taken when it is added, unless given. */
export type Unstamped = HistoryEvent extends infer E ? (E extends HistoryEvent ? Omit<E, 'at'> & { at?: number } : never) : never;

export class History {
  readonly events: HistoryEvent[] = [];
  private readonly start = performance.now();

  /** Milliseconds since the run started. */
  now(): number {
    return this.since(performance.now());
  }

  /** A performance.now() time as milliseconds since the run started. */
  since(perfNow: number): number {
    return Math.round(perfNow - this.start);
  }

  /** Records an event stamped now (or at its own `at`). */
  add(event: Unstamped): HistoryEvent {
    const e = { ...event, at: event.at ?? this.now() } as HistoryEvent;
    this.events.push(e);
    return e;
  }
}
