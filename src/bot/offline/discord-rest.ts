import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Discord's REST API (only what the bot calls), on 127.0.0.1:0. It
 * records every call and answers the way Discord does, so a real discord.js Client can run
 * offline with `rest: { api: standIn.apiUrl }`. Faults can be queued per route.
 */

export interface RecordedCall {
  /** Order of arrival, from 1. */
  seq: number;
  method: string;
  /** Path after `/api/v10`, e.g. `/interactions/1/tok/callback`. */
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** Whether an Authorization header came with it (never its value). */
  authorized: boolean;
  /** Files sent with it (multipart), in order. */
  files?: RecordedFile[];
  /** The id of the message it made or changed, when it answered with one (the console follows channel edits by it). */
  messageId?: string;
}

/** One file of a multipart request. */
export interface RecordedFile {
  /** The form field, e.g. `files[0]`. */
  field: string;
  name: string;
  contentType: string;
  data: Buffer;
}

export interface Fault {
  method?: string;
  /** Matches the path (after `/api/v10`). */
  path: RegExp;
  status: number;
  body?: unknown;
  /** How many matching calls fail; default 1. */
  times?: number;
}

export interface DiscordStandIn {
  /** Pass as `rest: { api: apiUrl }`. */
  readonly apiUrl: string;
  readonly calls: RecordedCall[];
  readonly applicationId: string;
  fail(fault: Fault): void;
  reset(): void;
  close(): Promise<void>;
}

const API_PREFIX = /^\/api\/v\d+/;
let counter = 0n;
/** Snowflake-like ids that increase, as Discord's do. */
export function snowflake(): string {
  counter += 1n;
  return String(((BigInt(Date.now()) - 1420070400000n) << 22n) + counter);
}

/** A message the bot posted, as Discord returns it. */
export function message(body: Record<string, unknown>, applicationId: string, id = snowflake()) {
  return {
    id,
    type: 20,
    channel_id: '0',
    application_id: applicationId,
    author: { id: applicationId, username: 'bot', discriminator: '0000', global_name: null, avatar: null, bot: true },
    content: '',
    embeds: [],
    components: [],
    attachments: [],
    mentions: [],
    mention_roles: [],
    mention_everyone: false,
    pinned: false,
    tts: false,
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    flags: 0,
    ...body,
  };
}

async function readBody(req: IncomingMessage): Promise<{ body: unknown; files?: RecordedFile[] }> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const raw = Buffer.concat(chunks);
  if (raw.length === 0) return { body: undefined };
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    // discord.js sends multipart when files are attached: payload_json and files[n].
    const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
    const files: RecordedFile[] = [];
    let body: unknown;
    for (const [field, value] of form) {
      if (typeof value === 'string') {
        if (field === 'payload_json') body = JSON.parse(value);
      } else {
        files.push({ field, name: value.name, contentType: value.type, data: Buffer.from(await value.arrayBuffer()) });
      }
    }
    return { body, files };
  }
  const text = raw.toString('utf8');
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { body: text };
  }
}

/** The attachments Discord would list for a message: the files kept (`attachments` ids) and the new ones. */
function attachmentsOf(body: Record<string, unknown>, files: RecordedFile[] | undefined, previous: unknown): unknown[] | undefined {
  if (!files?.length && !Array.isArray(body.attachments)) return undefined;
  const listed = (Array.isArray(body.attachments) ? body.attachments : []) as { id: string | number; filename?: string; description?: string }[];
  const before = (Array.isArray(previous) ? previous : []) as { id: string }[];
  return listed.map((a) => {
    const kept = before.find((b) => b.id === String(a.id));
    if (kept) return kept;
    const file = files?.[Number(a.id)];
    const id = snowflake();
    const filename = a.filename ?? file?.name ?? 'file';
    return {
      id,
      filename,
      size: file?.data.length ?? 0,
      url: `https://cdn.discordapp.com/attachments/0/${id}/${filename}`,
      proxy_url: `https://media.discordapp.net/attachments/0/${id}/${filename}`,
      ...(file ? { content_type: file.contentType } : {}),
      ...(a.description ? { description: a.description } : {}),
    };
  });
}

