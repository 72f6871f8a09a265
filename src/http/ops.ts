import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../log.js';

/**
 * What an operator's tooling asks a running bot, in both modes: `GET /healthz` (liveness: the
 * process serves; 503 once it is stopping), `GET /readyz` (readiness: every check passes, by
 * name) and `GET /metrics` (Prometheus text). HTTP mode serves them beside `/interactions`;
 * gateway mode on METRICS_PORT.
 */

export interface Health {
  ok: boolean;
  checks: Record<string, boolean>;
}

export interface OpsOptions {
  /** False once the process is stopping. */
  live(): boolean;
  /** Named readiness checks (commands, store, Redis, gateway). */
  checks(): Record<string, boolean> | Promise<Record<string, boolean>>;
  metrics?: { text(): Promise<string>; contentType: string };
}

export const OPS_PATHS = ['/healthz', '/readyz', '/metrics'] as const;

function send(res: ServerResponse, status: number, type: string, body: string): void {
  if (!res.headersSent) res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
}
const json = (res: ServerResponse, status: number, body: unknown) => send(res, status, 'application/json', JSON.stringify(body));

/** Answers the ops paths; false when `req` is for another path (the caller's to answer). */
export async function serveOps(req: IncomingMessage, res: ServerResponse, options: OpsOptions): Promise<boolean> {
  const path = (req.url ?? '/').split('?')[0] as (typeof OPS_PATHS)[number];
  if (!OPS_PATHS.includes(path)) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    json(res, 405, { error: 'GET only' });
    return true;
  }
  const accepting = options.live();
  if (path === '/healthz') {
    json(res, accepting ? 200 : 503, { ok: accepting });
  } else if (path === '/readyz') {
    const checks = { ...(await options.checks()), accepting };
    const ok = Object.values(checks).every(Boolean);
    json(res, ok ? 200 : 503, { ok, checks } satisfies Health);
  } else if (!options.metrics) {
    json(res, 404, { error: 'metrics are off' });
  } else {
    send(res, 200, options.metrics.contentType, await options.metrics.text());
  }
  return true;
}

export interface OpsServer {
  port: number;
  close(): Promise<void>;
}

/** Gateway mode's own small server for the ops paths (METRICS_PORT). */
export function startOpsServer(port: number, host: string, options: OpsOptions, logger: Logger): Promise<OpsServer> {
  const server = createServer((req, res) => {
    serveOps(req, res, options)
      .then((served) => served || json(res, 404, { error: 'not found' }))
      .catch((err: unknown) => {
        logger.error({ err }, 'ops endpoint failed');
        json(res, 500, { error: 'internal error' });
      });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => {
          server.closeAllConnections();
          return new Promise<void>((done) => server.close(() => done()));
        },
      });
    });
  });
}
