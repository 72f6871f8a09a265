import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { CommunityApi, CommunityClient } from '../src/api/types.js';
import { createLogger, type Logger } from '../src/log.js';
import type { RunResult } from '../src/bot/offline/harness.js';

/**
 * Shared by the hardening tests: a log capture, a client spy that keeps every error thrown by
 * the API client, the short timeouts and retries that keep fault runs fast, and scans of
 * everything the bot produced.
 */

/** A token of Discord's shape (never a real one): the harness's default has no secret shape. */
export const FAKE_DISCORD_TOKEN = `MTIz${randomBytes(18).toString('base64url')}.${randomBytes(4).toString('base64url')}.${randomBytes(20).toString('base64url')}`;

/** Short enough that a hang costs a fraction of a second; retries with tiny delays. */
export const FAST_API = {
  ratePerSecond: 0,
  timeoutMs: 250,
  retries: { max: 2, maxTotalMs: 400, baseDelayMs: 5 },
} as const;

export interface LogCapture {
  logger: Logger;
  lines: string[];
  /** Parsed JSON lines. */
  records(): Record<string, unknown>[];
}

export function captureLog(level = 'debug'): LogCapture {
  const lines: string[] = [];
  const logger = createLogger({ level, destination: { write: (line: string) => void lines.push(line) } });
  return { logger, lines, records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

/** Every error a client method rejected with, as text (message, stack and own fields). */
export function spyErrors(api: CommunityApi): { api: CommunityApi; errors: string[] } {
  const errors: string[] = [];
  const record = (err: unknown) => {
    if (err instanceof Error) {
      const own = Object.fromEntries(Object.entries(err));
      errors.push(
        `${err.name}: ${err.message}\n${err.stack ?? ''}\n${JSON.stringify(own)}\n${String((err as { cause?: unknown }).cause ?? '')}`,
      );
    } else errors.push(String(err));
  };
  const wrap = (client: CommunityClient): CommunityClient =>
    new Proxy(client, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (typeof value !== 'function' || prop === 'pages') return value;
        return (...args: unknown[]) =>
          (value as (...a: unknown[]) => Promise<unknown>).apply(target, args).catch((err: unknown) => {
            record(err);
            throw err;
          });
      },
    });
  const spied: CommunityApi = {
    forKey: (key) => wrap(api.forKey(key)),
    tryKey: (key) => wrap(api.tryKey(key)),
    get stats() {
      return api.stats;
    },
    get queued() {
      return api.queued;
    },
    get keysHeld() {
      return api.keysHeld;
    },
    sweep: () => api.sweep(),
    close: () => api.close(),
  };
  return { api: spied, errors };
}

/** Collects rejections nobody handled while a test file runs. */
export function watchUnhandled(): { reasons: unknown[]; stop(): void } {
  const reasons: unknown[] = [];
  const onRejection = (reason: unknown) => reasons.push(reason);
  process.on('unhandledRejection', onRejection);
  return { reasons, stop: () => process.off('unhandledRejection', onRejection) };
}

/** Every piece of text a payload shows (content, embeds, components), joined by newlines. */
export function payloadText(p: Record<string, unknown>): string {
  const parts: string[] = [String(p.content ?? '')];
  for (const e of (p.embeds ?? []) as Record<string, any>[]) {
    parts.push(e.title ?? '', e.description ?? '', e.footer?.text ?? '', e.author?.name ?? '');
    for (const f of e.fields ?? []) parts.push(f.name, f.value);
  }
  for (const row of (p.components ?? []) as { components: Record<string, any>[] }[]) {
    for (const c of row.components) {
      parts.push(c.label ?? '', c.placeholder ?? '');
      for (const o of c.options ?? []) parts.push(o.label ?? '', o.description ?? '');
    }
  }
  return parts.join('\n');
}

/** What the user ends up reading from one interaction. */
export const finalText = (r: RunResult): string => (r.message ? payloadText(r.message) : (r.choices ?? []).map((c) => c.name).join('\n'));

/**
 * Discord's "This interaction failed" is what a user sees without an acknowledgement, or
 * after a deferral that is never followed by an edit or a follow-up.
 */
export function expectAnswered(r: RunResult): void {
  expect(r.ack, `interaction ${r.interactionId} was never acknowledged`).toBeDefined();
  if (r.ack === 'choices' || r.ack === 'modal') return;
  if (r.ack === 'defer' || r.ack === 'deferUpdate') {
    const final = r.calls.some(
      (c) => (c.method === 'PATCH' && c.path.endsWith('/messages/@original')) || (c.method === 'POST' && c.path.startsWith('/webhooks/')),
    );
    expect(final, `interaction ${r.interactionId} was deferred and never answered`).toBe(true);
  }
  expect(r.message, `interaction ${r.interactionId} shows nothing`).toBeDefined();
  expect(finalText(r).trim().length, `interaction ${r.interactionId} shows an empty message`).toBeGreaterThan(0);
}

/** Every secret, checked in every text; the failure names where it leaked, never the secret. */
export function expectNoSecrets(secrets: readonly string[], sources: Record<string, readonly string[]>): void {
  for (const [where, texts] of Object.entries(sources)) {
    for (const [i, text] of texts.entries()) {
      for (const [k, secret] of secrets.entries()) {
        if (text.includes(secret)) expect.fail(`secret #${k} appears in ${where}[${i}]`);
        // A key is also a key in upper case or without its dashes.
        const bare = secret.replaceAll('-', '').toLowerCase();
        if (bare.length >= 16 && text.replaceAll('-', '').toLowerCase().includes(bare))
          expect.fail(`secret #${k} appears (reformatted) in ${where}[${i}]`);
      }
    }
  }
}

/** Runs `jobs` with at most `width` in flight, in order of start. */
export async function inParallel<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const out: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      out[i] = await (jobs[i] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, worker));
  return out;
}
