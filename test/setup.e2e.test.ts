import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_FORMAT, KEY_REFUSED } from '../commands/setup.js';
import { NO_KEY_MESSAGE as NO_KEY, readStored } from '../src/command/error-texts.js';
import { ENGLISH, readerFor } from '../src/i18n/reader.js';

const NO_KEY_MESSAGE = readStored(NO_KEY, ENGLISH);
import { MESSAGES } from '../src/bot/router/router.js';
import { DEMO } from '../src/sandbox/index.js';
import { openMemoryStore, type Store } from '../src/store/index.js';
import {
  KEY_FIELD,
  SETUP_AUDIT_CHANNEL,
  SETUP_KEY,
  SETUP_KEY_FORM,
  SETUP_LANGUAGE,
  SETUP_ROLES,
  SETUP_SYSTEM,
  SETUP_UNKEY,
} from '../src/features/setup/view.js';
import { captureLog } from './hardening.helpers.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';
import { embed, shown } from './reply-helpers.js';

/**
 * /setup end to end through the offline harness, against the sandbox: a server without a key is
 * told to run /setup and sends nothing; an administrator sets the key through the form (checked
 * with one read, a wrong one refused and nothing stored), then the server's commands use it; the
 * other settings; the key never in any reply, audit row or log line.
 */

const NEW_GUILD = '1303458820156252160';
const ROLE = '1303458820156252999';
const AUDIT_OK = '1303458820156252001';
const AUDIT_DENIED = '1303458820156252002';

const id = (codec: { id(a: never, d: { guild: string }): string | undefined }, action: string, guild = NEW_GUILD) =>
  codec.id(action as never, { guild })!;
const text = (r: RunResult) => `${String(shown(r).content ?? '')}\n${embed(r).description ?? ''}`;
const everything = (r: RunResult) => JSON.stringify(r.payloads);

let bot: TestBot;
let store: Store;
const log = captureLog('trace');
beforeAll(async () => {
  store = await openMemoryStore();
  bot = await startTestBot({ store, logger: log.logger });
}, 120_000);
afterAll(() => bot?.close());

