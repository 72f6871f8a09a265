import { recordAudit } from './audit.js';
import { json, type Db, type Queryable } from './db.js';
import { SECRET_VARIABLE, SecretMismatchError, type SecretBox } from './secret-box.js';
import { settingsChanged } from './settings-changes.js';

/**
 * Each server's own settings, changed with /setup: its Community API key (sealed with
 * SETTINGS_SECRET, or SETTINGS_SECRET_NEXT during a rotation; only the last 4 characters readable),
 * moderator roles, audit channel, default point system, language and the limits above which a
 * write asks for typing. Every change is written with its audit row in one
 * transaction; an audit row never holds the key.
 */

export const SETTINGS_SECRET_HOW = 'generate one with `openssl rand -base64 32`';

/** A key was to be stored or read, and the process has no SETTINGS_SECRET. */
export class MissingSecretError extends Error {
  constructor(
    message = `${SECRET_VARIABLE} is not set, so API keys cannot be stored or read; the operator sets it (${SETTINGS_SECRET_HOW}) and restarts the bot`,
  ) {
    super(message);
    this.name = 'MissingSecretError';
  }
}

export interface GuildSettings {
  guildId: string;
  /** Whether a key is stored (never the key itself). */
  hasKey: boolean;
  /** The stored key's last 4 characters, to recognise it. */
  keyLast4: string | null;
  moderatorRoleIds: string[];
  auditChannelId: string | null;
  /** Point system id for /leaderboard and /points when none is given. */
  defaultPointSystem: string | null;
  /** Language for public messages (e.g. `en`, `de`). */
  language: string | null;
  /** Dollars and points above which a write asks for the amount typed; null: the bot's default. */
  typedLimitUsd: number | null;
  typedLimitPoints: number | null;
  /**
   * The public web leaderboard: `off` (default: it publishes members' names and balances),
   * `named` (names shown) or `anonymous` (ranks and balances, names hidden).
   */
  webBoard: WebBoardMode;
  /** IANA time zone (e.g. `Europe/Berlin`) every time the bot shows or takes is in; null: UTC. */
  timeZone: string | null;
  /** Minutes a scheduled write the bot was down for may still be sent late; null: the default (10). */
  writeGraceMinutes: number | null;
  /** The most writes waiting to be sent at a set time; null: the default (DEFAULT_MAX_SCHEDULED_WRITES). */
  maxScheduledWrites: number | null;
  /** Epoch ms. */
  updatedAt: number;
  updatedBy: string;
}

/** The most writes a server may have waiting to be sent at a set time while it chose no other (/setup). */
export const DEFAULT_MAX_SCHEDULED_WRITES = 50;
/** The most /setup may allow: /schedule list pages through them, each a job at its time. */
export const MOST_SCHEDULED_WRITES = 1000;

/** The server's cap on writes waiting for their time. */
export const scheduledWritesCap = (s: Pick<GuildSettings, 'maxScheduledWrites'> | undefined): number =>
  s?.maxScheduledWrites ?? DEFAULT_MAX_SCHEDULED_WRITES;

export const WEB_BOARD_MODES = ['off', 'named', 'anonymous'] as const;
export type WebBoardMode = (typeof WEB_BOARD_MODES)[number];

/** The settings a guild has before anyone ran /setup. */
export const emptySettings = (guildId: string): GuildSettings => ({
  guildId,
  hasKey: false,
  keyLast4: null,
  moderatorRoleIds: [],
  auditChannelId: null,
  defaultPointSystem: null,
  language: null,
  typedLimitUsd: null,
  typedLimitPoints: null,
  webBoard: 'off',
  timeZone: null,
  writeGraceMinutes: null,
  maxScheduledWrites: null,
  updatedAt: 0,
  updatedBy: '',
});

export type SettingsChange = Partial<
  Pick<
    GuildSettings,
    | 'moderatorRoleIds'
    | 'auditChannelId'
    | 'defaultPointSystem'
    | 'language'
    | 'typedLimitUsd'
    | 'typedLimitPoints'
    | 'webBoard'
    | 'timeZone'
    | 'writeGraceMinutes'
    | 'maxScheduledWrites'
  >