export async function startDiscordStandIn(options: { applicationId?: string } = {}): Promise<DiscordStandIn> {
  const applicationId = options.applicationId ?? snowflake();
  const calls: RecordedCall[] = [];
  let faults: (Fault & { left: number })[] = [];
  /** Last message content per webhook message, for GET @original. */
  const messages = new Map<string, Record<string, unknown>>();
  /** The bot's channel messages by `channel/id`, for edits and deletes. */
  const channelMessages = new Map<string, Record<string, unknown>>();

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    if (body === undefined) {
      res.writeHead(status).end();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  function answer(method: string, path: string, body: unknown, files?: RecordedFile[]): [number, unknown?] {
    const b = { ...((body ?? {}) as Record<string, unknown>) };
    let m: RegExpExecArray | null;
    if (method === 'POST' && /^\/interactions\/\d+\/[^/]+\/callback$/.test(path)) return [204];
    if ((m = /^\/webhooks\/(\d+)\/([^/]+)\/messages\/([^/]+)$/.exec(path))) {
      const key = `${m[2]}/${m[3]}`;
      if (method === 'DELETE') {
        messages.delete(key);
        return [204];
      }
      if (method === 'PATCH') {
        const attachments = attachmentsOf(b, files, messages.get(key)?.attachments);
        const msg = message({ ...messages.get(key), ...b, ...(attachments ? { attachments } : {}) }, applicationId, m[3] === '@original' ? undefined : m[3]);
        messages.set(key, msg);
        return [200, msg];
      }
      if (method === 'GET') {
        const msg = messages.get(key);
        return msg ? [200, msg] : [404, { message: 'Unknown Message', code: 10008 }];
      }
    }
    if (method === 'POST' && /^\/webhooks\/\d+\/[^/]+$/.test(path)) {
      const attachments = attachmentsOf(b, files, undefined);
      return [200, message({ ...b, ...(attachments ? { attachments } : {}) }, applicationId)];
    }
    if ((m = /^\/applications\/(\d+)(?:\/guilds\/(\d+))?\/commands$/.exec(path)) && method === 'PUT') {
      if (!Array.isArray(body)) return [400, { message: 'Invalid Form Body', code: 50035 }];
      return [
        200,
        body.map((c: Record<string, unknown>) => ({
          id: snowflake(),
          application_id: m![1],
          version: snowflake(),
          type: 1,
          ...(m![2] ? { guild_id: m![2] } : {}),
          ...c,
        })),
      ];
    }
    if (method === 'GET' && path === '/applications/@me') {
      return [200, { id: applicationId, name: 'Offline bot', description: '', bot_public: false, flags: 0 }];
    }
    if (method === 'POST' && (m = /^\/channels\/(\d+)\/messages$/.exec(path))) {
      const msg = message({ ...b, channel_id: m[1] }, applicationId);
      channelMessages.set(`${m[1]}/${msg.id}`, msg);
      return [200, msg];
    }
    // The bot's own channel messages: edited in place (scheduled boards), or deleted as a member would.
    if ((m = /^\/channels\/(\d+)\/messages\/(\d+)$/.exec(path))) {
      const key = `${m[1]}/${m[2]}`;
      const known = channelMessages.get(key);
      if (!known) return [404, { message: 'Unknown Message', code: 10008 }];
      if (method === 'DELETE') {
        channelMessages.delete(key);
        return [204];
      }
      if (method === 'PATCH') {
        const msg = { ...known, ...b, id: m[2], channel_id: m[1], edited_timestamp: new Date().toISOString() };
        channelMessages.set(key, msg);
        return [200, msg];
      }
      if (method === 'GET') return [200, known];
    }
    return [404, { message: '404: Not Found', code: 0 }];
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = decodeURIComponent(url.pathname.replace(API_PREFIX, ''));
      const method = req.method ?? 'GET';
      const { body, files } = await readBody(req);
      calls.push({
        seq: calls.length + 1,
        method,
        path,
        query: Object.fromEntries(url.searchParams),
        body,
        authorized: typeof req.headers.authorization === 'string',
        ...(files ? { files } : {}),
      });
      const fault = faults.find((f) => f.left > 0 && (!f.method || f.method === method) && f.path.test(path));
      if (fault) {
        fault.left -= 1;
        return send(res, fault.status, fault.body ?? { message: 'Injected failure', code: 0 });
      }
      const [status, payload] = answer(method, path, body, files);
      const made = (payload as { id?: unknown } | undefined)?.id;
      if (status < 300 && typeof made === 'string') calls[calls.length - 1]!.messageId = made;
      send(res, status, payload);
    } catch (err) {
      send(res, 500, { message: String(err), code: 0 });
    }
  });
  // Idle connections stay open until the client closes them (close() ends them all): a server
  // timer would race a request made on the same socket when the process was busy for seconds
  // (the embedded database starting), and the bot would see ECONNRESET from "Discord".
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    calls,
    applicationId,
    fail(f) {
      faults.push({ ...f, left: f.times ?? 1 });
    },
    reset() {
      calls.length = 0;
      faults = [];
      messages.clear();
      channelMessages.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