describe('/setup', () => {
  const admin = () => bot.moderator({ guildId: NEW_GUILD });
  const member = (o: { roles?: string[] } = {}) => bot.member({ guildId: NEW_GUILD, ...o });
  let newKey: string;

  it('a server without a key: one private line pointing to /setup on any command, and no request', async () => {
    const before = bot.sandbox.stats.total();
    const r = await bot.slash('leaderboard', {}, member());
    expect(r.ephemeral).toBe(true);
    expect(shown(r).content).toBe(NO_KEY_MESSAGE);
    expect(NO_KEY_MESSAGE).toMatch(/administrator runs \/setup.*members: ask one/);
    expect(bot.sandbox.stats.total()).toBe(before);
  });

  it('is for Manage Server or Administrator only: members, and moderator roles, are refused', async () => {
    const r = await bot.slash('setup', {}, member());
    expect(r.ephemeral).toBe(true);
    expect(shown(r).content).toBe(MESSAGES.notAdmin);
    const pressed = await bot.button(id(SETUP_UNKEY, 'unkey'), member());
    expect(shown(pressed).content).toBe(MESSAGES.notAdmin);
  });

  it('shows the settings privately, with no key in force', async () => {
    const r = await bot.slash('setup', {}, admin());
    expect(r.ephemeral).toBe(true);
    expect(text(r)).toContain('No key yet');
  });

  it('the key button opens the form; a malformed key and a wrong key are refused and nothing is stored', async () => {
    const opened = await bot.button(id(SETUP_KEY, 'key'), admin());
    expect(opened.ack).toBe('modal');
    expect(opened.modal?.custom_id).toBe(id(SETUP_KEY_FORM, 'keyform'));

    const before = bot.sandbox.stats.total();
    const malformed = await bot.modal(id(SETUP_KEY_FORM, 'keyform'), { [KEY_FIELD]: 'not-a-key-at-all' }, admin(), true);
    expect(shown(malformed).content).toBe(KEY_FORMAT(ENGLISH));
    expect(bot.sandbox.stats.total()).toBe(before);

    const wrong = randomUUID();
    const refused = await bot.modal(id(SETUP_KEY_FORM, 'keyform'), { [KEY_FIELD]: wrong }, admin(), true);
    expect(refused.ephemeral).toBe(true);
    expect(shown(refused).content).toBe(KEY_REFUSED(ENGLISH));
    expect(everything(refused)).not.toContain(wrong);
    // One cheap authenticated read, with that key only.
    expect(bot.sandbox.stats.byKey(wrong)).toBe(1);
    expect(await store.settings.get(NEW_GUILD)).toBeUndefined();
    expect((await store.audit.list({ guildId: NEW_GUILD, limit: 10 })).rows).toEqual([]);
  });

  it('a valid key is checked, saved and shown back as its last 4 characters only; the server then uses it', async () => {
    newKey = bot.sandbox.addCommunity();
    const saved = await bot.modal(id(SETUP_KEY_FORM, 'keyform'), { [KEY_FIELD]: `  ${newKey} ` }, admin(), true);
    expect(text(saved)).toContain(`Key checked and saved (ending …${newKey.slice(-4)})`);
    expect(text(saved)).toContain('In force: the key set here');
    expect(everything(saved)).not.toContain(newKey);
    expect(await store.settings.get(NEW_GUILD)).toMatchObject({ hasKey: true, keyLast4: newKey.slice(-4) });
    // The form of one server submitted in another is stale, and saves nothing there.
    const elsewhere = await bot.modal(
      id(SETUP_KEY_FORM, 'keyform'),
      { [KEY_FIELD]: newKey },
      bot.moderator({ guildId: '1303458820156252161' }),
      true,
    );
    expect(shown(elsewhere).content).toBe(MESSAGES.stale);
    expect(await store.settings.get('1303458820156252161')).toBeUndefined();

    const demoBefore = bot.sandbox.stats.byKey(bot.demoKey);
    const keyBefore = bot.sandbox.stats.byKey(newKey);
    const board = await bot.slash('leaderboard', {}, member());
    expect(board.ephemeral).toBe(false);
    expect(embed(board).title ?? '').not.toBe('');
    expect(bot.sandbox.stats.byKey(newKey)).toBeGreaterThan(keyBefore);
    expect(bot.sandbox.stats.byKey(bot.demoKey)).toBe(demoBefore);
  });

  it('moderator roles: a member holding one becomes a moderator in that server', async () => {
    expect(shown(await bot.slash('audit', {}, member({ roles: [ROLE] }))).content).toBe(MESSAGES.notModerator);
    const helpText = (r: RunResult) => JSON.stringify(shown(r));
    expect(helpText(await bot.slash('help', {}, member({ roles: [ROLE] })))).not.toContain('/audit');
    const r = await bot.select(id(SETUP_ROLES, 'roles'), [ROLE], admin());
    expect(text(r)).toContain(`<@&${ROLE}>`);
    const audit = await bot.slash('audit', {}, member({ roles: [ROLE] }));
    expect(audit.ephemeral).toBe(true);
    expect(shown(audit).content).not.toBe(MESSAGES.notModerator);
    // Member commands see them as moderators too (/help lists the moderators' commands).
    expect(helpText(await bot.slash('help', {}, member({ roles: [ROLE] })))).toContain('/audit');
    expect(helpText(await bot.slash('help', {}, member({ roles: ['1303458820156252998'] })))).not.toContain('/audit');
    // Not an administrator for all that.
    expect(shown(await bot.slash('setup', {}, member({ roles: [ROLE] }))).content).toBe(MESSAGES.notAdmin);
  });

  it('the audit channel: saved once the bot could post there; refused with a reason when it cannot', async () => {
    bot.standIn.fail({
      method: 'POST',
      path: new RegExp(`^/channels/${AUDIT_DENIED}/messages$`),
      status: 403,
      body: { message: 'Missing Access', code: 50001 },
    });
    const denied = await bot.select(id(SETUP_AUDIT_CHANNEL, 'auditch'), [AUDIT_DENIED], admin());
    expect(text(denied)).toContain(`can't post in <#${AUDIT_DENIED}>, so it is not saved`);
    expect((await store.settings.get(NEW_GUILD))?.auditChannelId).toBeNull();
    const ok = await bot.select(id(SETUP_AUDIT_CHANNEL, 'auditch'), [AUDIT_OK], admin());
    expect(text(ok)).toContain(`The audit trail is posted in <#${AUDIT_OK}>`);
    expect((await store.settings.get(NEW_GUILD))?.auditChannelId).toBe(AUDIT_OK);
  });

  it('the default point system is picked from the community list, the language stored', async () => {
    const panel = await bot.slash('setup', {}, admin());
    const rows = (shown(panel).components ?? []) as unknown as { components: { custom_id?: string; options?: { value: string }[] }[] }[];
    const picker = rows.flatMap((row) => row.components).find((c) => c.custom_id === id(SETUP_SYSTEM, 'system')) as
      | { options?: { value: string; label: string }[] }
      | undefined;
    // Not the first active one (what /leaderboard shows without a default).
    const chosen = picker?.options?.at(-1);
    expect(picker?.options?.length).toBeGreaterThan(1);
    // The label is the emoji, the name and, for a system not active, its status.
    const chosenName = chosen!.label.replace(/^\S+ /, '').replace(/ \((archived|suspended)\)$/, '');
    const boardBefore = await bot.slash('leaderboard', {}, member());
    expect(embed(boardBefore).title).not.toContain(chosenName);
    await bot.select(id(SETUP_SYSTEM, 'system'), [chosen!.value], admin());
    expect((await store.settings.get(NEW_GUILD))?.defaultPointSystem).toBe(chosen!.value);
    // /leaderboard without a system now shows the server's default.
    const board = await bot.slash('leaderboard', {}, member());
    expect(embed(board).title).toContain(chosenName);
    const gone = await bot.select(id(SETUP_SYSTEM, 'system'), ['ps-nobody-has-this'], admin());
    expect(text(gone)).toMatch(/not in this community/);
    await bot.select(id(SETUP_LANGUAGE, 'language'), ['de'], admin());
    expect((await store.settings.get(NEW_GUILD))?.language).toBe('de');
  });

  it('every change is an audit row and an audit-channel line; neither, nor any log line, holds the key', async () => {
    const { rows } = await store.audit.list({ guildId: NEW_GUILD, limit: 20 });
    expect(rows.map((r) => r.summary).reverse()).toEqual([
      `set the Community API key (ending …${newKey.slice(-4)})`,
      `moderator roles set to <@&${ROLE}>`,
      `audit channel set to <#${AUDIT_OK}>`,
      expect.stringMatching(/^default point system set to /),
      'language set to Deutsch',
    ]);
    expect(rows.every((r) => r.operation === 'setup' && r.outcome === 'changed')).toBe(true);
    const posts = bot.calls.filter((c) => c.method === 'POST' && c.path === `/channels/${AUDIT_OK}/messages`);
    expect(posts.map((c) => String((c.body as { content: string }).content)).join('\n')).toContain('language set to Deutsch');
    const all = JSON.stringify(bot.calls) + JSON.stringify(rows) + log.lines.join('\n');
    expect(all).not.toContain(newKey);
  });

  it('the key can be removed: the server is back to "run /setup"', async () => {
    const r = await bot.button(id(SETUP_UNKEY, 'unkey'), admin());
    expect(text(r)).toContain('The stored key is removed');
    expect(text(r)).toContain('No key yet');
    const before = bot.sandbox.stats.total();
    expect(shown(await bot.slash('leaderboard', {}, member())).content).toBe(NO_KEY_MESSAGE);
    expect(bot.sandbox.stats.total()).toBe(before);
  });

  it('the environment key wins over a stored one, and /setup says so', async () => {
    const key = bot.sandbox.addCommunity();
    const saved = await bot.modal(
      id(SETUP_KEY_FORM, 'keyform', DEMO.guildId),
      { [KEY_FIELD]: key },
      bot.moderator({ guildId: DEMO.guildId }),
      true,
    );
    expect(text(saved)).toContain('environment also names a key for this server');
    expect(text(saved)).toContain('environment (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) holds this server');
    const before = bot.sandbox.stats.byKey(key);
    await bot.slash('leaderboard', {}, bot.member({ guildId: DEMO.guildId }));
    expect(bot.sandbox.stats.byKey(key)).toBe(before);
  });
});