>;

/** Who changed what, for the audit row. */
export interface ChangedBy {
  userId: string;
  /** One line for the audit trail (never the key). */
  summary: string;
}

export interface Settings {
  /** The guild's settings, or undefined when /setup never ran there. */
  get(guildId: string): Promise<GuildSettings | undefined>;
  /**
   * The guild's stored key, decrypted; undefined when none is stored. Throws MissingSecretError
   * without a secret and SecretMismatchError with the wrong one.
   */
  apiKey(guildId: string): Promise<string | undefined>;
  setKey(guildId: string, key: string, by: ChangedBy): Promise<GuildSettings>;
  removeKey(guildId: string, by: ChangedBy): Promise<GuildSettings>;
  update(guildId: string, change: SettingsChange, by: ChangedBy): Promise<GuildSettings>;
}

interface Row {
  guild_id: string;
  api_key_sealed: string | null;
  api_key_last4: string | null;
  key_check: string | null;
  moderator_role_ids: string[];
  audit_channel_id: string | null;
  default_point_system: string | null;
  language: string | null;
  typed_limit_usd: number | null;
  typed_limit_points: number | null;
  web_board: string;
  time_zone: string | null;
  write_grace_minutes: number | null;
  max_scheduled_writes: number | null;
  updated_at: number;
  updated_by: string;
}

const COLUMNS =
  'guild_id, api_key_sealed, api_key_last4, key_check, moderator_role_ids, audit_channel_id, default_point_system, language, typed_limit_usd, typed_limit_points, web_board, time_zone, write_grace_minutes, max_scheduled_writes, epoch_ms(updated_at) as updated_at, updated_by';

const toSettings = (r: Row): GuildSettings => ({
  guildId: r.guild_id,
  hasKey: r.api_key_sealed !== null,
  keyLast4: r.api_key_last4,
  moderatorRoleIds: r.moderator_role_ids,
  auditChannelId: r.audit_channel_id,
  defaultPointSystem: r.default_point_system,
  language: r.language,
  typedLimitUsd: r.typed_limit_usd,
  typedLimitPoints: r.typed_limit_points,
  webBoard: (WEB_BOARD_MODES as readonly string[]).includes(r.web_board) ? (r.web_board as WebBoardMode) : 'off',
  timeZone: r.time_zone,
  writeGraceMinutes: r.write_grace_minutes,
  maxScheduledWrites: r.max_scheduled_writes,
  updatedAt: r.updated_at,
  updatedBy: r.updated_by,
});

/** The audit row's operation for every settings change. */
export const SETTINGS_OPERATION = 'setup';

