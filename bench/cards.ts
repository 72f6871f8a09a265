import type { BoardCard } from '../src/cards/draw.js';
import { CardRenderer } from '../src/cards/renderer.js';
import { createRng } from '../src/sandbox/prng.js';
import { delayMonitor, summarize, type Latency, type LoopDelay } from './stats.js';

/**
 * Card rendering: distinct leaderboard pages (10 rows each, a third of the names hostile:
 * direction overrides, zalgo, 1,000 characters, Cyrillic, Greek, emoji), as a burst of Card
 * presses would ask for them. Each is drawn once (no cache hits), through the real renderer.
 */

export interface CardBenchSpec {
  cards: number;
  /** Cards asked at once (the renderer queues them; more than its bound would be refused). */
  concurrency: number;
  seed: number;
}

export const CARD_BENCH: CardBenchSpec = { cards: 100, concurrency: 1, seed: 5 };

export interface CardBenchResult {
  spec: CardBenchSpec;
  /** Ask → PNG in hand, queueing included. */
  total: Latency;
  /** Drawing time per card, in the worker thread (encoding not included). */
  draw: Latency;
  pngBytes: { mean: number; max: number };
  eventLoopDelay: LoopDelay;
  refused: number;
}

const NAMES = [
  '\u202eevil name\u202c',
  `Z${'\u0336\u0335\u0334\u0338\u0337\u0321\u0322\u0327'.repeat(20)}algo`,
  'W'.repeat(1000),
  'Ярослав Петренко',
  'Γιώργος Παπαδόπουλος',
  '🔥 fire 🔥',
  'plain_member',
  'Nguyễn Thị Minh',
  '@everyone',
];

export async function runCardBench(spec: CardBenchSpec): Promise<CardBenchResult> {
  const rng = createRng(spec.seed);
  const renderer = new CardRenderer({ maxWaiting: spec.concurrency, cacheSize: 8 });
  try {
    return await measure(spec, rng, renderer);
  } finally {
    await renderer.close();
  }
}

async function measure(spec: CardBenchSpec, rng: ReturnType<typeof createRng>, renderer: CardRenderer): Promise<CardBenchResult> {
  const card = (n: number): BoardCard => ({
    kind: 'board',
    system: { name: 'Sparks', emoji: '⚡' },
    title: '⚡ Sparks leaderboard',
    empty: 'Nobody holds ⚡ Sparks yet.',
    medals: n === 0,
    rows: Array.from({ length: 10 }, (_, i) => ({
      rank: n * 10 + i + 1,
      place: `#${(n * 10 + i + 1).toLocaleString('en-US')}`,
      name: `${NAMES[Math.floor(rng.next() * NAMES.length)]} ${n}`,
      balance: Math.floor(50_000 - n * 100 - i * 7).toLocaleString('en-US'),
    })),
    footer: `Page ${n + 1} of ${spec.cards} · ${(spec.cards * 10).toLocaleString('en-US')} holders · highest first`,
  });
  // One warm-up card: the worker's start, font registration and Skia's first use are paid once.
  await renderer.render(card(spec.cards + 1));
  renderer.stats.drawMs.length = 0;

  const totals: number[] = [];
  const sizes: number[] = [];
  const loop = delayMonitor();
  let next = 0;
  const worker = async () => {
    while (next < spec.cards) {
      const n = next++;
      const started = performance.now();
      const png = await renderer.render(card(n));
      totals.push(performance.now() - started);
      sizes.push(png.length);
    }
  };
  await Promise.all(Array.from({ length: spec.concurrency }, worker));
  const eventLoopDelay = loop.stop();
  return {
    spec,
    total: summarize(totals),
    draw: summarize(renderer.stats.drawMs),
    pngBytes: { mean: Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length), max: Math.max(...sizes) },
    eventLoopDelay,
    refused: renderer.stats.refused,
  };
}