describe('/setup in German, for a Japanese server', () => {
  const GUILD = '1303458820156252170';
  const CHANNEL = '1303458820156252003';
  const admin = () => bot.moderator({ guildId: GUILD, locale: 'de' });

  it("speaks the administrator's language; public messages then follow the language chosen", async () => {
    const panel = await bot.slash('setup', {}, admin());
    expect(panel.ephemeral).toBe(true);
    expect(embed(panel).title).toBe('Servereinrichtung');
    expect(text(panel)).toContain(
      '🔑 Noch kein Schlüssel: Der Bot erreicht deine Community erst, wenn du mit **API-Schlüssel setzen** einen Schlüssel setzt.',
    );
    expect(text(panel)).toContain('🌐 Sprache: English, die Discord-Sprache des Servers (hier keine gewählt)');
    const labels = JSON.stringify(shown(panel).components);
    expect(labels).toContain('"label":"API-Schlüssel setzen"');
    expect(labels).toContain('"placeholder":"Sprache öffentlicher Nachrichten"');

    const opened = await bot.button(id(SETUP_KEY, 'key', GUILD), admin());
    expect(opened.modal?.title).toBe('Community-API-Schlüssel');
    const malformed = await bot.modal(id(SETUP_KEY_FORM, 'keyform', GUILD), { [KEY_FIELD]: 'kein-schluessel' }, admin(), true);
    expect(shown(malformed).content).toBe(KEY_FORMAT(readerFor('de')));
    expect(shown(malformed).content).toMatch(/^Das ist kein Community-API-Schlüssel/);

    const key = bot.sandbox.addCommunity();
    const saved = await bot.modal(id(SETUP_KEY_FORM, 'keyform', GUILD), { [KEY_FIELD]: key }, admin(), true);
    expect(text(saved)).toContain(
      `✅ Schlüssel geprüft und gespeichert (endet auf …${key.slice(-4)}); der Bot nutzt ihn jetzt für diesen Server.`,
    );
    expect(text(saved)).toContain(`🔑 Aktiv: der hier gesetzte Schlüssel, der auf \`…${key.slice(-4)}\` endet.`);
    expect(everything(saved)).not.toContain(key);

    const ja = await bot.select(id(SETUP_LANGUAGE, 'language', GUILD), ['ja'], admin());
    expect(shown(ja).content).toBe('✅ Sprache gespeichert (日本語).');
    // The audit channel's first line is public: in the server's language.
    await bot.select(id(SETUP_AUDIT_CHANNEL, 'auditch', GUILD), [CHANNEL], admin());
    const hello = bot.calls.find(
      (c) => c.method === 'POST' && c.path === `/channels/${CHANNEL}/messages` && JSON.stringify(c.body).includes('📜'),
    );
    expect(String((hello?.body as { content: string }).content)).toMatch(
      /^📜 ボットの設定の変更と、ボットがコミュニティのために行った操作をここに投稿します/,
    );
    // The audit trail stays English, as a log.
    const { rows } = await store.audit.list({ guildId: GUILD, limit: 10 });
    expect(rows.map((r) => r.summary)).toContain('language set to 日本語');
    const chains = await bot.slash('chains', {}, bot.member({ guildId: GUILD, guildLocale: 'de' }));
    expect(chains.ephemeral).toBe(false);
    expect(embed(chains).title).toMatch(/^対応チェーン（\d+）$/);
  });
});

