import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { KeyObject } from 'node:crypto';
import type { Logger } from '../log.js';
import { listen, opsPathsFor, PUBLIC_OPS_PATHS, sendJson, serveOps, type OpsOptions, type OpsPath } from './ops.js';
import type { ReplayGuard } from './replays.js';
import type { InitialResponses } from './responder.js';
import { checkSignature, publicKeyFromHex } from './verify.js';

/**
 * Discord's outgoing webhook for interactions (HTTP interactions mode), and the health check a
 * load balancer polls. `POST /interactions`: size limit → signature over the raw bytes (401
 * before any parsing) → JSON → PING answered with PONG → an id already handled refused (409,
 * replays.ts) → anything else dispatched to the router, whose first answer becomes this
 * response's body (responder.ts). One timer bounds the whole request, body included: Discord
 * gives up after 3 s, so must we. Beside it: /healthz for the load balancer, and /readyz and
 * /metrics only to a request bearing the ops token (ops.ts); the rest of the ops paths belong on
 * OPS_PORT, a port of their own.
 */

/** Discord's interaction payloads are a few KiB (resolved users, roles, channels and messages included). */
export const MAX_BODY_BYTES = 256 * 1024;
/** From the first byte to the first answer; Discord waits 3 s, and the answer must travel back. */
export const REQUEST_TIMEOUT_MS = 2_800;

/** What `beforeDeadline` gives once the request's timer has fired. */
const LATE = Symbol('late');

export type InteractionPayload = Record<string, unknown> & { id: string; token: string };

export interface InteractionsServerOptions {
  /** The application's public key, hex. */
  publicKey: string;
  responses: InitialResponses;
  /** Hands a verified, parsed interaction to the router; resolves when the router has finished it. Undefined: not a kind the bot handles. */
  dispatch(payload: InteractionPayload): Promise<void> | undefined;
  /** Remembers the ids handled, so that a replayed request does nothing. */
  replays: ReplayGuard;
  /** Readiness checks by name (/readyz). */
  checks: OpsOptions['checks'];
  metrics?: OpsOptions['metrics'];
  /** The public web leaderboard (src/web), handed every request under its paths; none: those paths are 404. */
  web?: { handles(url: string | undefined): boolean; listener(req: IncomingMessage, res: ServerResponse): Promise<void> };
  /** The ops paths this port answers to anyone (default /healthz only). */
  opsPaths?: readonly OpsPath[];
  /** OPS_TOKEN: a request bearing it is answered every ops path here too (none without it). */
  opsToken?: string;
  logger: Logger;
  maxBodyBytes?: number;
  requestTimeoutMs?: number;
  now?: () => number;
}

export interface InteractionsServer {
  server: Server;
  listen(port: number, host: string): Promise<{ port: number; host: string }>;
  /** Health and readiness answer 503 from now on; interactions are still served. */
  unhealthy(): void;
  /** Stops accepting connections, waits (bounded) for open requests, closes the rest. */
  close(timeoutMs: number): Promise<void>;
  /** Requests being answered now. */
  readonly open: number;
  /** Whether health checks pass (false once stopping). */
  readonly healthy: boolean;
}

class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function createInteractionsServer(options: InteractionsServerOptions): InteractionsServer {
  return new InteractionsEndpoint(options);
}

/** What answering one request needs, fixed at start. */
interface Endpoint {
  key: KeyObject;
  maxBytes: number;
  timeoutMs: number;
  log: Logger;
  options: InteractionsServerOptions;
}

class InteractionsEndpoint implements InteractionsServer {
  readonly server: Server;
  private alive = true;
  private readonly requests = new Set<Promise<void>>();
  private readonly endpoint: Endpoint;
  private readonly ops: OpsOptions;

  constructor(options: InteractionsServerOptions) {
    this.endpoint = {
      key: publicKeyFromHex(options.publicKey),
      maxBytes: options.maxBodyBytes ?? MAX_BODY_BYTES,
      timeoutMs: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      log: options.logger,
      options,
    };
    this.ops = { live: () => this.alive, checks: options.checks, ...(options.metrics ? { metrics: options.metrics } : {}) };
    this.server = createServer((req, res) => this.accept(req, res));
    // A slow client cannot hold a connection open: headers in 5 s, the whole request within REQUEST_TIMEOUT_MS.
    this.server.headersTimeout = 5_000;
    this.server.requestTimeout = 10_000;
    this.server.keepAliveTimeout = 5_000;
  }

  get open(): number {
    return this.requests.size;
  }

  get healthy(): boolean {
    return this.alive;
  }

  async listen(port: number, host: string): Promise<{ port: number; host: string }> {
    const address = await listen(this.server, port, host);
    return { port: address.port, host: address.address };
  }

  unhealthy(): void {
    this.alive = false;
  }

