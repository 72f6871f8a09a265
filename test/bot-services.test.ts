import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPendingStore } from '../src/bot/services.js';
import { createLogger } from '../src/log.js';
import { fixtureModules } from './fixtures/modules.js';
import { startTestBot, type TestBot } from './harness.js';

describe('pending store', () => {
  test('put/get, and claim gives the value exactly once', () => {
    const store = createPendingStore();
    try {
      const id = store.put({ raid: 1 }, 60_000);
      expect(id).toMatch(/^[\w-]{8}$/);
      expect(store.get<{ raid: number }>(id)?.value).toEqual({ raid: 1 });
      expect(store.claim(id)).toEqual({ raid: 1 });
      expect(store.claim(id)).toBeUndefined();
      expect(store.outcome(id)).toBeUndefined();
      store.settle(id, 'created');
      expect(store.claim(id)).toBeUndefined();
      expect(store.outcome(id)).toBe('created');
      store.delete(id);
      expect(store.get(id)).toBeUndefined();
    } finally {
      store.stop();
    }
  });

  test('entries expire; the sweep drops them but not one being worked on', () => {
    let now = 1_000;
    const store = createPendingStore({ now: () => now });
    try {
      const open = store.put('a', 100);
      const claimed = store.put('b', 100);
      expect(store.claim(claimed)).toBe('b');
      now += 101;
      expect(store.get(open)).toBeUndefined();
      expect(store.claim(open)).toBeUndefined();
      store.sweep();
      expect(store.size).toBe(1);
      store.settle(claimed, 'done');
      store.sweep();
      expect(store.size).toBe(0);
    } finally {
      store.stop();
    }
  });

  test('the sweep runs on its own timer', async () => {
    let now = 0;
    const store = createPendingStore({ now: () => now, sweepEveryMs: 10 });
    try {
      store.put('x', 5);
      now = 10;
      await new Promise((r) => setTimeout(r, 50));
      expect(store.size).toBe(0);
    } finally {
      store.stop();
    }
  });
});

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
    expect(lines.some((l) => l.audit === true && l.userId === actor.userId && l.action === 'modtool' && l.guildId === bot.guildId)).toBe(true);
  });

  test('a failing post is logged, never thrown', async () => {
    bot.standIn.fail({ method: 'POST', path: /^\/channels\//, status: 403, body: { message: 'Missing Access', code: 50001 } });
    const r = await bot.slash('modtool', {}, bot.moderator());
    expect(r.message?.content).toBe('moderated');
    expect(lines.some((l) => l.msg === 'could not post to the audit channel' && l.level === 40)).toBe(true);
  });
});
