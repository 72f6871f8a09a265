import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLogger } from '../src/log.js';
import { fixtureModules } from './fixtures/modules.js';
import { startTestBot, type TestBot } from './harness.js';

describe('audit', () => {
  const AUDIT_CHANNEL = '777777777777777777';
  const lines: Record<string, unknown>[] = [];
  let bot: TestBot;
  beforeAll(async () => {
    bot = await startTestBot({
      commands: fixtureModules(),
      logger: createLogger({ level: 'info', destination: { write: (l: string) => void lines.push(JSON.parse(l)) } }),
      config: (c) => {
        c.discord.auditChannelId = AUDIT_CHANNEL;
      },
    });
  });
  afterAll(() => bot?.close());

  test('logs the entry and posts it to the audit channel with the bot token, mentioning no one', async () => {
    const actor = bot.moderator();
    const r = await bot.slash('modtool', {}, actor);
    expect(r.message?.content).toBe('moderated');
    const post = bot.calls.find((c) => c.method === 'POST' && c.path === `/channels/${AUDIT_CHANNEL}/messages`);
    expect(post?.authorized).toBe(true);
    expect(post?.body).toMatchObject({ allowed_mentions: { parse: [] } });
    expect(String((post?.body as { content: string }).content)).toContain(`by <@${actor.userId}>`);
    expect(lines.some((l) => l.audit === true && l.userId === actor.userId && l.action === 'modtool' && l.guildId === bot.guildId)).toBe(
      true,
    );
  });

  test('a failing post is logged, never thrown', async () => {
    bot.standIn.fail({ method: 'POST', path: /^\/channels\//, status: 403, body: { message: 'Missing Access', code: 50001 } });
    const r = await bot.slash('modtool', {}, bot.moderator());
    expect(r.message?.content).toBe('moderated');
    expect(lines.some((l) => l.msg === 'could not post to the audit channel' && l.level === 40)).toBe(true);
  });
});
