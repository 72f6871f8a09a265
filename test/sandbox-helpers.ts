import type { Sandbox } from '../src/sandbox/index.js';

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed body; undefined when empty or not JSON. */
  json: any;
}

export interface CallOptions {
  /** API key header; null sends none. Defaults to the demo key. */
  key?: string | null;
  method?: string;
  /** Sent as JSON unless a string. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** One HTTP request to the sandbox with Node's fetch: no project client in the way. */
export async function call(sandbox: Sandbox, path: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  const key = options.key === undefined ? sandbox.demoKey : options.key;
  if (key !== null) headers['x-api-key'] = key;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(sandbox.url + path, { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export const qs = (params: Record<string, string | number | boolean | (string | number)[]>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(name, String(v));
  }
  return `?${search}`;
};

/** The sandbox's 400 body, naming the field. */
export function expectBadRequest(reply: Reply, field: string): void {
  if (
    reply.status !== 400 ||
    reply.json?.field !== field ||
    reply.json?.error !== 'Bad Request' ||
    typeof reply.json?.message !== 'string' ||
    !reply.json.message.startsWith(`${field}: `)
  ) {
    throw new Error(`expected 400 on ${field}, got ${reply.status} ${reply.text}`);
  }
}
