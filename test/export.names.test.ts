import { REST } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discordDirectory, LIST_PAGE } from '../src/bot/directory.js';
import { startDiscordStandIn, type DiscordStandIn } from '../src/bot/offline/discord-rest.js';

/**
 * An export's names, read in bulk: what the bot has first (the asker's name from the
 * interaction, names any directory of the bot already read), then the server's member list a
 * thousand members a read, skipping ahead to the next id still wanted; without the Server
 * Members intent, a bounded number of single reads, and the reader says why the rest are unnamed.
 */

const MEMBERS = 2_500;
const id = (i: number) => String(1203458820156000000n + BigInt(i) * 7n);

describe("an export's name reader", () => {
  let standIn: DiscordStandIn;
  let guild = 1203458820156252100n;
  const newGuild = (members: number) => {
    const g = String(guild++);
    for (let i = 0; i < members; i++) standIn.addMember(g, { user: { id: id(i), username: `member${i}` } });
    return g;
  };
  const reads = (g: string, since: number) => {
    const calls = standIn.calls.slice(since).filter((c) => c.method === 'GET' && c.path.startsWith(`/guilds/${g}/members`));
    return {
      list: calls.filter((c) => c.path === `/guilds/${g}/members`).length,
      single: calls.filter((c) => /\/members\/\d+$/.test(c.path)).length,
    };
  };
  let rest: REST;
  beforeAll(async () => {
    standIn = await startDiscordStandIn();
    rest = new REST({ api: standIn.apiUrl, retries: 0, globalRequestsPerSecond: 5_000 }).setToken('offline');
  });
  afterAll(() => standIn.close());

  it('names every member of a board of most of the server in about members / 1,000 reads, whatever order the ids come in', async () => {
    const g = newGuild(MEMBERS);
    const before = standIn.calls.length;
    const reader = discordDirectory(rest).bulk(g, { listPages: 25, singleReads: 100, known: new Map([[id(5), 'From the interaction']]) });
    // Rows in board order (here: the ids falling), with 20 ids that are no member.
    const wanted = [
      ...Array.from({ length: MEMBERS }, (_, i) => id(i)),
      ...Array.from({ length: 20 }, (_, i) => id(MEMBERS + 10 + i)),
    ].reverse();
    const found = await reader.names(wanted);
    expect(found.size).toBe(MEMBERS);
    expect(found.get(id(5))).toBe('From the interaction');
    expect(found.get(id(6))).toBe('member6');
    expect(reader.limited).toBeUndefined();
    const r = reads(g, before);
    expect(r.single).toBe(0);
    expect(r.list).toBeLessThanOrEqual(Math.ceil(MEMBERS / LIST_PAGE) + 3);
  });

  it('a few scattered members cost a read each at most, and names read once are kept for the next export', async () => {
    const g = newGuild(MEMBERS);
    const before = standIn.calls.length;
    const few = [id(10), id(1_200), id(2_400)];
    const first = await discordDirectory(rest).bulk(g, { listPages: 25, singleReads: 100 }).names(few);
    expect([...first.values()].sort()).toEqual(['member10', 'member1200', 'member2400']);
    expect(reads(g, before).list).toBeLessThanOrEqual(3);
    // Another directory on the same client (the web board's, say) reads none of them again.
    const again = standIn.calls.length;
    const second = await discordDirectory(rest).bulk(g, { listPages: 25, singleReads: 100 }).names(few);
    expect(second).toEqual(first);
    expect(reads(g, again)).toEqual({ list: 0, single: 0 });
  });

  it('stops at its list pages and says so', async () => {
    const g = newGuild(MEMBERS);
    const reader = discordDirectory(rest).bulk(g, { listPages: 1, singleReads: 100 });
    const found = await reader.names(Array.from({ length: MEMBERS }, (_, i) => id(i)));
    expect(found.size).toBe(LIST_PAGE);
    expect(reader.limited).toBe('list');
  });

  it('without the Server Members intent: at most its single reads, and says why', async () => {
    const g = newGuild(300);
    standIn.guild(g).membersIntent = false;
    const before = standIn.calls.length;
    const reader = discordDirectory(rest).bulk(g, { listPages: 25, singleReads: 40 });
    const found = await reader.names(Array.from({ length: 300 }, (_, i) => id(i)));
    expect(found.size).toBe(40);
    expect(reader.limited).toBe('intent');
    expect(reads(g, before)).toEqual({ list: 1, single: 40 });
  });
});