  async close(timeoutMs: number): Promise<void> {
    this.alive = false;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.allSettled([...this.requests]), new Promise((r) => (timer = setTimeout(r, timeoutMs)))]);
    clearTimeout(timer);
    this.server.closeAllConnections();
    await closed;
  }

  private accept(req: IncomingMessage, res: ServerResponse): void {
    const done = this.serve(req, res).catch((err: unknown) => this.endpoint.log.error({ err }, 'interactions endpoint failed'));
    this.requests.add(done);
    void done.finally(() => this.requests.delete(done));
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { opsPaths, opsToken } = this.endpoint.options;
    if (await serveOps(req, res, this.ops, opsPathsFor(req, opsPaths ?? PUBLIC_OPS_PATHS, opsToken))) return;
    const web = this.endpoint.options.web;
    if (web?.handles(req.url)) return web.listener(req, res);
    const url = (req.url ?? '/').split('?')[0];
    if (url !== '/interactions') return sendJson(res, 404, { error: 'not found' });
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'POST only' });
    await answerWithinDeadline(this.endpoint, req, res);
  }
}

/** One POST /interactions, bounded by the request timer; every failure becomes a status. */
async function answerWithinDeadline(endpoint: Endpoint, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), endpoint.timeoutMs);
  try {
    await answerInteraction(endpoint, req, res, deadline.signal);
  } catch (err) {
    const status = err instanceof RequestError ? err.status : deadline.signal.aborted ? 408 : 500;
    if (!(err instanceof RequestError)) endpoint.log.error({ err }, 'interactions endpoint failed');
    sendJson(res, status, { error: err instanceof RequestError ? err.message : 'internal error' });
    // An oversized body is not read to its end: close rather than keep a half-read connection.
    if (status === 413) res.once('finish', () => req.socket.destroy());
  } finally {
    clearTimeout(timer);
  }
}

async function answerInteraction(endpoint: Endpoint, req: IncomingMessage, res: ServerResponse, deadline: AbortSignal): Promise<void> {
  const body = await readBody(req, endpoint.maxBytes);
  const problem = checkSignature(
    endpoint.key,
    { signature: header(req, 'x-signature-ed25519'), timestamp: header(req, 'x-signature-timestamp') },
    body,
    endpoint.options.now?.(),
  );
  if (problem) {
    endpoint.log.info({ problem }, 'interaction refused: bad signature');
    throw new RequestError(401, 'invalid request signature');
  }
  const payload = parsePayload(body);
  if (payload.type === 1) return sendJson(res, 200, { type: 1 });
  if (typeof payload.id !== 'string' || typeof payload.token !== 'string') throw new RequestError(400, 'not an interaction');
  const interaction = payload as InteractionPayload;
  const fresh = await beforeDeadline(endpoint.options.replays.first(interaction.id), deadline);
  if (fresh === LATE) throw notInTime(endpoint, interaction.id);
  if (!fresh) {
    endpoint.log.warn({ interaction: interaction.id }, 'interaction refused: already handled (a replayed request)');
    throw new RequestError(409, 'interaction already handled');
  }
  const answered = expectFirstAnswer(endpoint.options.responses, interaction.id, res, deadline);
  const handled = endpoint.options.dispatch(interaction);
  if (!handled) throw new RequestError(400, 'interaction type not handled');
  // The router may finish without answering (it always answers; this is the guard) or run past the deadline.
  const first = await beforeDeadline(
    Promise.race([answered.then(() => 'answered' as const), handled.then(() => 'finished' as const)]),
    deadline,
  );
  if (first === 'answered') return;
  if (first === LATE) throw notInTime(endpoint, interaction.id);
  throw new RequestError(500, 'the interaction finished without an answer');
}

function notInTime(endpoint: Endpoint, id: string): RequestError {
  endpoint.log.warn({ interaction: id, timeoutMs: endpoint.timeoutMs }, 'interaction not acknowledged in time');
  return new RequestError(503, 'not acknowledged in time');
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function parsePayload(body: Buffer): Record<string, unknown> {
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new RequestError(400, 'body is not JSON');
  }
  if (!payload || typeof payload !== 'object' || typeof payload.type !== 'number') throw new RequestError(400, 'not an interaction');
  return payload;
}

/** Resolves once the router's first answer is the body of this HTTP response. */
function expectFirstAnswer(responses: InitialResponses, id: string, res: ServerResponse, deadline: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const withdraw = responses.expect(id, (answer) => {
      if (res.headersSent) return Promise.reject(new Error('the HTTP request already timed out'));
      return new Promise<void>((sent) => {
        res.once('finish', sent);
        res.once('close', sent);
        res.writeHead(200, { 'content-type': 'application/json' }).end(answer);
        resolve();
      });
    });
    deadline.addEventListener('abort', withdraw, { once: true });
    res.once('close', withdraw);
  });
}

/** `work`'s result, or LATE once the request's timer has fired. */
function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal): Promise<T | typeof LATE> {
  if (deadline.aborted) return Promise.resolve(LATE);
  const late = new Promise<typeof LATE>((resolve) => deadline.addEventListener('abort', () => resolve(LATE), { once: true }));
  return Promise.race([work, late]);
}

function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes) return Promise.reject(new RequestError(413, 'body too large'));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(new RequestError(413, 'body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
