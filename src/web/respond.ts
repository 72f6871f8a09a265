import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';

/**
 * An answer written straight to Node's response when the app runs under node:http (listenerOf).
 * Why: the listener keeps Node's own global Response, and @hono/node-server reads such an
 * answer's body through a web stream, waiting a timer turn for it: most of what a kept page
 * cost to serve. Anywhere else (app.request in tests) it is an ordinary Response.
 */
export function respond(c: Context, status: number, headers: Record<string, string>, body: string | Uint8Array | null): Response {
  const out = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!out || out.headersSent)
    return new Response(body === null ? null : typeof body === 'string' ? body : new Uint8Array(body), { status, headers });
  const bytes = body === null ? undefined : typeof body === 'string' ? Buffer.from(body) : body;
  out.writeHead(status, bytes ? { ...headers, 'content-length': String(bytes.byteLength) } : headers);
  out.end(c.req.method === 'HEAD' ? undefined : bytes);
  return RESPONSE_ALREADY_SENT;
}
