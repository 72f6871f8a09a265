import { parseJsonExact } from '../api/exact-json.js';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** An answer other than success; thrown from validation and handlers, sent by the server. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.message ?? body.error));
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const reason = (status: number) => REASONS[status] ?? (status >= 500 ? 'Server Error' : 'Error');

/** The sandbox's error body: `{ error, message: "<field>: <what is wrong>", field }`. */
export function badRequest(field: string, problem: string): HttpError {
  return new HttpError(400, { error: reason(400), message: `${field}: ${problem}`, field });
}

export function failure(status: number, message: string, headers?: Record<string, string>): HttpError {
  return new HttpError(status, { error: reason(status), message }, headers);
}

export function sendRaw(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  if (res.destroyed || res.writableEnded) return;
  const body = Buffer.from(text);
  res.writeHead(status, {
    ...(body.length > 0 ? { 'content-type': 'application/json; charset=utf-8' } : {}),
    'content-length': String(body.length),
    ...headers,
  });
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers?: Record<string, string>): void {
  sendRaw(res, status, body === undefined ? '' : JSON.stringify(body), headers);
}

const MAX_BODY = 1 << 20;

/**
 * The request body as JSON, twice: `value` as JSON.parse reads it and `exact` with each number
 * as its source text (amounts are read digit for digit). 415 without a JSON content type, 400
 * when it does not parse.
 */
export async function readJson(req: IncomingMessage): Promise<{ value: unknown; exact: unknown }> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw failure(415, 'content-type: send the body as application/json');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw failure(413, `body: larger than ${MAX_BODY} bytes`);
    chunks.push(chunk);
  }
  try {
    return parseJsonExact(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw badRequest('body', 'is not valid JSON');
  }
}
