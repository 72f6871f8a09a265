import { createHash } from 'node:crypto';
import { drawCard, type Card } from './draw.js';

/** The render queue is full: the caller answers "try again" instead of queueing without end. */
export class CardsBusyError extends Error {
  constructor() {
    super('Too many cards are being drawn right now. Try again in a few seconds.');
    this.name = 'CardsBusyError';
  }
}

export interface CardRendererOptions {
  /** Cards waiting beyond the one being drawn; more are refused. */
  maxWaiting?: number;
  /** PNGs kept, by content: a page that did not change is never drawn twice. */
  cacheSize?: number;
}

export interface RenderStats {
  drawn: number;
  fromCache: number;
  refused: number;
  /** Milliseconds each drawing held the event loop (the encoding runs on libuv's pool). */
  drawMs: number[];
}

/**
 * Turns cards into PNGs one at a time, so a burst of Card presses cannot take the process:
 * - the drawing (a few milliseconds of Skia calls) runs on its own turn of the event loop,
 *   one card per turn, and the PNG encoding runs on libuv's thread pool (@napi-rs/canvas's
 *   async encode), so interactions keep being acknowledged meanwhile;
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
  readonly stats: RenderStats = { drawn: 0, fromCache: 0, refused: 0, drawMs: [] };

  constructor(options: CardRendererOptions = {}) {
    this.maxWaiting = options.maxWaiting ?? 16;
    this.cacheSize = options.cacheSize ?? 64;
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
      // A turn of its own: whatever queued meanwhile (acknowledgements) runs first.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const started = performance.now();
      const canvas = drawCard(card);
      this.stats.drawMs.push(performance.now() - started);
      if (this.stats.drawMs.length > 1000) this.stats.drawMs.shift();
      const png = await canvas.encode('png');
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
}
