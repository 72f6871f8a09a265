import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../log.js';

/**
 * What an operator's tooling asks a running bot, in both modes: `GET /healthz` (liveness: the
 * process serves; 503 once it is stopping), `GET /readyz` (readiness: every check passes, by
 * name) and `GET /metrics` (Prometheus text). With OPS_PORT they have a port of their own,
 * which can stay private. The public port of HTTP mode (beside `/interactions`) answers only
 * /healthz to anyone: readiness names the bot's parts and metrics count its traffic, so without
 * OPS_PORT they are answered there only to a request bearing OPS_TOKEN, and to nobody without one.
 */

export interface Health {
  ok: boolean;
  checks: Record<string, boolean>;
}

/** One readiness check: true when this part can take traffic. */
export type Check = () => boolean | Promise<boolean>;

export interface OpsOptions {
  /** False once the process is stopping. */
  live(): boolean;
  /** Named readiness checks (commands, store, Redis, gateway). */
  checks(): Record<string, boolean> | Promise<Record<string, boolean>>;
  metrics?: { text(): Promise<string>; contentType: string };
}

export const OPS_PATHS = ['/healthz', '/readyz', '/metrics'] as const;
export type OpsPath = (typeof OPS_PATHS)[number];
/** What a public listener answers to anyone: the load balancer's liveness probe. */
export const PUBLIC_OPS_PATHS: readonly OpsPath[] = ['/healthz'];

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The ops paths a request on the public port may ask for: `open` to anyone, every one with
 * `Authorization: Bearer <token>` (compared in constant time). No token: `open` only.
 */
export function opsPathsFor(req: IncomingMessage, open: readonly OpsPath[], token: string | undefined): readonly OpsPath[] {
  if (!token) return open;
  const given = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token)) ? OPS_PATHS : open;
}

/** How long a readiness check's answer is reused: a burst of probes costs one `select 1`. */
export const READINESS_CACHE_MS = 1_000;

/** Every check, by name, run together. */
export async function runChecks(checks: Readonly<Record<string, Check>>): Promise<Record<string, boolean>> {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => checks[name]!()));
  return Object.fromEntries(names.map((name, n) => [name, results[n]!]));
}

/**
 * A check that does I/O (a `select 1`), asked at most once per `ttlMs`: probes in between share
 * the last answer, or the one on its way. A check that throws is not ready.
 */
export function cachedCheck(check: Check, ttlMs = READINESS_CACHE_MS, now: () => number = () => performance.now()): () => Promise<boolean> {
  let last: { at: number; ok: Promise<boolean> } | undefined;
  return () => {
    const at = now();
    if (!last || at - last.at >= ttlMs)
      last = {
        at,
        ok: Promise.resolve()
          .then(check)
          .catch(() => false),
      };
    return last.ok;
  };
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  if (!res.headersSent) res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  send(res, status, 'application/json', JSON.stringify(body));
}

/** Answers the ops paths among `paths`; false when `req` is for another path (the caller's to answer). */
export async function serveOps(
  req: IncomingMessage,
  res: ServerResponse,
  options: OpsOptions,
  paths: readonly OpsPath[] = OPS_PATHS,
): Promise<boolean> {
  const path = (req.url ?? '/').split('?')[0] as OpsPath;
  if (!paths.includes(path)) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(res, 405, { error: 'GET only' });
    return true;
  }
  const accepting = options.live();
  if (path === '/healthz') {
    sendJson(res, accepting ? 200 : 503, { ok: accepting });
  } else if (path === '/readyz') {
    const checks = { ...(await options.checks()), accepting };
    const ok = Object.values(checks).every(Boolean);
    sendJson(res, ok ? 200 : 503, { ok, checks } satisfies Health);
  } else if (!options.metrics) {
    sendJson(res, 404, { error: 'metrics are off' });
  } else {
    send(res, 200, options.metrics.contentType, await options.metrics.text());
  }
  return true;
}

export interface OpsServer {
  port: number;
  close(): Promise<void>;
}

/** The ops paths on a port of their own (OPS_PORT), and nothing else there. */
export async function startOpsServer(port: number, host: string, options: OpsOptions, logger: Logger): Promise<OpsServer> {
  const server = createServer((req, res) => void answerOps(req, res, options, logger));
  await listen(server, port, host);
  return { port: (server.address() as AddressInfo).port, close: () => closeOps(server) };
}

async function answerOps(req: IncomingMessage, res: ServerResponse, options: OpsOptions, logger: Logger): Promise<void> {
  try {
    if (!(await serveOps(req, res, options))) sendJson(res, 404, { error: 'not found' });
  } catch (err) {
    logger.error({ err }, 'ops endpoint failed');
    sendJson(res, 500, { error: 'internal error' });
  }
}

function closeOps(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise<void>((done) => server.close(() => done()));
}

/** Listens, or rejects with the listening error (a port in use). */
export function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}
