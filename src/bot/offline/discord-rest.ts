import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BOT_PERMISSIONS } from '../permissions.js';

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
  /** The status it was answered with (an injected fault's included). */
  status?: number;
  /** The X-Audit-Log-Reason header, decoded, when one came with it (Discord keeps it in the server's audit log). */
  reason?: string;
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
  /** Response headers, e.g. `Retry-After` with a 429 (Discord always sends it). */
  headers?: Record<string, string>;
  /** How many matching calls fail; default 1. */
  times?: number;
  /**
   * The call takes effect first (a message is made or edited) and is then answered with the
   * fault: Discord did it, and the bot cannot know. `RecordedCall.messageId` names what was made.
   */
  afterEffect?: boolean;
}

/** A role of a stand-in server, as Discord's API describes one. */
export interface StandInRole {
  id: string;
  name: string;
  color: number;
  hoist: boolean;
  icon: null;
  unicode_emoji: null;
  position: number;
  /** The permission bitfield, as a decimal string. */
  permissions: string;
  managed: boolean;
  mentionable: boolean;
  flags: number;
  tags?: { bot_id?: string };
}

/** A server the stand-in knows: its owner, its roles, and the members it knows (the bot's among them). */
export interface StandInGuild {
  id: string;
  ownerId: string;
  roles: Map<string, StandInRole>;
  /**
   * Members by user id: one store for GET one member, the member search and the bot's own roles
   * (the role checks read the bot's member; the web's names read the others').
   */
  members: Map<string, StandInGuildMember>;
  /** A "Moderators" role (Manage Server, Manage Roles) below the bot's own role: harness moderators hold it. */
  moderatorsRoleId: string;
  /** The bot's own (managed) role, the highest the bot holds. */
  botRoleId: string;
  /**
   * Whether the bot's Server Members intent is enabled (Developer Portal): without it Discord
   * answers the member list (GET /guilds/{id}/members) 403 Missing Access. Default on.
   */
  membersIntent: boolean;
}

export interface DiscordStandIn {
  /** Pass as `rest: { api: apiUrl }`. */
  readonly apiUrl: string;
  readonly calls: RecordedCall[];
  readonly applicationId: string;
  /** The server `guildId`, made on first use with @everyone, the bot's role (position 10, held by the bot) and Moderators (position 5). */
  guild(guildId: string): StandInGuild;
  /** Adds a role to a server (an id made up when not given); returns it. */
  addRole(guildId: string, role: { name: string; position: number; permissions?: bigint; managed?: boolean; id?: string }): StandInRole;
  /** A role option's role: the server's, or an ordinary one made up at position 1 (no permissions) for an id the server does not have yet. */
  resolveRole(guildId: string, roleId: string): StandInRole;
  /** A user as Discord returns one; undefined for an id that is no user (a server or role the stand-in knows, or one marked with `notUser`). */
  resolveUser(
    userId: string,
  ): { id: string; username: string; discriminator: string; global_name: string; avatar: null; bot?: boolean } | undefined;
  /** Ids that are bots' users. */
  readonly bots: Set<string>;
  /** Ids that are no user (channels, say); servers and their roles already count. */
  readonly notUsers: Set<string>;
  fail(fault: Fault): void;
  /** Drops the faults still queued. */
  clearFaults(): void;
  /**
   * Each call, once it took effect and its answer is decided (`status`, `messageId` set), is
   * given to `hook` with the port it came from (which process made it), and its answer waits for
   * the hook: the chaos run kills the replica that made a post before it can read the answer.
   * Undefined removes it; `clearFaults` leaves it.
   */
  beforeAnswer(hook: ((call: RecordedCall, port: number | undefined) => Promise<void> | void) | undefined): void;
  /** Adds (or replaces) a member of a server, served by GET one member and the member search; roles default to none. */
  addMember(guildId: string, member: StandInMember): void;
  /** Sets a channel's permission overwrites (none until set), as a server's administrators set them in Discord. */
  setOverwrites(channelId: string, overwrites: readonly StandInOverwrite[]): void;
  /**
   * A channel option's channel as a slash command's resolved data carries it (a partial channel),
   * with `permissions`: what the invoker may do there, their permissions with the channel's
   * overwrites applied as Discord computes them.
   */
  resolveChannel(
    guildId: string,
    channelId: string,
    invoker: { userId: string; roles: readonly string[]; permissions: bigint },
  ): Record<string, unknown>;
  /**
   * A member as an interaction's payload shows them (Discord knows everyone who uses a command):
   * added when new, their roles made the payload's when known (names kept).
   */
  seeMember(guildId: string, member: { user: StandInMember['user']; roles: string[] }): void;
  /** Takes a member out of a server (they left, or were kicked): GET one member answers Unknown Member. */
  removeMember(guildId: string, userId: string): void;
  /**
   * The bot leaves a server (kicked, or the server deleted): reads of it answer 403 Missing Access,
   * as Discord's do for a server the bot is not in. `rejoin` undoes it.
   */
  leave(guildId: string): void;
  rejoin(guildId: string): void;
  reset(): void;
  close(): Promise<void>;
}

