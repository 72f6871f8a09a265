import { PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { createHarness, MEMBER_PERMISSIONS, type Harness } from '../src/bot/offline/harness.js';
import { channelPermissions, snowflake } from '../src/bot/offline/discord-rest.js';
import { mayPost } from '../src/command/channel-access.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { storeOn } from '../src/store/index.js';
import { memoryDb } from './support/store.js';

/**
 * /feed quests and /schedule leaderboard post in a channel for the moderator who set them up:
 * that moderator must be able to post there too (View Channel and Send Messages, overwrites
 * applied, as Discord sends them with the channel option), not only the bot. A moderator by
 * /setup role aiming at a channel their roles are denied in is refused privately, before any
 * request upstream, and nothing is posted or created.
 */

const SEND = PermissionFlagsBits.SendMessages;
const VIEW = PermissionFlagsBits.ViewChannel;

describe('mayPost and the stand-in channel permissions', () => {
  it('needs both View Channel and Send Messages; nothing known is no', () => {
    expect(mayPost(VIEW | SEND)).toBe(true);
    expect(mayPost(VIEW)).toBe(false);
    expect(mayPost(SEND)).toBe(false);
    expect(mayPost(null)).toBe(false);
    expect(mayPost(undefined)).toBe(false);
  });
  it('applies @everyone, then roles (deny then allow), then the member; an administrator has everything', () => {
    const guild = '1203458820156250000';
    const role = '1203458820156250001';
    const who = { userId: '1203458820156250002', roles: [role] };
    expect(channelPermissions(VIEW | SEND, guild, who, [{ id: guild, type: 'role', deny: SEND }])).toBe(VIEW);
    expect(
      channelPermissions(VIEW | SEND, guild, who, [
        { id: guild, type: 'role', deny: SEND },
        { id: role, type: 'role', allow: SEND },
      ]),
    ).toBe(VIEW | SEND);
    expect(
      channelPermissions(VIEW | SEND, guild, who, [
        { id: role, type: 'role', allow: SEND },
        { id: who.userId, type: 'member', deny: SEND },
      ]),
    ).toBe(VIEW);
    expect(
      channelPermissions(PermissionFlagsBits.Administrator, guild, who, [{ id: who.userId, type: 'member', deny: VIEW | SEND }]) &
        (VIEW | SEND),
    ).toBe(VIEW | SEND);
  });
});

describe('posting for a moderator who cannot post there', () => {
  let sb: Sandbox;
  let api: CommunityApi;
  let h: Harness;
  let drop: () => Promise<void>;
  const modRole = snowflake();
  /** A moderator by /setup role only (no Manage Server), as the review found them. */
  const byRole = () => h.member({ username: 'helper', userId: snowflake(), roles: [modRole], permissions: MEMBER_PERMISSIONS });

  beforeAll(async () => {
    sb = await startSandbox({ ratePerSecond: 0 });
    api = createCommunityApi({ baseUrl: sb.url, ratePerSecond: 0, retries: { max: 0, maxTotalMs: 0 }, timeoutMs: 30_000 });
    const m = await memoryDb();
    drop = m.drop;
    h = await createHarness({
      commands,
      api,
      keysByGuild: { [DEMO.guildId]: sb.demoKey },
      guildId: DEMO.guildId,
      store: await storeOn(m.db),
      config: (c) => {
        c.discord.moderatorRoleIds = [modRole];
      },
    });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    await api?.close();
    await drop?.();
    await sb?.close();
  });

  const posts = (channel: string) => h.calls.filter((c) => c.method === 'POST' && c.path === `/channels/${channel}/messages`);

  for (const { command, options } of [
    { command: 'feed', options: { subcommand: 'quests' } },
    { command: 'schedule', options: { subcommand: 'leaderboard', every: 'day', at: '18:00', mode: 'new' } },
  ]) {
    it(`/${command} ${options.subcommand}: refused in a channel the moderator's roles may not post in; allowed where they may`, async () => {
      const closed = snowflake();
      // Members may read there, but only announcers post: the moderator role holds no exception.
      h.standIn.setOverwrites(closed, [{ id: DEMO.guildId, type: 'role', deny: SEND }]);
      const requests = sb.stats.total();
      const refused = await h.slash(command, { ...options, channel: closed }, byRole());
      expect(refused.ephemeral).toBe(true);
      expect(String(refused.message?.content)).toContain(`You cannot post in <#${closed}> yourself`);
      expect(posts(closed)).toHaveLength(0);
      // Refused before anything was asked of the Community API.
      expect(sb.stats.total()).toBe(requests);
      const made =
        command === 'feed' ? await h.bot.services.store.feeds.list(DEMO.guildId) : await h.bot.services.store.schedules.list(DEMO.guildId);
      expect(made.filter((x) => x.channelId === closed)).toEqual([]);
      // An overwrite that lets this moderator post there: created, with the bot's greeting.
      const open = snowflake();
      h.standIn.setOverwrites(open, [
        { id: DEMO.guildId, type: 'role', deny: SEND },
        { id: modRole, type: 'role', allow: SEND },
      ]);
      const created = await h.slash(command, { ...options, channel: open }, byRole());
      expect(String(created.message?.content)).not.toContain('You cannot post');
      expect(posts(open)).toHaveLength(1);
    }, 120_000);
  }
});
