import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { drawCard, type Card } from './draw.js';
import type { FromWorker, ToWorker } from './worker.js';

/** The render queue is full: the caller answers "try again" instead of queueing without end. */
export class CardsBusyError extends Error {
  constructor() {
    super('Too many cards are being drawn right now. Try again in a few seconds.');
    this.name = 'CardsBusyError';
  }
}

/** This module runs compiled (dist/, `npm start`) rather than from its TypeScript source. */
const COMPILED = import.meta.url.endsWith('.js');

/** Where cards are drawn: a worker thread (the bot), or this thread (tests of the drawing). */
export interface CardBackend {
  render(card: Card): Promise<{ png: Buffer; drawMs: number }>;
  close(): Promise<void>;
}

export function inlineBackend(): CardBackend {
  return {
    async render(card) {
      const started = performance.now();
      const canvas = drawCard(card);
      const drawMs = performance.now() - started;
      return { png: await canvas.encode('png'), drawMs };
    },
    async close() {},
  };
}

/**
 * One worker thread, started on the first card and started again after a crash. It is
 * unref'd: an idle renderer never keeps the process alive.
 */
export function workerBackend(): CardBackend {
  let worker: Worker | undefined;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (v: { png: Buffer; drawMs: number }) => void; reject: (e: Error) => void }>();
  const fail = (error: Error) => {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
    worker = undefined;
  };
  const start = () => {
    // Compiled (npm start): the worker's JavaScript directly. From source (tsx: console, tests,
    // development): a boot file registers tsx in the worker first.
    const w = COMPILED
      ? new Worker(new URL('./worker.js', import.meta.url))
      : new Worker(new URL('./worker-boot.mjs', import.meta.url), { workerData: { entry: new URL('./worker.ts', import.meta.url).href } });
    w.unref();
    w.on('message', (m: FromWorker) => {
      const entry = waiting.get(m.id);
      if (!entry) return;
      waiting.delete(m.id);
      if ('error' in m) entry.reject(new Error(`card drawing failed: ${m.error}`));
      else entry.resolve({ png: Buffer.from(m.png.buffer, m.png.byteOffset, m.png.byteLength), drawMs: m.drawMs });
    });
    w.on('error', (error) => fail(error));
    w.on('exit', (code) => {
      if (worker === w) fail(new Error(`the card worker stopped (exit ${code})`));
    });
    return w;
  };
  return {
    render(card) {
      worker ??= start();
      const id = nextId++;
      const message: ToWorker = { id, card };
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker!.postMessage(message);
      });
    },
    async close() {
      const w = worker;
      worker = undefined;
      fail(new Error('the card renderer was closed'));
      await w?.terminate();
    },
  };
}

export interface CardRendererOptions {
  /** Cards waiting beyond the one being drawn; more are refused. */
  maxWaiting?: number;
  /** PNGs kept, by content: a page that did not change is never drawn twice. */
  cacheSize?: number;
  /** Default: a worker thread. */
  backend?: CardBackend;
}

export interface RenderStats {
  drawn: number;
  fromCache: number;
  refused: number;
  /** Milliseconds of drawing per card (in the worker: off the event loop), the last 1,000. */
  drawMs: number[];
}

/**
 * Turns cards into PNGs one at a time, so a burst of Card presses cannot take the process:
 * - drawing and encoding run in a worker thread; the bot's event loop only posts the card
 *   (a few hundred bytes of text) and receives the PNG;
 * - at most `maxWaiting` cards wait; the next is refused (CardsBusyError) at once;
 * - the finished PNG is cached by the card's content (its page version: system, rows,
 *   balances, totals), and identical cards asked at once share one drawing.
 */
export class CardRenderer {
  private readonly cache = new Map<string, Buffer>();
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private readonly maxWaiting: number;
  private readonly cacheSize: number;
  private readonly backend: CardBackend;
  readonly stats: RenderStats = { drawn: 0, fromCache: 0, refused: 0, drawMs: [] };

  constructor(options: CardRendererOptions = {}) {
    this.maxWaiting = options.maxWaiting ?? 16;
    this.cacheSize = options.cacheSize ?? 64;
    this.backend = options.backend ?? workerBackend();
  }

  /** The card's version: equal content, equal key. */
  static key(card: Card): string {
    return createHash('sha256').update(JSON.stringify(card)).digest('base64url');
  }

  render(card: Card): Promise<Buffer> {
    const key = CardRenderer.key(card);
    const cached = this.cache.get(key);
    if (cached) {
      this.cache.delete(key);
      this.cache.set(key, cached);
      this.stats.fromCache++;
      return Promise.resolve(cached);
    }
    const flying = this.inFlight.get(key);
    if (flying) return flying;
    if (this.waiting >= this.maxWaiting) {
      this.stats.refused++;
      return Promise.reject(new CardsBusyError());
    }
    this.waiting++;
    const job = this.tail.then(async () => {
      this.waiting--;
      const { png, drawMs } = await this.backend.render(card);
      this.stats.drawMs.push(drawMs);
      if (this.stats.drawMs.length > 1000) this.stats.drawMs.shift();
      this.stats.drawn++;
      this.cache.set(key, png);
      if (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value as string);
      return png;
    });
    const done = job.finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, done);
    // The queue goes on after a failed card.
    this.tail = done.catch(() => undefined);
    return done;
  }

  close(): Promise<void> {
    return this.backend.close();
  }
}