/** A channel permission overwrite: for a role (the server's id is @everyone's) or a member. */
export interface StandInOverwrite {
  id: string;
  type: 'role' | 'member';
  allow?: bigint;
  deny?: bigint;
}

const ADMINISTRATOR = 1n << 3n;
const ALL_PERMISSIONS = (1n << 53n) - 1n;

/**
 * A member's permissions in a channel, as Discord computes them: an administrator has every
 * one; otherwise the server-wide ones, then @everyone's overwrite, then the member's roles'
 * (denies, then allows), then the member's own.
 */
export function channelPermissions(
  base: bigint,
  guildId: string,
  invoker: { userId: string; roles: readonly string[] },
  overwrites: readonly StandInOverwrite[],
): bigint {
  if ((base & ADMINISTRATOR) !== 0n) return ALL_PERMISSIONS;
  let perms = base;
  const apply = (allow: bigint, deny: bigint) => (perms = (perms & ~deny) | allow);
  const everyone = overwrites.find((o) => o.type === 'role' && o.id === guildId);
  if (everyone) apply(everyone.allow ?? 0n, everyone.deny ?? 0n);
  const roles = overwrites.filter((o) => o.type === 'role' && o.id !== guildId && invoker.roles.includes(o.id));
  apply(
    roles.reduce((a, o) => a | (o.allow ?? 0n), 0n),
    roles.reduce((a, o) => a | (o.deny ?? 0n), 0n),
  );
  const own = overwrites.find((o) => o.type === 'member' && o.id === invoker.userId);
  if (own) apply(own.allow ?? 0n, own.deny ?? 0n);
  return perms;
}

/** A guild member as the stand-in serves it: the fields Discord's member object carries that the bot reads. */
export interface StandInMember {
  user: { id: string; username: string; global_name?: string | null; avatar?: string | null };
  nick?: string | null;
  avatar?: string | null;
  /** Role ids held (besides @everyone); none when not given. */
  roles?: string[];
}

