import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Latency summaries for the bench. Unfinished samples count as Infinity, so a percentile that lands on one reads "over the cap". */

export interface Latency {
  /** Samples summarised (finished and unfinished). */
  n: number;
  p50: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile: the smallest sample with at least p% of the samples at or below it. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

export function summarize(samples: readonly number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
}

export function memorySnapshot(): { rss: number; heapUsed: number } {
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

/** Full collections (twice: weak references and finalizers free more on the second); false when node runs without --expose-gc. */
export function forceGc(): boolean {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return false;
  gc();
  gc();
  return true;
}

export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/** Event-loop delay of this process while it runs, in ms: how late timers and sockets were served. */
export function delayMonitor(): { stop(): LoopDelay } {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  return {
    stop() {
      h.disable();
      return { p50: h.percentile(50) / 1e6, p99: h.percentile(99) / 1e6, max: h.max / 1e6 };
    },
  };
}
