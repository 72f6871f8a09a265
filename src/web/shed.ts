import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/**
 * Load shedding for the public web board, which shares the event loop with members' interactions:
 * while interactions are in flight and the loop is busy, a web view is answered 503 (Retry-After)
 * instead of served, so members' replies are not queued behind a crowd of visitors. When no
 * interaction is in flight the page is served whatever the load: shedding then would protect
 * nobody.
 *
 * "Busy" is the event loop's utilisation (the share of time it ran code rather than waited,
 * perf_hooks), over the last ~100 ms: unlike a delay reading it rises as soon as the loop is
 * saturated, before timers start to run late.
 */

/** WEB_SHED_UTILISATION's default: above half the loop's time in code, with members waiting, web views wait. */
export const DEFAULT_SHED_UTILISATION = 0.5;
/** Seconds a shed visitor is told to wait (Retry-After). */
export const SHED_RETRY_AFTER_S = 2;
/**
 * A shed answer is held this long before it is written. A client that asks again as soon as it
 * is answered (a refreshing script, a crawler, a load generator) would otherwise turn a cheap 503
 * into as many requests as the loop can take, which is the very load being shed; held, each of
 * its connections asks a few times a second. A timer costs nothing while members' work runs.
 */
export const SHED_HOLD_MS = 250;
/** The utilisation is read again at most this often (reading it is cheap, a window shorter than this is noise). */
export const SAMPLE_MS = 100;

export interface LoadSample {
  /** Interactions being handled now (the router's in-flight count). */
  inFlight: number;
  /** The event loop's utilisation over the last window, 0–1. */
  utilisation: number;
}

/**
 * Whether to shed now. Once shedding, it goes on while members' work is in flight unless the loop
 * falls to half the threshold: the utilisation measured while shedding is low because of the
 * shedding, and serving the crowd again the moment it dips would bring the load straight back.
 * A threshold of 1 never sheds (the utilisation is at most 1).
 */
export function shedDecision(sample: LoadSample, shedding: boolean, threshold: number = DEFAULT_SHED_UTILISATION): boolean {
  if (sample.inFlight <= 0 || threshold >= 1) return false;
  return sample.utilisation > (shedding ? threshold / 2 : threshold);
}

export interface LoadShedderOptions {
  /** Interactions in flight now. */
  inFlight: () => number;
  /** WEB_SHED_UTILISATION; default DEFAULT_SHED_UTILISATION. */
  threshold?: number;
  /** The loop's utilisation since the last reading; default perf_hooks' (tests give a fixed one). */
  utilisation?: () => number;
  /** Counted once per shed view (metrics). */
  onShed?: () => void;
  now?: () => number;
}

/** The event loop's utilisation since the previous call (0 at the first). */
export function loopUtilisation(): () => number {
  let last: EventLoopUtilization | undefined;
  return () => {
    const now = performance.eventLoopUtilization();
    const window = last ? performance.eventLoopUtilization(now, last) : undefined;
    last = now;
    return window?.utilization ?? 0;
  };
}

/**
 * Decides per web request, reading the loop lazily (no timer to stop): the utilisation is read
 * again when the last reading is SAMPLE_MS old, so under a crowd it covers the last ~100 ms and
 * when visitors are few it covers the time since the last one.
 */
export class LoadShedder {
  private readonly read: () => number;
  private readonly now: () => number;
  private utilisation = 0;
  private readAt = -Infinity;
  private shedding = false;

  constructor(private readonly options: LoadShedderOptions) {
    this.read = options.utilisation ?? loopUtilisation();
    this.now = options.now ?? (() => performance.now());
  }

  /** True when this request is to be shed (and it is counted). */
  shed(): boolean {
    const now = this.now();
    if (now - this.readAt >= SAMPLE_MS) {
      this.utilisation = this.read();
      this.readAt = now;
    }
    const inFlight = this.options.inFlight();
    this.shedding = shedDecision({ inFlight, utilisation: this.utilisation }, this.shedding, this.options.threshold);
    if (this.shedding) this.options.onShed?.();
    return this.shedding;
  }
}