/** A member as a stand-in server keeps it. */
export interface StandInGuildMember extends StandInMember {
  roles: string[];
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
  const listed = (Array.isArray(body.attachments) ? body.attachments : []) as {
    id: string | number;
    filename?: string;
    description?: string;
  }[];
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

/** What a member of a new stand-in server may do: see, talk, use commands. */
const EVERYONE_PERMISSIONS = (1n << 10n) | (1n << 11n) | (1n << 31n);
/** Manage Server and Manage Roles. */
const MODERATORS_PERMISSIONS = EVERYONE_PERMISSIONS | (1n << 5n) | (1n << 28n);

function role(r: {
  id: string;
  name: string;
  position: number;
  permissions?: bigint;
  managed?: boolean;
  tags?: { bot_id?: string };
}): StandInRole {
  return {
    id: r.id,
    name: r.name,
    color: 0,
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: r.position,
    permissions: String(r.permissions ?? 0n),
    managed: r.managed ?? false,
    mentionable: false,
    flags: 0,
    ...(r.tags ? { tags: r.tags } : {}),
  };
}

export async function startDiscordStandIn(options: { applicationId?: string } = {}): Promise<DiscordStandIn> {
  const applicationId = options.applicationId ?? snowflake();
  const calls: RecordedCall[] = [];
  const guilds = new Map<string, StandInGuild>();
  const bots = new Set<string>([applicationId]);
  /** Servers the bot is no longer in. */
  const left = new Set<string>();
  const notUsers = new Set<string>();

  function guild(guildId: string): StandInGuild {
    let g = guilds.get(guildId);
    if (g) return g;
    const everyone = role({ id: guildId, name: '@everyone', position: 0, permissions: EVERYONE_PERMISSIONS });
    // The role Discord makes for a bot invited with the README's URL carries the invite's permissions.
    const botRole = role({
      id: snowflake(),
      name: 'Community bot',
      position: 10,
      permissions: BOT_PERMISSIONS,
      managed: true,
      tags: { bot_id: applicationId },
    });
    const moderators = role({ id: snowflake(), name: 'Moderators', position: 5, permissions: MODERATORS_PERMISSIONS });
    g = {
      id: guildId,
      ownerId: snowflake(),
      roles: new Map([everyone, botRole, moderators].map((r) => [r.id, r])),
      members: new Map([
        [applicationId, { user: { id: applicationId, username: 'bot', global_name: 'bot', avatar: null }, roles: [botRole.id] }],
      ]),
      moderatorsRoleId: moderators.id,
      botRoleId: botRole.id,
      membersIntent: true,
    };
    guilds.set(guildId, g);
    return g;
  }
  function addRole(
    guildId: string,
    r: { name: string; position: number; permissions?: bigint; managed?: boolean; id?: string },
  ): StandInRole {
    const made = role({ ...r, id: r.id ?? snowflake() });
    guild(guildId).roles.set(made.id, made);
    return made;
  }
  function resolveRole(guildId: string, roleId: string): StandInRole {
    return guild(guildId).roles.get(roleId) ?? addRole(guildId, { id: roleId, name: `role-${roleId.slice(-4)}`, position: 1 });
  }
  function resolveUser(userId: string) {
    const id = userId === '@me' ? applicationId : userId;
    if (notUsers.has(id) || guilds.has(id) || [...guilds.values()].some((g) => g.roles.has(id))) return undefined;
    const username = id === applicationId ? 'bot' : `user${id.slice(-4)}`;
    return { id, username, discriminator: '0', global_name: username, avatar: null, ...(bots.has(id) ? { bot: true } : {}) };
  }
  let faults: (Fault & { left: number })[] = [];
  let beforeAnswer: ((call: RecordedCall, port: number | undefined) => Promise<void> | void) | undefined;
  /** Last message content per webhook message, for GET @original. */
  const messages = new Map<string, Record<string, unknown>>();
  /** The bot's channel messages by `channel/id`, for edits and deletes. */
  const channelMessages = new Map<string, Record<string, unknown>>();
  /** Channels' permission overwrites by channel id. */
  const overwrites = new Map<string, readonly StandInOverwrite[]>();
  /** Channel messages posted with `enforce_nonce`, by `channel/nonce`. */
  const nonces = new Map<string, Record<string, unknown>>();

  /** A member as Discord's REST returns one, with what was given for it (names as given: none made up). */
  const memberObject = (mem: StandInGuildMember) => ({
    user: { discriminator: '0', global_name: null, avatar: null, ...mem.user, ...(bots.has(mem.user.id) ? { bot: true } : {}) },
    roles: mem.roles,
    nick: mem.nick ?? null,
    avatar: mem.avatar ?? null,
    joined_at: new Date(0).toISOString(),
    deaf: false,
    mute: false,
    flags: 0,
  });

  const send = (res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) => {
    if (body === undefined) {
      res.writeHead(status, headers).end();
      return;
    }
    res.writeHead(status, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  function answer(
    method: string,
    path: string,
    body: unknown,
    files?: RecordedFile[],
    query: URLSearchParams = new URLSearchParams(),
  ): [number, unknown?] {
    const b = { ...((body ?? {}) as Record<string, unknown>) };
    let m: RegExpExecArray | null;
    if ((m = /^\/guilds\/(\d+)(?:\/|$)/.exec(path)) && left.has(m[1]!)) return [403, { message: 'Missing Access', code: 50001 }];
    if (method === 'GET' && (m = /^\/guilds\/(\d+)\/members\/search$/.exec(path))) {
      // Discord matches the start of the username or nickname, case-insensitively.
      const q = (query.get('query') ?? '').toLowerCase();
      const limit = Math.min(Number(query.get('limit') ?? 1) || 1, 1000);
      const found = [...guild(m[1]!).members.values()]
        .filter((mem) => [mem.user.username, mem.nick ?? '', mem.user.global_name ?? ''].some((n) => n.toLowerCase().startsWith(q)))
        .map(memberObject);
      return [200, found.slice(0, limit)];
    }
    if (method === 'GET' && (m = /^\/guilds\/(\d+)\/members$/.exec(path))) {
      // List Guild Members: by user id ascending, those after `after`, `limit` 1 to 1000
      // (default 1); a privileged read that needs the Server Members intent.
      const g = guild(m[1]!);
      if (!g.membersIntent) return [403, { message: 'Missing Access', code: 50001 }];
      const limit = Number(query.get('limit') ?? 1);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) return [400, { message: 'Invalid Form Body', code: 50035 }];
      const after = BigInt(query.get('after') ?? '0');
      const page = [...g.members.values()]
        .filter((mem) => BigInt(mem.user.id) > after)
        .sort((a, b) => (BigInt(a.user.id) < BigInt(b.user.id) ? -1 : 1))
        .slice(0, limit)
        .map(memberObject);
      return [200, page];
    }
    if (method === 'GET' && (m = /^\/guilds\/(\d+)\/members\/(\d+)$/.exec(path))) {
      const found = guild(m[1]!).members.get(m[2]!);
      return found ? [200, memberObject(found)] : [404, { message: 'Unknown Member', code: 10007 }];
    }
    // Add or remove a member's role: 204 whether or not they held it (idempotent), as Discord does.
    if ((method === 'PUT' || method === 'DELETE') && (m = /^\/guilds\/(\d+)\/members\/(\d+)\/roles\/(\d+)$/.exec(path))) {
      const g = guild(m[1]!);
      const target = g.roles.get(m[3]!);
      if (!target) return [404, { message: 'Unknown Role', code: 10011 }];
      const mem = g.members.get(m[2]!);
      if (!mem) return [404, { message: 'Unknown Member', code: 10007 }];
      const botTop = Math.max(
        0,
        ...[...g.roles.values()].filter((r) => g.members.get(applicationId)?.roles.includes(r.id)).map((r) => r.position),
      );
      if (target.managed || target.position >= botTop) return [403, { message: 'Missing Permissions', code: 50013 }];
      mem.roles = method === 'PUT' ? [...new Set([...mem.roles, target.id])] : mem.roles.filter((r) => r !== target.id);
      return [204];
    }
    if (method === 'POST' && /^\/interactions\/\d+\/[^/]+\/callback$/.test(path)) return [204];
    if ((m = /^\/webhooks\/(\d+)\/([^/]+)\/messages\/([^/]+)$/.exec(path))) {
      const key = `${m[2]}/${m[3]}`;
      if (method === 'DELETE') {
        messages.delete(key);
        return [204];
      }
      if (method === 'PATCH') {
        const attachments = attachmentsOf(b, files, messages.get(key)?.attachments);
        const msg = message(
          { ...messages.get(key), ...b, ...(attachments ? { attachments } : {}) },
          applicationId,
          m[3] === '@original' ? undefined : m[3],
        );
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
    if (method === 'GET' && (m = /^\/guilds\/(\d+)$/.exec(path))) {
      const g = guild(m[1]!);
      // with_counts=true: the member count, as Discord's approximate one (exact here).
      const counts = query.get('with_counts') === 'true' ? { approximate_member_count: g.members.size } : {};
      return [
        200,
        {
          id: g.id,
          name: 'Offline server',
          icon: null,
          owner_id: g.ownerId,
          roles: [...g.roles.values()],
          emojis: [],
          features: [],
          stickers: [],
          ...counts,
        },
      ];
    }
    if (method === 'GET' && (m = /^\/users\/(\d+|@me)$/.exec(path))) {
      const user = resolveUser(m[1]!);
      return user ? [200, user] : [404, { message: 'Unknown User', code: 10013 }];
    }
    if (method === 'POST' && (m = /^\/channels\/(\d+)\/messages$/.exec(path))) {
      // enforce_nonce: a repeat of a nonce already used in the channel returns that message, and no new one is made.
      const nonceKey =
        b.enforce_nonce === true && (typeof b.nonce === 'string' || typeof b.nonce === 'number') ? `${m[1]}/${b.nonce}` : undefined;
      const earlier = nonceKey === undefined ? undefined : nonces.get(nonceKey);
      if (earlier) return [200, earlier];
      const msg = message({ ...b, channel_id: m[1] }, applicationId);
      channelMessages.set(`${m[1]}/${msg.id}`, msg);
      if (nonceKey !== undefined) nonces.set(nonceKey, msg);
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
        ...(typeof req.headers['x-audit-log-reason'] === 'string' ? { reason: decodeURIComponent(req.headers['x-audit-log-reason']) } : {}),
        ...(files ? { files } : {}),
      });
      const fault = faults.find((f) => f.left > 0 && (!f.method || f.method === method) && f.path.test(path));
      const recorded = calls[calls.length - 1]!;
      if (fault) {
        fault.left -= 1;
        recorded.status = fault.status;
        if (fault.afterEffect) {
          const [status, payload] = answer(method, path, body, files, url.searchParams);
          const made = (payload as { id?: unknown } | undefined)?.id;
          if (status < 300 && typeof made === 'string') recorded.messageId = made;
        }
        await beforeAnswer?.(recorded, req.socket.remotePort);
        return send(res, fault.status, fault.body ?? { message: 'Injected failure', code: 0 }, fault.headers);
      }
      const [status, payload] = answer(method, path, body, files, url.searchParams);
      const made = (payload as { id?: unknown } | undefined)?.id;
      recorded.status = status;
      if (status < 300 && typeof made === 'string') recorded.messageId = made;
      await beforeAnswer?.(recorded, req.socket.remotePort);
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
    guild,
    addRole,
    resolveRole,
    resolveUser,
    bots,
    notUsers,
    fail(f) {
      faults.push({ ...f, left: f.times ?? 1 });
    },
    clearFaults() {
      faults = [];
    },
    beforeAnswer(hook) {
      beforeAnswer = hook;
    },
    addMember(guildId, member) {
      guild(guildId).members.set(member.user.id, { ...member, roles: member.roles ?? [] });
    },
    setOverwrites(channelId, list) {
      overwrites.set(channelId, [...list]);
    },
    resolveChannel(guildId, channelId, invoker) {
      const permissions = channelPermissions(invoker.permissions, guildId, invoker, overwrites.get(channelId) ?? []);
      return {
        id: channelId,
        name: `channel-${channelId.slice(-4)}`,
        type: 0,
        guild_id: guildId,
        parent_id: null,
        position: 0,
        flags: 0,
        nsfw: false,
        permissions: String(permissions),
      };
    },
    seeMember(guildId, member) {
      const known = guild(guildId).members.get(member.user.id);
      if (known) known.roles = [...member.roles];
      else guild(guildId).members.set(member.user.id, { user: { ...member.user }, roles: [...member.roles] });
    },
    removeMember(guildId, userId) {
      guild(guildId).members.delete(userId);
    },
    leave(guildId) {
      left.add(guildId);
    },
    rejoin(guildId) {
      left.delete(guildId);
    },
    reset() {
      calls.length = 0;
      faults = [];
      messages.clear();
      channelMessages.clear();
      nonces.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