export function createSettings({ db, box, now = Date.now }: { db: Db; box?: SecretBox | undefined; now?: () => number }): Settings {
  const read = async (q: Queryable, guildId: string) =>
    (await q.query<Row>(`select ${COLUMNS} from settings where guild_id = $1`, [guildId])).rows[0];

  /** Upserts the row with `set` (SQL assignments over $3…) and records the audit row, in one transaction. */
  async function write(guildId: string, set: string, params: (string | null)[], by: ChangedBy): Promise<GuildSettings> {
    const at = now();
    const written = await db.transaction(async (tx) => {
      const r = await tx.query<Row>(
        `insert into settings (guild_id, updated_at, updated_by) values ($1, to_timestamp($2::float8 / 1000), $3)
         on conflict (guild_id) do update set updated_at = excluded.updated_at, updated_by = excluded.updated_by
         returning guild_id`,
        [guildId, at, by.userId],
      );
      if (set) await tx.query(`update settings set ${set} where guild_id = $1`, [r.rows[0]!.guild_id, ...params]);
      await recordAudit(tx, { at, guildId, userId: by.userId, operation: SETTINGS_OPERATION, summary: by.summary, outcome: 'changed' });
      return toSettings((await read(tx, guildId))!);
    });
    // Committed: what was derived from the old settings (the web's rendered pages) goes now.
    settingsChanged(guildId);
    return written;
  }

  return {
    async get(guildId) {
      const r = await read(db, guildId);
      return r && toSettings(r);
    },
    async apiKey(guildId) {
      const r = await read(db, guildId);
      if (!r?.api_key_sealed) return undefined;
      if (!box) throw new MissingSecretError();
      if (!r.key_check || !box.matches(r.key_check)) throw new SecretMismatchError();
      return box.open(r.api_key_sealed, guildId);
    },
    setKey(guildId, key, by) {
      if (!box) return Promise.reject(new MissingSecretError());
      return write(
        guildId,
        'api_key_sealed = $2, api_key_last4 = $3, key_check = $4',
        [box.seal(key, guildId), key.slice(-4), box.check],
        by,
      );
    },
    removeKey(guildId, by) {
      return write(guildId, 'api_key_sealed = null, api_key_last4 = null, key_check = null', [], by);
    },
    update(guildId, change, by) {
      const sets: string[] = [];
      const params: (string | null)[] = [];
      const add = (column: string, value: string | null, cast = '') => {
        params.push(value);
        sets.push(`${column} = $${params.length + 1}${cast}`);
      };
      if (change.moderatorRoleIds !== undefined) add('moderator_role_ids', json(change.moderatorRoleIds), '::text::jsonb');
      if (change.auditChannelId !== undefined) add('audit_channel_id', change.auditChannelId);
      if (change.defaultPointSystem !== undefined) add('default_point_system', change.defaultPointSystem);
      if (change.language !== undefined) add('language', change.language);
      if (change.typedLimitUsd !== undefined)
        add('typed_limit_usd', change.typedLimitUsd === null ? null : String(change.typedLimitUsd), '::float8');
      if (change.typedLimitPoints !== undefined)
        add('typed_limit_points', change.typedLimitPoints === null ? null : String(change.typedLimitPoints), '::float8');
      if (change.webBoard !== undefined) add('web_board', change.webBoard);
      if (change.timeZone !== undefined) add('time_zone', change.timeZone);
      if (change.writeGraceMinutes !== undefined)
        add('write_grace_minutes', change.writeGraceMinutes === null ? null : String(change.writeGraceMinutes), '::int');
      if (change.maxScheduledWrites !== undefined)
        add('max_scheduled_writes', change.maxScheduledWrites === null ? null : String(change.maxScheduledWrites), '::int');
      return write(guildId, sets.join(', '), params, by);
    },
  };
}

/** What start needs to know about the stored keys: how many, and the key-check values they were sealed under. */
export interface StoredKeys {
  count: number;
  checks: string[];
}

/** Reads the stored keys' check values without changing anything (the table may not exist yet). */
export async function storedKeys(q: Queryable): Promise<StoredKeys> {
  const t = await q.query<{ present: boolean }>(`select to_regclass('settings') is not null as present`);
  if (!t.rows[0]?.present) return { count: 0, checks: [] };
  const r = await q.query<{ key_check: string; n: number }>(
    'select key_check, count(*)::int as n from settings where api_key_sealed is not null group by key_check',
  );
  return { count: r.rows.reduce((sum, row) => sum + row.n, 0), checks: r.rows.map((row) => row.key_check) };
}

/** How many servers a refusal names before it says "and N more". */
const NAMED_SERVERS = 10;

/**
 * Why the bot must not start with this secret, or undefined: keys are stored and the secret is
 * missing, or a key was sealed under a secret the box does not hold (during a rotation the box
 * holds SETTINGS_SECRET and SETTINGS_SECRET_NEXT, and either will do). `unreadable` names the
 * servers whose keys it cannot open (keyProblem reads them).
 */