describe('keys from the environment and the store, mixed', () => {
  const ENV_A = '1403458820156252001';
  const ENV_B = '1403458820156252002';
  const STORED_C = '1403458820156252003';
  const STORED_D = '1403458820156252004';
  let mixed: TestBot;
  let keys: Record<string, string>;
  beforeAll(async () => {
    mixed = await startTestBot({
      keys: (sb) => {
        keys = { [ENV_A]: sb.addCommunity(), [ENV_B]: sb.addCommunity(), [STORED_C]: sb.addCommunity(), [STORED_D]: sb.addCommunity() };
        return { [ENV_A]: keys[ENV_A]!, [ENV_B]: keys[ENV_B]! };
      },
    });
    for (const g of [STORED_C, STORED_D]) {
      const r = await mixed.modal(id(SETUP_KEY_FORM, 'keyform', g), { [KEY_FIELD]: keys[g]! }, mixed.moderator({ guildId: g }), true);
      expect(text(r)).toContain('Key checked and saved');
    }
    // A stored key for an environment guild too: the environment's must still be the one used.
    await mixed.modal(id(SETUP_KEY_FORM, 'keyform', ENV_A), { [KEY_FIELD]: keys[STORED_D]! }, mixed.moderator({ guildId: ENV_A }), true);
  }, 120_000);
  afterAll(() => mixed?.close());

  it("no request of one server ever carries another server's key", async () => {
    const guilds = [ENV_A, ENV_B, STORED_C, STORED_D];
    const own = Object.fromEntries(guilds.map((g) => [g, 0]));
    // Twice over: the second round answers partly from the read cache, which must be per key too.
    for (let round = 0; round < 2; round++) {
      for (const g of guilds) {
        const before = Object.fromEntries(guilds.map((x) => [x, mixed.sandbox.stats.byKey(keys[x]!)]));
        const demo = mixed.sandbox.stats.byKey(mixed.demoKey);
        const r = await mixed.slash('leaderboard', {}, mixed.member({ guildId: g }));
        expect(r.ephemeral, g).toBe(false);
        await mixed.slash('points', { subcommand: 'balance' }, mixed.member({ guildId: g }));
        for (const other of guilds) {
          const delta = mixed.sandbox.stats.byKey(keys[other]!) - before[other]!;
          if (other === g) own[g]! += delta;
          else expect(delta, `${g}'s requests carried ${other}'s key`).toBe(0);
        }
        expect(mixed.sandbox.stats.byKey(mixed.demoKey)).toBe(demo);
      }
    }
    for (const g of guilds) expect(own[g], `${g} used its own key`).toBeGreaterThan(0);
  });
});
