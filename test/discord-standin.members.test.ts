import { REST, Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscordFacts } from '../src/bot/discord-facts.js';
import { startDiscordStandIn, type DiscordStandIn } from '../src/bot/offline/discord-rest.js';
import { discordDirectory } from '../src/bot/directory.js';

/**
 * The stand-in keeps one member store per server: the role checks (the bot's own member) and the
 * web's names (members added by a test) read the same route. Two stores, routed in turn, hid the
 * bot's member behind the other's 404.
 */
describe('the offline Discord stand-in: one member store', () => {
  const GUILD = '1203458820156252001';
  let standIn: DiscordStandIn;
  let rest: REST;
  beforeAll(async () => {
    standIn = await startDiscordStandIn();
    rest = new REST({ api: standIn.apiUrl, retries: 0 }).setToken('offline');
  });
  afterAll(() => standIn.close());

  it("a member added for the web leaves the bot's own member, and its roles, readable", async () => {
    standIn.addMember(GUILD, { user: { id: '1203458820156252002', username: 'holder-0001' } });
    const facts = await createDiscordFacts(rest, () => standIn.applicationId).guild(GUILD);
    expect(facts.botRoleIds).toEqual([standIn.guild(GUILD).botRoleId]);
    expect(facts.ownerId).toBe(standIn.guild(GUILD).ownerId);
  });

  it('the added member is found by id and by search, with its name as given', async () => {
    standIn.addMember(GUILD, {
      user: { id: '1203458820156252003', username: 'holder-0002' },
      nick: 'Second',
      roles: [standIn.guild(GUILD).moderatorsRoleId],
    });
    const directory = discordDirectory(rest);
    const names = await directory.members(GUILD, ['1203458820156252002', '1203458820156252003', '1203458820156252999']);
    expect(Object.fromEntries([...names].map(([id, m]) => [id, m.name]))).toEqual({
      '1203458820156252002': 'holder-0001',
      '1203458820156252003': 'Second',
    });
    expect(await directory.search(GUILD, 'holder-0002', 5)).toEqual(['1203458820156252003']);
    const member = (await rest.get(Routes.guildMember(GUILD, '1203458820156252003'))) as { roles: string[] };
    expect(member.roles).toEqual([standIn.guild(GUILD).moderatorsRoleId]);
  });
});
