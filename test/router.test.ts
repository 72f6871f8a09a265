import { randomUUID } from 'node:crypto';
import { PermissionFlagsBits } from 'discord.js';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createLogger } from '../src/log.js';
import { MESSAGES } from '../src/bot/router/router.js';
import { NO_KEY_MESSAGE as NO_KEY, readStored } from '../src/command/error-texts.js';
import { ENGLISH } from '../src/i18n/reader.js';

const NO_KEY_MESSAGE = readStored(NO_KEY, ENGLISH);
import { DEMO } from '../src/sandbox/demo.js';
import { fixtureModules, PROBE_IDS, type Probe } from './fixtures/modules.js';
import { MEMBER_PERMISSIONS, startTestBot, type RunResult, type TestBot } from './harness.js';

const probe: Probe = {};
const logLines: string[] = [];
const logger = createLogger({ level: 'debug', destination: { write: (line: string) => void logLines.push(line) } });
const MOD_ROLE = '111111111111111111';

let bot: TestBot;
beforeAll(async () => {
  bot = await startTestBot({
    commands: fixtureModules(probe),
    logger,
    autocompleteTimeoutMs: 300,
    config: (c) => {
      c.discord.moderatorRoleIds = [MOD_ROLE];
    },
  });
});
afterAll(() => bot?.close());
afterEach(() => {
  delete probe.beforeUpstream;
  bot.sandbox.faults.clear();
});

const content = (r: RunResult) => String(r.message?.content ?? '');

describe('acknowledge, then answer', () => {
  test('a public command is deferred publicly before the upstream call, then edited', async () => {
    let seenAtUpstream: { paths: string[]; upstream: number } | undefined;
    probe.beforeUpstream = () => {
      seenAtUpstream = { paths: bot.calls.map((c) => `${c.method} ${c.path}`), upstream: bot.sandbox.stats.total() };
    };
    const before = bot.sandbox.stats.total();
    const r = await bot.slash('probe', { subcommand: 'quest', id: DEMO.quests.active });
    expect(r.ack).toBe('defer');
    expect(r.calls.map((c) => c.method)).toEqual(['POST', 'PATCH']);
    expect(r.calls[0]!.body).toMatchObject({ type: 5, data: { flags: 0 } });
    // At the moment the handler was about to call upstream, the defer had already reached Discord.
    expect(seenAtUpstream!.paths.at(-1)).toBe(`POST /interactions/${r.interactionId}/${r.calls[0]!.path.split('/')[3]}/callback`);
    expect(seenAtUpstream!.upstream).toBe(before);
    expect(bot.sandbox.stats.total()).toBe(before + 1);
    expect(r.ephemeral).toBe(false);
    expect(content(r)).toMatch(/^Quest: /);
  });

  test('a private reply is deferred ephemeral', async () => {
    const r = await bot.slash('probe', { subcommand: 'quest', id: DEMO.quests.active, private: true });
    expect(r.calls[0]!.body).toMatchObject({ type: 5, data: { flags: 64 } });
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toMatch(/^Quest: /);
  });

  test('an unknown command gets a polite private answer', async () => {
    const r = await bot.slash('retired-command');
    expect(r.ack).toBe('reply');
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toBe(MESSAGES.unknownCommand);
  });

  test('a DM is refused: no community there', async () => {
    const r = await bot.slash('probe', { subcommand: 'quest', id: 'x' }, bot.member({ guildId: null }));
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toBe(MESSAGES.notInGuild);
  });
});

describe('options', () => {
  test('flattened and checked against the definition: a bound names the field, privately, with no request', async () => {
    const before = bot.sandbox.stats.total();
    const r = await bot.slash('probe', { subcommand: 'count', n: 9 });
    expect(r.ack).toBe('reply');
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toContain('`n`');
    expect(content(r)).toContain('`n`: must be between 1 and 5');
    expect(bot.sandbox.stats.total()).toBe(before);
  });

  test('users arrive as id strings', async () => {
    const r = await bot.slash('probe', { subcommand: 'count', n: 2, who: '222222222222222222' });
    expect(content(r)).toBe('count 2 for <@222222222222222222>');
  });

  test('a user context menu passes its target', async () => {
    const r = await bot.userCommand('Inspect member', '333333333333333333', bot.moderator());
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toBe('inspected 333333333333333333');
  });
});

