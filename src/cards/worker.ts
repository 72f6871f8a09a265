import { parentPort } from 'node:worker_threads';
import { drawCard, type Card } from './draw.js';

/**
 * Draws and encodes cards in a worker thread, so neither Skia's drawing nor the PNG encoding
 * runs on the bot's event loop. One message in (`{ id, card }`), one out per card.
 */

export type ToWorker = { id: number; card: Card };
export type FromWorker = { id: number; png: Uint8Array; drawMs: number } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('worker.ts runs as a worker thread only');

port.on('message', (m: ToWorker) => {
  void (async () => {
    try {
      const started = performance.now();
      const canvas = drawCard(m.card);
      const drawMs = performance.now() - started;
      const png = await canvas.encode('png');
      const out: FromWorker = { id: m.id, png, drawMs };
      // Copied, not transferred: a native buffer from Skia may not be detachable, and 100 KB is cheap.
      port.postMessage(out);
    } catch (error) {
      const out: FromWorker = { id: m.id, error: error instanceof Error ? error.message : String(error) };
      port.postMessage(out);
    }
  })();
});