export function secretProblem(keys: StoredKeys, box: SecretBox | undefined, unreadable: readonly string[] = []): string | undefined {
  if (keys.count === 0) return undefined;
  const what = `${keys.count} Community API key${keys.count === 1 ? ' is' : 's are'} stored (set with /setup), encrypted with ${SECRET_VARIABLE}`;
  if (!box)
    return `${SECRET_VARIABLE}: missing; ${what}. Set the ${SECRET_VARIABLE} they were stored with (a new one is generated with \`openssl rand -base64 32\`, but it cannot read them).`;
  if (keys.checks.every((c) => box.matches(c))) return undefined;
  const named =
    unreadable.slice(0, NAMED_SERVERS).join(', ') +
    (unreadable.length > NAMED_SERVERS ? ` and ${unreadable.length - NAMED_SERVERS} more` : '');
  const which =
    unreadable.length > 0
      ? `; the key${unreadable.length === 1 ? '' : 's'} of server${unreadable.length === 1 ? '' : 's'} ${named} open${unreadable.length === 1 ? 's' : ''} with neither ${SECRET_VARIABLE} nor ${SECRET_VARIABLE}_NEXT`
      : '';
  return (
    `${SECRET_VARIABLE}: not the secret the stored keys were encrypted with; ${what}${which}. ` +
    `Set the ${SECRET_VARIABLE} they were stored with (after \`npm run rotate-secret\`, that is the value ${SECRET_VARIABLE}_NEXT had). ` +
    `A key stored during a rotation by a process that still knew only the previous secret is moved by running \`npm run rotate-secret\` again, ` +
    `with ${SECRET_VARIABLE} set to that previous secret and ${SECRET_VARIABLE}_NEXT to this one: it is idempotent (keys already under the new secret are left as they are). ` +
    'Refusing to start rather than send keys that do not decrypt.'
  );
}

/** The servers whose stored key `box` cannot open (sealed under another secret), in order. */
export async function unreadableKeys(q: Queryable, box: SecretBox): Promise<string[]> {
  const r = await q.query<{ guild_id: string; key_check: string | null }>(
    'select guild_id, key_check from settings where api_key_sealed is not null order by guild_id',
  );
  return r.rows.filter((row) => !row.key_check || !box.matches(row.key_check)).map((row) => row.guild_id);
}

/** secretProblem over the store `q`, naming the servers whose keys cannot be opened; undefined when the bot may start. */
export async function keyProblem(q: Queryable, box: SecretBox | undefined): Promise<string | undefined> {
  const keys = await storedKeys(q);
  const problem = secretProblem(keys, box);
  return problem && box ? secretProblem(keys, box, await unreadableKeys(q, box)) : problem;
}

/**
 * Re-encrypts every stored key from `from` to `to` in one transaction (all or none). A key
 * already under `to` is left as it is, so running it again is safe: it moves only what is still
 * under `from` (a key stored meanwhile by a process that knew only the previous secret). A key
 * under neither stops it with nothing changed. Returns how many were re-encrypted.
 */
export async function rotateKeys(db: Db, from: SecretBox, to: SecretBox): Promise<number> {
  return db.transaction(async (tx) => {
    const r = await tx.query<{ guild_id: string; api_key_sealed: string; key_check: string }>(
      'select guild_id, api_key_sealed, key_check from settings where api_key_sealed is not null order by guild_id for update',
    );
    let done = 0;
    for (const row of r.rows) {
      if (!from.matches(row.key_check)) {
        // Already under the new secret (a rotation run again, or a key stored in the window): leave it.
        if (to.matches(row.key_check)) continue;
        throw new SecretMismatchError(
          `the key stored for server ${row.guild_id} was not encrypted with ${SECRET_VARIABLE}; nothing was changed`,
        );
      }
      const plain = from.open(row.api_key_sealed, row.guild_id);
      await tx.query('update settings set api_key_sealed = $2, key_check = $3 where guild_id = $1', [
        row.guild_id,
        to.seal(plain, row.guild_id),
        to.check,
      ]);
      done++;
    }
    return done;
  });
}
