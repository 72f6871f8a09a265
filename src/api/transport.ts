import { setMaxListeners } from 'node:events';
import { Agent, request } from 'undici';
import {
  AuthError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  RejectedError,
  SchemaError,
  TimeoutError,
  UpstreamError,
  type RequestInfo,
} from './errors.js';
import { toJsonText } from './exact-json.js';
import { API_KEY_HEADER } from './upstream.js';

/** Used when a 429 carries no Retry-After: one slot at the documented 1 request per second. */
export const DEFAULT_RATE_LIMIT_BACKOFF_MS = 1000;

export interface SendRequest {
  method: 'GET' | 'POST';
  /** Path with query string. */
  path: string;
  /** Absent for the keyless core endpoints. */
  apiKey?: string;
  body?: unknown;
  signal?: AbortSignal;
}

export interface TransportOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Called once per request actually sent, and with the status of each response. */
  onSent?: () => void;
  onStatus?: (status: number) => void;
}

export interface Transport {
  /** Resolves with the status and parsed 2xx body (`undefined` when empty); rejects with a typed error. */
  send(req: SendRequest): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

/** One transport's connections and settings. */
interface TransportState {
  options: TransportOptions;
  agent: Agent;
  closing: AbortController;
  base: string;
}

export function createTransport(options: TransportOptions): Transport {
  const closing = new AbortController();
  setMaxListeners(0, closing.signal);
  const state: TransportState = {
    options,
    // One pool of kept-alive connections for every key: communities share the host, not sockets per key.
    agent: new Agent({ keepAliveTimeout: 10_000, connections: 64 }),
    closing,
    base: options.baseUrl.replace(/\/+$/, ''),
  };
  return {
    send: (req) => sendHttp(state, req),
    async close() {
      closing.abort();
      await state.agent.close();
    },
  };
}

/** A deadline timer this much late means this process was not running (a blocked event loop), not that the answer was slow. */
const STALLED_MS = 250;

/**
 * Calls `expire` once `ms` have passed in which the answer could have been heard. A timer fires
 * in the event loop's timers phase, before the loop reads the sockets: after a synchronous stall
 * of this process (embedded database work, a starved CPU) longer than the timeout, an answer
 * already waiting in the socket, or a service in this same process that could not run meanwhile,
 * would be taken for silence, and a write that went through reported as unknown. So a timer that
 * fires late gives the exchange the time it lost once more (at most `ms`), then expires.
 * Returns the stop.
 */
export function deadline(ms: number, expire: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const arm = (wait: number, extended: boolean) => {
    const due = performance.now() + wait;
    timer = setTimeout(() => {
      const late = performance.now() - due;
      if (!extended && late > STALLED_MS) arm(Math.min(late, ms), true);
      else expire();
    }, wait);
  };
  arm(ms, false);
  return () => clearTimeout(timer);
}

/** One HTTP exchange: the answer decoded, or the typed error for what went wrong. */
async function sendHttp(state: TransportState, req: SendRequest): Promise<{ status: number; body: unknown }> {
  const { options, closing } = state;
  const info: RequestInfo = { method: req.method, path: req.path };
  req.signal?.throwIfAborted();
  if (closing.signal.aborted) throw new NetworkError(`${req.method} ${req.path}: the client is closed`, info, { notSent: true });
  const timeout = new AbortController();
  const stopDeadline = deadline(options.timeoutMs, () => timeout.abort());
  const linked = linkSignals([req.signal, timeout.signal, closing.signal]);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (req.apiKey !== undefined) headers[API_KEY_HEADER] = req.apiKey;
  if (req.body !== undefined) headers['content-type'] = 'application/json';
  let status: number;
  let text: string;
  let retryAfter: string | string[] | undefined;
  try {
    options.onSent?.();
    const res = await request(state.base + req.path, {
      dispatcher: state.agent,
      method: req.method,
      headers,
      // toJsonText writes exact amounts digit for digit; JSON.stringify would round them to doubles.
      body: req.body === undefined ? undefined : toJsonText(req.body),
      signal: linked.signal,
    });
    status = res.statusCode;
    retryAfter = res.headers['retry-after'];
    text = await res.body.text();
  } catch (cause) {
    if (req.signal?.aborted) throw req.signal.reason;
    if (timeout.signal.aborted) {
      throw new TimeoutError(`${req.method} ${req.path}: no complete answer within ${options.timeoutMs} ms`, info);
    }
    if (closing.signal.aborted) throw new NetworkError(`${req.method} ${req.path}: the client was closed`, info);
    throw new NetworkError(`${req.method} ${req.path}: ${describe(cause)}`, info, { cause, notSent: neverSent(cause) });
  } finally {
    stopDeadline();
    linked.dispose();
  }
  options.onStatus?.(status);
  // A service that echoes the key back must not leak it into errors or logs.
  if (req.apiKey && text.includes(req.apiKey)) text = text.replaceAll(req.apiKey, '[redacted]');
  const full: RequestInfo = { ...info, status };
  if (status >= 200 && status < 300) return { status, body: decodeSuccess(text, req.method, full) };
  throw toError({ ...full, body: decodeLoose(text) }, retryAfter);
}

function decodeSuccess(text: string, method: string, info: RequestInfo): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // The write happened (2xx); failing it now would invite a duplicate. Reads need JSON.
    if (method !== 'GET') return text;
    throw new SchemaError(`${info.method} ${info.path}: the response is not valid JSON`, { ...info, body: text }, [
      { path: '', message: 'not valid JSON' },
    ]);
  }
}

