import type { BoardShape } from '../src/sandbox/board.js';
import type { RouteName } from '../src/sandbox/index.js';

/** The parent's handle on the sandbox process (bench/sandbox-process.ts). */
export interface RemoteSandbox {
  url: string;
  demoKey: string;
  /** New communities, each with its own data and key. */
  /** `bigBoard`: each gets an extra system of that many generated holders (DEMO.bigBoard), shaped `boardShape`. */
  addCommunities(count: number, options?: { bigBoard?: number; boardShape?: BoardShape }): Promise<string[]>;
  /** Requests the sandbox received since the last reset, refused ones included. */
  stats(keys?: string[]): Promise<{ total: number; byRoute: Record<RouteName, number>; byKey: number[] }>;
  raids(key: string): Promise<number>;
  /** Zeroes the counters and refills every rate-limit bucket. */
  reset(ratePerSecond: number): Promise<void>;
  close(): Promise<void>;
}
