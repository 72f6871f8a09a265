import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../log.js';
import type { InitialResponses } from './responder.js';
import { serveOps, type OpsOptions } from './ops.js';
import { checkSignature, publicKeyFromHex } from './verify.js';

/**
 * Discord's outgoing webhook for interactions (HTTP interactions mode), and the health check a
 * load balancer polls. `POST /interactions`: size limit → signature over the raw bytes (401
 * before any parsing) → JSON → PING answered with PONG, anything else dispatched to the router,
 * whose first answer becomes this response's body (responder.ts). One timer bounds the whole
 * request, body included: Discord gives up after 3 s, so must we. The ops paths (/healthz,
 * /readyz, /metrics) are served beside it (ops.ts).
 */

/** Discord's interaction payloads are a few KiB (resolved users, roles, channels and messages included). */
export const MAX_BODY_BYTES = 256 * 1024;
/** From the first byte to the first answer; Discord waits 3 s, and the answer must travel back. */
export const REQUEST_TIMEOUT_MS = 2_800;

export interface InteractionsServerOptions {
  /** The application's public key, hex. */
  publicKey: string;
  responses: InitialResponses;
  /** Hands a verified, parsed interaction to the router; resolves when the router has finished it. Undefined: not a kind the bot handles. */
  dispatch(payload: Record<string, unknown> & { id: string; token: string }): Promise<void> | undefined;
  /** Readiness checks by name (/readyz). */
  checks: OpsOptions['checks'];
  metrics?: OpsOptions['metrics'];
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
  const key = publicKeyFromHex(options.publicKey);
  const maxBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const timeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const log = options.logger;
  let healthy = true;
  const open = new Set<Promise<void>>();

  const json = (res: ServerResponse, status: number, body: unknown) => {
    if (res.headersSent) return;
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  function readBody(req: IncomingMessage): Promise<Buffer> {
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

  async function interactions(req: IncomingMessage, res: ServerResponse, deadline: AbortSignal): Promise<void> {
    const body = await readBody(req);
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    const problem = checkSignature(key, { signature: header('x-signature-ed25519'), timestamp: header('x-signature-timestamp') }, body, options.now?.());
    if (problem) {
      log.info({ problem }, 'interaction refused: bad signature');
      throw new RequestError(401, 'invalid request signature');
    }
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      throw new RequestError(400, 'body is not JSON');
    }
    if (!payload || typeof payload !== 'object' || typeof payload.type !== 'number') throw new RequestError(400, 'not an interaction');
    if (payload.type === 1) return json(res, 200, { type: 1 });
    if (typeof payload.id !== 'string' || typeof payload.token !== 'string') throw new RequestError(400, 'not an interaction');
    const interaction = payload as Record<string, unknown> & { id: string; token: string };

    const answered = new Promise<void>((resolve) => {
      const withdraw = options.responses.expect(interaction.id, (answer) => {
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
    const handled = options.dispatch(interaction);
    if (!handled) throw new RequestError(400, 'interaction type not handled');
    // The router may finish without answering (it always answers; this is the guard) or run past the deadline.
    const finished = handled.then(() => 'finished' as const);
    const late = new Promise<'late'>((resolve) => deadline.addEventListener('abort', () => resolve('late'), { once: true }));
    const first = await Promise.race([answered.then(() => 'answered' as const), finished, late]);
    if (first === 'answered') return;
    if (first === 'finished') throw new RequestError(500, 'the interaction finished without an answer');
    log.warn({ interaction: interaction.id, timeoutMs }, 'interaction not acknowledged in time');
    throw new RequestError(503, 'not acknowledged in time');
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (await serveOps(req, res, { live: () => healthy, checks: options.checks, ...(options.metrics ? { metrics: options.metrics } : {}) })) return;
    const url = (req.url ?? '/').split('?')[0];
    if (url !== '/interactions') return json(res, 404, { error: 'not found' });
    if (req.method !== 'POST') return json(res, 405, { error: 'POST only' });

    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    try {
      await interactions(req, res, deadline.signal);
    } catch (err) {
      const status = err instanceof RequestError ? err.status : deadline.signal.aborted ? 408 : 500;
      if (!(err instanceof RequestError)) log.error({ err }, 'interactions endpoint failed');
      json(res, status, { error: err instanceof RequestError ? err.message : 'internal error' });
      // An oversized body is not read to its end: close rather than keep a half-read connection.
      if (status === 413) res.once('finish', () => req.socket.destroy());
    } finally {
      clearTimeout(timer);
    }
  }

  const server = createServer((req, res) => {
    const done = handle(req, res).catch((err: unknown) => log.error({ err }, 'interactions endpoint failed'));
    open.add(done);
    void done.finally(() => open.delete(done));
  });
  // A slow client cannot hold a connection open: headers in 5 s, the whole request within the timer above.
  server.headersTimeout = 5_000;
  server.requestTimeout = 10_000;
  server.keepAliveTimeout = 5_000;

  return {
    server,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          resolve({ port: address.port, host: address.address });
        });
      });
    },
    unhealthy() {
      healthy = false;
    },
    get open() {
      return open.size;
    },
    async close(ms) {
      healthy = false;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...open]), new Promise((r) => (timer = setTimeout(r, ms)))]);
      clearTimeout(timer);
      server.closeAllConnections();
      await closed;
    },
  };
}