function decodeLoose(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Maps a non-2xx answer to the class callers switch on. */
export function toError(info: RequestInfo, retryAfter?: string | string[]): Error {
  const status = info.status ?? 0;
  const what = `${info.method} ${info.path}`;
  const said = upstreamMessage(info.body);
  const suffix = said ? `: ${said}` : '';
  if (status === 401 || status === 403) {
    const hint = status === 403 ? ' (wrong key, or the community plan lacks this feature)' : '';
    return new AuthError(`${what}: the API key was refused (${status})${hint}${suffix}`, info);
  }
  if (status === 404) return new NotFoundError(`${what}: not found (404)${suffix}`, info);
  if (status === 429) {
    const waitMs = parseRetryAfter(retryAfter) ?? DEFAULT_RATE_LIMIT_BACKOFF_MS;
    return new RateLimitedError(`${what}: rate limited (429); retry in ${Math.ceil(waitMs / 1000)} s`, info, waitMs);
  }
  if (status >= 400 && status < 500) {
    return new RejectedError(`${what}: the service refused the request (${status})${suffix}`, info, said);
  }
  return new UpstreamError(`${what}: the service failed (${status})${suffix}`, info);
}

/** The service's own words from an error body of any shape, for the user-facing reason. */
export function upstreamMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return clip(body.trim()) || undefined;
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  for (const candidate of [record.message, record.error, (record.error as Record<string, unknown> | null)?.message]) {
    if (typeof candidate === 'string' && candidate.trim()) return clip(candidate.trim());
    if (Array.isArray(candidate) && candidate.every((c) => typeof c === 'string') && candidate.length > 0) {
      return clip(candidate.join('; '));
    }
  }
  return undefined;
}

const clip = (s: string) => (s.length > 300 ? `${s.slice(0, 299)}…` : s);

/** Retry-After as delta-seconds or an HTTP-date, in ms; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!raw) return undefined;
  if (/^\d+(\.\d+)?$/.test(raw)) return Math.ceil(Number(raw) * 1000);
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Errors raised before a single byte of the request could leave: no connection was made, so
 * the service cannot have acted on it. Anything later (a reset, a closed socket) may follow a
 * request the service received.
 */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

export function neverSent(cause: unknown): boolean {
  const codes: unknown[] = [];
  // undici wraps the socket error; an AggregateError (happy eyeballs) holds one per address.
  for (let e: unknown = cause, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    codes.push((e as { code?: unknown }).code);
    const inner = (e as { errors?: unknown[] }).errors;
    if (Array.isArray(inner)) codes.push(...inner.map((i) => (i as { code?: unknown })?.code));
  }
  const known = codes.filter((c): c is string => typeof c === 'string' && !c.startsWith('UND_ERR_SOCKET'));
  return known.length > 0 && known.some((c) => NOT_SENT_CODES.has(c)) && !known.some((c) => c === 'ECONNRESET' || c === 'EPIPE');
}

function describe(cause: unknown): string {
  const code = (cause as { code?: unknown })?.code;
  const message = cause instanceof Error ? cause.message : String(cause);
  return typeof code === 'string' ? `${code} ${message}` : message;
}

/** One signal that aborts when any source does; listeners are removed after, so long-lived sources do not leak. */
export function linkSignals(sources: (AbortSignal | undefined)[]): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const present = sources.filter((s): s is AbortSignal => s !== undefined);
  const onAbort = (event: Event) => controller.abort((event.target as AbortSignal).reason);
  for (const s of present) {
    if (s.aborted) {
      controller.abort(s.reason);
      break;
    }
    s.addEventListener('abort', onAbort, { once: true });
  }
  return {
    signal: controller.signal,
    dispose: () =>
      present.forEach((s) => {
        s.removeEventListener('abort', onAbort);
      }),
  };
}
