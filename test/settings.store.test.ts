import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSecretBox,
  createSettings,
  emptySettings,
  MissingSecretError,
  rotateKeys,
  secretProblem,
  SecretMismatchError,
  storedKeys,
  type Db,
} from '../src/store/index.js';
import { probeStore } from '../src/store/index.js';
import { serverAvailable, TEST_SERVERS } from './support/servers.js';
import { dropSchema, openTestDb, serverDb, testSchema, type BackendName, type TestDb } from './support/store.js';

/** The settings module and the secret's rotation, against PGlite and the PostgreSQL server alike. */

const serverUp = await serverAvailable('postgres', 'settings tests on PostgreSQL');
const backends: { name: BackendName; run: boolean }[] = [
  { name: 'PGlite', run: true },
  { name: 'PostgreSQL', run: serverUp },
];

const A = '123456789012345678';
const B = '223456789012345678';
const C = '323456789012345678';
const KEY_A = '0b7f7c9e-1f0e-4a44-9a52-5d8f3c2b1a00';
const KEY_B = '1b7f7c9e-1f0e-4a44-9a52-5d8f3c2b1b11';
const ADMIN = '423456789012345678';
const by = (summary: string) => ({ userId: ADMIN, summary });

for (const { name, run } of backends) {
  describe.runIf(run)(`settings on ${name}`, () => {
    let t: TestDb;
    let db: Db;
    const secret = createSecretBox(randomBytes(32));
    const next = createSecretBox(randomBytes(32));
    beforeAll(async () => {
      t = await openTestDb(name);
      db = t.db;
    }, 180_000);
    afterAll(() => t?.drop());

    it('keeps each setting, the key sealed (never in the row in clear), with an audit row per change', async () => {
      const settings = createSettings({ db, box: secret, now: () => 1_700_000_000_000 });
      expect(await settings.get(A)).toBeUndefined();
      expect(await settings.apiKey(A)).toBeUndefined();
      const s = await settings.setKey(A, KEY_A, by('set the key (ending …1a00)'));
      expect(s).toMatchObject({ guildId: A, hasKey: true, keyLast4: '1a00', updatedBy: ADMIN, updatedAt: 1_700_000_000_000 });
      await settings.update(
        A,
        { moderatorRoleIds: ['523456789012345678'], auditChannelId: '623456789012345678', defaultPointSystem: 'ps_1', language: 'de' },
        by('several'),
      );
      expect(await settings.get(A)).toMatchObject({
        moderatorRoleIds: ['523456789012345678'],
        auditChannelId: '623456789012345678',
        defaultPointSystem: 'ps_1',
        language: 'de',
        keyLast4: '1a00',
      });
      expect(await settings.apiKey(A)).toBe(KEY_A);

      const raw = await db.query<Record<string, unknown>>('select * from settings');
      expect(JSON.stringify(raw.rows)).not.toContain(KEY_A);
      const audit = await db.query<{ summary: string; operation: string; outcome: string }>(
        'select summary, operation, outcome from audit where guild_id = $1 order by id',
        [A],
      );
      expect(audit.rows).toEqual([
        { summary: 'set the key (ending …1a00)', operation: 'setup', outcome: 'changed' },
        { summary: 'several', operation: 'setup', outcome: 'changed' },
      ]);
      expect(JSON.stringify(audit.rows)).not.toContain(KEY_A);

      await settings.update(A, { auditChannelId: null }, by('cleared'));
      expect((await settings.get(A))?.auditChannelId).toBeNull();
      await settings.removeKey(A, by('removed'));
      expect(await settings.get(A)).toMatchObject({ hasKey: false, keyLast4: null, language: 'de' });
      expect(await settings.apiKey(A)).toBeUndefined();
    });

    it('keeps the typed-confirmation limits (dollars to the cent, points), null for the defaults, with an audit row', async () => {
      const settings = createSettings({ db, box: secret });
      const G = '723456789012345678';
      expect(emptySettings(G)).toMatchObject({ typedLimitUsd: null, typedLimitPoints: null });
      await settings.update(G, { typedLimitUsd: 250.5, typedLimitPoints: 50_000 }, by('limits set'));
      expect(await settings.get(G)).toMatchObject({ typedLimitUsd: 250.5, typedLimitPoints: 50_000 });
      await settings.update(G, { typedLimitUsd: null }, by('dollar limit back to the default'));
      expect(await settings.get(G)).toMatchObject({ typedLimitUsd: null, typedLimitPoints: 50_000 });
      const audit = await db.query<{ summary: string }>('select summary from audit where guild_id = $1 order by id', [G]);
      expect(audit.rows.map((r) => r.summary)).toEqual(['limits set', 'dollar limit back to the default']);
    });

    it('a key sealed for one server never opens for another, even copied onto its row', async () => {
      const settings = createSettings({ db, box: secret });
      await settings.setKey(A, KEY_A, by('a'));
      await settings.setKey(B, KEY_B, by('b'));
      expect(await settings.apiKey(A)).toBe(KEY_A);
      expect(await settings.apiKey(B)).toBe(KEY_B);
      await db.query('update settings set api_key_sealed = (select api_key_sealed from settings where guild_id = $1) where guild_id = $2', [
        A,
        B,
      ]);
      await expect(settings.apiKey(B)).rejects.toBeInstanceOf(SecretMismatchError);
      await settings.setKey(B, KEY_B, by('b again'));
    });

    it('without the secret, or with another, keys are neither stored nor read; start is refused naming SETTINGS_SECRET', async () => {
      const none = createSettings({ db });
      await expect(none.setKey(C, KEY_A, by('x'))).rejects.toBeInstanceOf(MissingSecretError);
      expect(await none.get(C)).toBeUndefined();
      await expect(none.apiKey(A)).rejects.toBeInstanceOf(MissingSecretError);
      const other = createSettings({ db, box: next });
      await expect(other.apiKey(A)).rejects.toBeInstanceOf(SecretMismatchError);

      const keys = await storedKeys(db);
      expect(keys.count).toBe(2);
      expect(secretProblem(keys, secret)).toBeUndefined();
      expect(secretProblem(keys, undefined)).toMatch(/^SETTINGS_SECRET: missing; 2 Community API keys are stored.*openssl rand -base64 32/);
      expect(secretProblem(keys, next)).toMatch(
        /^SETTINGS_SECRET: not the secret the stored keys were encrypted with.*rotate-secret.*Refusing to start/,
      );
      expect(secretProblem({ count: 0, checks: [] }, undefined)).toBeUndefined();
    });

    it('rotation re-encrypts every key in one transaction, and all or nothing', async () => {
      const before = await db.query<{ guild_id: string; api_key_sealed: string }>(
        'select guild_id, api_key_sealed from settings where api_key_sealed is not null order by guild_id',
      );
      // A third key sealed under neither secret: the rotation stops with nothing changed.
      const stray = createSecretBox(randomBytes(32));
      await db.query(
        "insert into settings (guild_id, api_key_sealed, api_key_last4, key_check, updated_at, updated_by) values ($1, $2, 'zzzz', $3, now(), $4)",
        [C, stray.seal(KEY_A, C), stray.check, ADMIN],
      );
      await expect(rotateKeys(db, secret, next)).rejects.toThrow(new RegExp(`server ${C}.*nothing was changed`));
      const after = await db.query<{ guild_id: string; api_key_sealed: string }>(
        'select guild_id, api_key_sealed from settings where api_key_sealed is not null and guild_id <> $1 order by guild_id',
        [C],
      );
      expect(after.rows).toEqual(before.rows);
      await db.query('delete from settings where guild_id = $1', [C]);

      expect(await rotateKeys(db, secret, next)).toBe(2);
      const rotated = createSettings({ db, box: next });
      expect(await rotated.apiKey(A)).toBe(KEY_A);
      expect(await rotated.apiKey(B)).toBe(KEY_B);
      await expect(createSettings({ db, box: secret }).apiKey(A)).rejects.toBeInstanceOf(SecretMismatchError);
      expect(secretProblem(await storedKeys(db), next)).toBeUndefined();
      // Run again (the operator had not swapped the variables yet): nothing left to do.
      expect(await rotateKeys(db, secret, next)).toBe(0);
    });
  });
}

describe.runIf(serverUp)('the start-time probe on PostgreSQL', () => {
  it('reads the stored keys without migrating a schema that has none, and counts them once stored', async () => {
    const schema = testSchema();
    try {
      const url = TEST_SERVERS.postgres.url;
      expect(await probeStore({ databaseUrl: url, schema }, storedKeys, { count: 0, checks: [] })).toEqual({ count: 0, checks: [] });
      const s = await serverDb(schema);
      try {
        const box = createSecretBox(randomBytes(32));
        await createSettings({ db: s.db, box }).setKey(A, KEY_A, by('a'));
        expect(await probeStore({ databaseUrl: url, schema }, storedKeys, { count: 0, checks: [] })).toEqual({
          count: 1,
          checks: [box.check],
        });
      } finally {
        await s.db.close();
      }
    } finally {
      await dropSchema(schema);
    }
  });
});
