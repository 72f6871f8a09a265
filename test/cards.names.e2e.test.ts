import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardCard, Card, RankCard } from '../src/cards/draw.js';
import { DEMO } from '../src/sandbox/index.js';
import { startTestBot, type TestBot } from './harness.js';

/**
 * An image card cannot render a mention, so it names the members Discord
 * knows (as Discord shows them: nickname, display name, username) and shows an id only for one
 * it cannot read; the names are read through Discord's REST (the stand-in here), once per member.
 */

let bot: TestBot;
const drawn: Card[] = [];
beforeAll(async () => {
  bot = await startTestBot();
  // What the bot asked the card renderer to draw.
  const cards = bot.bot.services.cards;
  const render = cards.render.bind(cards);
  cards.render = (card) => (drawn.push(card), render(card));
});
afterAll(() => bot?.close());

describe('card names', () => {
  it('the board card names the holders Discord knows, an id for the others', async () => {
    const first = await bot.slash('leaderboard', { system: DEMO.pointSystems.active });
    const rows = await bot.api.forKey(bot.demoKey).getPointBalances({ pointSystemId: DEMO.pointSystems.active, limit: 10 });
    const [a, b, , c] = rows.data.map((r) => r.userId);
    bot.standIn.addMember(DEMO.guildId, { user: { id: a!, username: 'aurora.builds', global_name: 'Aurora' } });
    bot.standIn.addMember(DEMO.guildId, { user: { id: b!, username: 'quiet.otter' }, nick: 'Otter (mod)' });
    bot.standIn.addMember(DEMO.guildId, { user: { id: c!, username: 'new.member' } });
    expect(first.ack).toBeDefined();
    await bot.slash('leaderboard', { system: DEMO.pointSystems.active, card: true });
    const card = drawn.at(-1) as BoardCard;
    expect(card.kind).toBe('board');
    const names = card.rows.map((r) => r.name);
    expect(names.slice(0, 4)).toEqual(['Aurora', 'Otter (mod)', rows.data[2]!.userId, 'new.member']);
    expect(names.filter((n) => /^\d{17,20}$/.test(n)).length).toBe(7);
  });

  it("another member's rank card names them", async () => {
    const rows = await bot.api.forKey(bot.demoKey).getPointBalances({ pointSystemId: DEMO.pointSystems.active, limit: 1 });
    const top = rows.data[0]!.userId;
    await bot.slash('points', { subcommand: 'balance', member: top, system: DEMO.pointSystems.active, card: true });
    const card = drawn.at(-1) as RankCard;
    expect(card.kind).toBe('rank');
    expect(card.name).toBe('Aurora');
  });
});