describe('errors are private', () => {
  test('UserError shows its message with the field', async () => {
    const r = await bot.slash('probe', { subcommand: 'oops' });
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toBe('`thing`: That thing is not allowed here');
  });

  test('after a public defer the placeholder is deleted and the error follows up ephemerally', async () => {
    const r = await bot.slash('probe', { subcommand: 'oops' });
    expect(r.calls.map((c) => c.method)).toEqual(['POST', 'DELETE', 'POST']);
    expect(r.deleted).toBe(true);
    expect(r.calls[2]!.path).toMatch(/^\/webhooks\//);
    expect(r.ephemeral).toBe(true);
  });

  test('when the placeholder cannot be deleted it gets a line with no details, never a public error', async () => {
    bot.standIn.fail({ method: 'DELETE', path: /^\/webhooks\//, status: 404, body: { message: 'Unknown Message', code: 10008 } });
    const r = await bot.slash('probe', { subcommand: 'oops' });
    expect(r.calls.map((c) => c.method)).toEqual(['POST', 'DELETE', 'PATCH']);
    expect(content(r)).toBe(MESSAGES.failedPublicly);
    expect(JSON.stringify(r.calls.map((c) => c.body))).not.toContain('not allowed here');
  });

  test('after a private defer the reply itself becomes the error', async () => {
    const r = await bot.slash('probe', { subcommand: 'quest', id: DEMO.quests.unknown, private: true });
    expect(r.calls.map((c) => c.method)).toEqual(['POST', 'PATCH']);
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toMatch(/^Not found/);
  });

  test('an unexpected error shows a reference that is also in the error log line, never the internals', async () => {
    const r = await bot.slash('probe', { subcommand: 'boom' });
    expect(r.ephemeral).toBe(true);
    const ref = /reference ([0-9A-F]{8})/.exec(content(r))?.[1];
    expect(ref).toBeDefined();
    expect(content(r)).not.toContain('internal detail');
    const line = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.reference === ref);
    expect(line).toMatchObject({ level: 50, reference: ref });
    expect(JSON.stringify(line)).toContain('internal detail');
  });

  test('upstream 5xx → the service had a problem, with a reference', async () => {
    bot.sandbox.faults.set('getQuest', { errorRate: 1, errorStatus: 500 });
    // Each of these error tests asks for a quest not read before: reads are cached.
    const r = await bot.slash('probe', { subcommand: 'quest', id: DEMO.quests.archived });
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toMatch(/Community API had a problem.*reference [0-9A-F]{8}/);
  });

  test('schema drift upstream → the service had a problem', async () => {
    bot.sandbox.faults.set('getQuest', { drift: 'missing-field' });
    const r = await bot.slash('probe', { subcommand: 'quest', id: DEMO.quests.paused });
    expect(content(r)).toMatch(/Community API had a problem/);
  });

  test('429 → busy, try again in N s', async () => {
    bot.sandbox.faults.set('getQuest', { rateLimitBurst: 1 });
    const r = await bot.slash('probe', { subcommand: 'quest', id: DEMO.quests.draft });
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toMatch(/^The Community API is busy; try again in \d+ seconds?\.$/);
  });
});

describe('safety', () => {
  test('allowed_mentions parse [] on every message payload sent', async () => {
    const runs = [
      await bot.slash('probe', { subcommand: 'everyone' }),
      await bot.slash('probe', { subcommand: 'oops' }),
      await bot.slash('probe', { subcommand: 'count', n: 9 }),
      await bot.slash('probe', { subcommand: 'pager' }),
      await bot.button(PROBE_IDS.page.id('page', { page: 1 })!),
      await bot.button('probe:gone:1'),
      await bot.slash('modtool', {}, bot.member()),
    ];
    for (const r of runs) {
      expect(r.payloads.length).toBeGreaterThan(0);
      for (const p of r.payloads) expect(p.allowed_mentions).toEqual({ parse: [] });
    }
    expect(content(runs[0]!)).toContain('@everyone');
  });

  test('an oversized view is cut to Discord limits and accepted', async () => {
    const r = await bot.slash('probe', { subcommand: 'big' });
    const m = r.message as {
      content: string;
      embeds: {
        title?: string;
        description?: string;
        fields?: { name: string; value: string }[];
        footer?: { text: string };
        author?: { name: string };
      }[];
      components: { components: { options?: unknown[] }[] }[];
    };
    expect(m.content.length).toBe(2000);
    expect(m.content.endsWith('…')).toBe(true);
    const total = m.embeds.reduce(
      (n, e) =>
        n +
        (e.title?.length ?? 0) +
        (e.description?.length ?? 0) +
        (e.footer?.text.length ?? 0) +
        (e.author?.name.length ?? 0) +
        (e.fields ?? []).reduce((k, f) => k + f.name.length + f.value.length, 0),
      0,
    );
    expect(total).toBeLessThanOrEqual(6000);
    expect(m.embeds[0]!.title!.length).toBe(256);
    expect(m.embeds[0]!.description!.length).toBeLessThanOrEqual(4096);
    for (const e of m.embeds) expect((e.fields ?? []).length).toBeLessThanOrEqual(25);
    expect(m.components[0]!.components[0]!.options!.length).toBe(25);
  });
});

describe('components', () => {
  test("'update' components defer the update and edit the message", async () => {
    const r = await bot.button(PROBE_IDS.page.id('page', { page: 3 })!);
    expect(r.ack).toBe('deferUpdate');
    expect(r.calls[1]).toMatchObject({ method: 'PATCH' });
    expect(content(r)).toBe('page 3');
    expect(r.ephemeral).toBe(false);
  });

  test("'private' selects defer ephemeral and get values and the message's owner", async () => {
    const owner = '444444444444444444';
    const r = await bot.select(PROBE_IDS.pick.id('pick', { tag: 'x' })!, ['2'], undefined, owner);
    expect(r.calls[0]!.body).toMatchObject({ type: 5, data: { flags: 64 } });
    expect(content(r)).toBe(`picked 2 on a message of ${owner}`);
  });

  test.each([
    ['an unknown action', 'probe:gone:1'],
    ['an unknown command', 'nosuch:page:1'],
    ['a prototype key as action', 'probe:constructor:1'],
    ['garbage', 'not a custom id'],
    ['missing parts', 'probe'],
  ])('%s gets a polite private message', async (_what, id) => {
    const r = await bot.button(id);
    expect(r.ack).toBe('reply');
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toBe(MESSAGES.stale);
  });

  test('tampered state never reaches the handler: the codec refuses it and the router answers stale, privately', async () => {
    for (const id of ['probe:page:-7~', 'probe:page:-7', 'probe:page:3', PROBE_IDS.page.id('page', { page: 3 })!.slice(0, -1)]) {
      const r = await bot.button(id);
      expect(r.ack).toBe('reply');
      expect(r.ephemeral).toBe(true);
      expect(content(r)).toBe(MESSAGES.stale);
    }
  });

  test('a button can open a modal; its submit reaches the modal handler', async () => {
    const opened = await bot.button(PROBE_IDS.form.id('form', {})!);
    expect(opened.ack).toBe('modal');
    const formId = PROBE_IDS.form.id('form', { from: 'from-button' })!;
    expect(opened.modal).toMatchObject({ custom_id: formId, title: 'A form' });
    const submitted = await bot.modal(formId, { note: 'hello *there*' }, undefined, true);
    expect(submitted.calls[0]!.body).toMatchObject({ type: 5, data: { flags: 64 } });
    expect(content(submitted)).toBe('form from-button: hello \\*there\\*');
  });

  test('a moderator-only component refuses a member', async () => {
    const approve = PROBE_IDS.approve.id('approve', { n: 42 })!;
    const member = await bot.button(approve);
    expect(content(member)).toBe(MESSAGES.notModerator);
    expect(member.ephemeral).toBe(true);
    const mod = await bot.button(approve, bot.moderator());
    expect(mod.ephemeral).toBe(false);
    expect(content(mod)).toBe('approved 42');
  });
});

describe('permissions', () => {
  test('a member is refused a moderator command, with no defer and no request', async () => {
    const before = bot.sandbox.stats.total();
    const r = await bot.slash('modtool', {}, bot.member());
    expect(r.calls).toHaveLength(1);
    expect(r.ack).toBe('reply');
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toBe(MESSAGES.notModerator);
    expect(bot.sandbox.stats.total()).toBe(before);
  });

  test.each([
    ['Manage Server', { permissions: MEMBER_PERMISSIONS | PermissionFlagsBits.ManageGuild }],
    ['Administrator', { permissions: MEMBER_PERMISSIONS | PermissionFlagsBits.Administrator }],
    ['a configured moderator role', { roles: ['999999999999999999', MOD_ROLE] }],
  ])('%s is a moderator', async (_what, overrides) => {
    const r = await bot.slash('modtool', {}, bot.member(overrides));
    expect(content(r)).toBe('moderated');
  });

  test("a member command's moderator subcommand refuses a member before any defer", async () => {
    const member = await bot.slash('probe', { subcommand: 'secret' });
    expect(member.calls).toHaveLength(1);
    expect(member.ephemeral).toBe(true);
    expect(content(member)).toBe(MESSAGES.notModerator);
    const mod = await bot.slash('probe', { subcommand: 'secret' }, bot.moderator());
    expect(content(mod)).toBe('the secret');
  });

  test('an unrelated role is not', async () => {
    const r = await bot.slash('modtool', {}, bot.member({ roles: ['999999999999999999'] }));
    expect(content(r)).toBe(MESSAGES.notModerator);
  });
});

describe('communities', () => {
  test('a guild without a key gets a clear message and sends no request', async () => {
    const before = bot.sandbox.stats.total();
    const r = await bot.slash('probe', { subcommand: 'quest', id: DEMO.quests.active }, bot.member({ guildId: '555555555555555555' }));
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toBe(NO_KEY_MESSAGE);
    expect(bot.sandbox.stats.total()).toBe(before);
  });
});

describe('autocomplete', () => {
  test('answers with choices from the handler', async () => {
    const r = await bot.autocomplete('probe', { subcommand: 'suggest', q: 'poly' }, 'q');
    expect(r.ack).toBe('choices');
    expect(r.choices).toEqual([{ name: 'Polygon', value: 'Polygon' }]);
  });

  test('a slow handler is answered with [] when the timer fires', async () => {
    let release!: () => void;
    probe.autocompleteGate = new Promise((resolve) => (release = resolve));
    try {
      const r = await bot.autocomplete('probe', { subcommand: 'suggest', q: 'slow' }, 'q');
      expect(r.calls).toHaveLength(1);
      expect(r.choices).toEqual([]);
    } finally {
      release();
    }
  });

  test('a failing handler is answered with [], never an error', async () => {
    const r = await bot.autocomplete('probe', { subcommand: 'suggest', q: 'fail' }, 'q');
    expect(r.choices).toEqual([]);
  });

  test('a guild without a key gets [] and sends nothing', async () => {
    const before = bot.sandbox.stats.total();
    const r = await bot.autocomplete('probe', { subcommand: 'suggest', q: 'eth' }, 'q', bot.member({ guildId: '555555555555555555' }));
    expect(r.choices).toEqual([]);
    expect(bot.sandbox.stats.total()).toBe(before);
  });
});

describe('two guilds, two keys', () => {
  let two: TestBot;
  let keyB = '';
  const guildB = '666666666666666666';
  beforeAll(async () => {
    two = await startTestBot({
      commands: fixtureModules(),
      keys: (sandbox) => {
        keyB = sandbox.addCommunity({ seed: 7 });
        return { [DEMO.guildId]: sandbox.demoKey, [guildB]: keyB };
      },
    });
  });
  afterAll(() => two?.close());

  test("each guild's requests carry only its own key", async () => {
    const a0 = two.sandbox.stats.byKey(two.demoKey);
    const b0 = two.sandbox.stats.byKey(keyB);
    await two.slash('probe', { subcommand: 'quest', id: DEMO.quests.active });
    expect(two.sandbox.stats.byKey(two.demoKey)).toBe(a0 + 1);
    expect(two.sandbox.stats.byKey(keyB)).toBe(b0);
    await two.slash('probe', { subcommand: 'quest', id: DEMO.quests.ended }, two.member({ guildId: guildB }));
    await two.slash('probe', { subcommand: 'quest', id: DEMO.quests.paused }, two.member({ guildId: guildB }));
    expect(two.sandbox.stats.byKey(two.demoKey)).toBe(a0 + 1);
    expect(two.sandbox.stats.byKey(keyB)).toBe(b0 + 2);
  });
});

describe('key refused', () => {
  let refused: TestBot;
  beforeAll(async () => {
    refused = await startTestBot({ commands: fixtureModules(), keysByGuild: { [DEMO.guildId]: randomUUID() } });
  });
  afterAll(() => refused?.close());

  test('401 → ask an admin', async () => {
    const r = await refused.slash('probe', { subcommand: 'quest', id: DEMO.quests.active });
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toBe("This server's Community API key was refused (401); ask an admin.");
  });
});

describe('writes whose outcome is unknown', () => {
  let slow: TestBot;
  beforeAll(async () => {
    slow = await startTestBot({ commands: fixtureModules(), apiOptions: { timeoutMs: 300 } });
  });
  afterAll(() => slow?.close());

  test('a POST that times out says to check before retrying', async () => {
    slow.sandbox.faults.set('saveToken', { hang: true });
    const r = await slow.slash('probe', { subcommand: 'write' });
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toMatch(/outcome is unknown: check before trying again/);
  });
});

describe('noWait in autocomplete', () => {
  let limited: TestBot;
  beforeAll(async () => {
    limited = await startTestBot({ commands: fixtureModules(), apiOptions: { ratePerSecond: 1 }, autocompleteTimeoutMs: 2_500 });
  });
  afterAll(() => limited?.close());

  test('an autocomplete never queues behind the rate limit: it answers [] without sending', async () => {
    const first = await limited.autocomplete('probe', { subcommand: 'suggest', q: `quest:${DEMO.quests.active}` }, 'q');
    expect(first.choices).toHaveLength(1);
    const sent = limited.sandbox.stats.total();
    // The key's one request this second is spent: a queued call would be sent within 1 s,
    // well inside the 2.5 s autocomplete window; noWait fails at once instead.
    const second = await limited.autocomplete('probe', { subcommand: 'suggest', q: `quest:${DEMO.quests.ended}` }, 'q');
    expect(second.choices).toEqual([]);
    expect(limited.sandbox.stats.total()).toBe(sent);
  });
});
