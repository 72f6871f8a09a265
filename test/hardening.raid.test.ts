import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { raid } from '../commands/raid.js';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { createHarness, type Harness, type RunResult } from '../src/bot/offline/harness.js';
import { EXAMPLE_POST_URL } from '../src/input/parse.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { ENGLISH } from '../src/i18n/reader.js';
import { WRITE_IN_FLIGHT as IN_FLIGHT } from '../src/features/writes/confirm-view.js';
import {
  captureLog,
  expectAnswered,
  expectNoSecrets,
  FAKE_DISCORD_TOKEN,
  FAST_API,
  finalText,
  spyErrors,
  watchUnhandled,
} from './hardening.helpers.js';

const RAID_IN_FLIGHT = IN_FLIGHT(ENGLISH);
/**
 * The client's timeout here: a slow POST must stay well inside it on a loaded machine (presses
 * racing one in flight), and a slower one well past it (the timed-out press).
 */
const TIMEOUT_MS = 1_000;

/**
 * Moderators spend community money with a raid: however the confirm button is pressed and
 * however the POST ends, at most one raid is created and the moderator is told which of
 * created, not created, or unknown (check before trying again) happened.
 */

let sb: Sandbox;
let rawApi: CommunityApi;
let h: Harness;
const log = captureLog('debug');
const unhandled = watchUnhandled();
let errors: string[] = [];

beforeAll(async () => {
  sb = await startSandbox({ ratePerSecond: 0 });
  rawApi = createCommunityApi({ baseUrl: sb.url, ...FAST_API, timeoutMs: TIMEOUT_MS });
  const spy = spyErrors(rawApi);
  errors = spy.errors;
  h = await createHarness({
    commands: [raid],
    api: spy.api,
    keysByGuild: { [DEMO.guildId]: sb.demoKey },
    logger: log.logger,
    config: (c) => {
      c.discord.token = FAKE_DISCORD_TOKEN;
    },
  });
});
afterEach(() => sb.faults.clear());
afterAll(async () => {
  unhandled.stop();
  await h?.close();
  await rawApi?.close();
  await sb?.close();
});

const posts = () => sb.stats.byRoute().createRaid;
const stored = () => sb.raids(sb.demoKey).length;
const content = (r: RunResult) => String(r.message?.content ?? '');

/** A preview for a fresh title; returns the confirm button's id and the moderator. */
async function preview(title: string) {
  const actor = h.moderator();
  const r = await h.slash(
    'raid',
    {
      subcommand: 'create',
      title,
      'post-url': EXAMPLE_POST_URL,
      'reward-type': 'TOKEN_POOL',
      chain: 'Polygon',
      token: 'native',
      amount: 10,
    },
    actor,
  );
  const confirm = ((r.message?.components ?? []) as { components: { custom_id: string }[] }[])[0]?.components[0]?.custom_id;
  if (!confirm) throw new Error(`no preview: ${content(r)}`);
  return { confirm, actor };
}

/** Runs `fn` and returns the POSTs that reached the sandbox and the raids it stored meanwhile. */
async function counted<T>(fn: () => Promise<T>): Promise<{ result: T; posts: number; stored: number }> {
  const [p, s] = [posts(), stored()];
  const result = await fn();
  return { result, posts: posts() - p, stored: stored() - s };
}

const CREATED = /^Raid created: \*\*/;
const UNKNOWN = /^Outcome unknown — .*Check the raid channel before trying again/;

describe('a raid confirmation sends at most one POST', () => {
  it('pressed twice: one POST, both presses say it was created', async () => {
    const p = await preview('Twice');
    const {
      result,
      posts: sent,
      stored: made,
    } = await counted(async () => [await h.button(p.confirm, p.actor), await h.button(p.confirm, p.actor)]);
    expect(sent).toBe(1);
    expect(made).toBe(1);
    for (const r of result) {
      expectAnswered(r);
      expect(content(r)).toMatch(CREATED);
    }
  });

  it('pressed from two clients at once: one POST; each press ends as created or "being created"', async () => {
    const p = await preview('Two clients');
    // The POST takes a while, so the other presses arrive while it is in flight.
    sb.faults.set('createRaid', { latencyMs: 120 });
    const {
      result,
      posts: sent,
      stored: made,
    } = await counted(() => Promise.all(Array.from({ length: 4 }, () => h.button(p.confirm, p.actor))));
    expect(sent).toBe(1);
    expect(made).toBe(1);
    const texts = result.map((r) => (expectAnswered(r), content(r)));
    for (const t of texts) expect(CREATED.test(t) || t === RAID_IN_FLIGHT, t).toBe(true);
    expect(texts.some((t) => CREATED.test(t))).toBe(true);
    expect(texts).toContain(RAID_IN_FLIGHT);
    // Once settled, a later press shows the outcome and sends nothing.
    const again = await counted(() => h.button(p.confirm, p.actor));
    expect(again.posts).toBe(0);
    expect(content(again.result)).toMatch(CREATED);
  });

  it('pressed after the POST timed out: the outcome is unknown, with advice, and nothing is resent', async () => {
    const p = await preview('Slow service');
    // Longer than the client's timeout: the request left, no answer came back in time.
    sb.faults.set('createRaid', { latencyMs: 2 * TIMEOUT_MS });
    const first = await counted(() => h.button(p.confirm, p.actor));
    expectAnswered(first.result);
    expect(first.posts).toBe(1);
    expect(content(first.result)).toMatch(UNKNOWN);
    expect(content(first.result)).toContain('will not resend');
    sb.faults.clear();
    const again = await counted(() => Promise.all([h.button(p.confirm, p.actor), h.button(p.confirm, p.actor)]));
    expect(again.posts).toBe(0);
    expect(again.stored).toBe(0);
    for (const r of again.result) expect(content(r)).toMatch(UNKNOWN);
  });

  it.each([
    ['a connection reset', { reset: 1 }],
    ['a 503', { errorRate: 1, errorStatus: 503 }],
    ['a hang', { hang: true }],
  ] as const)('after %s the outcome is unknown and a second press sends nothing', async (_what, fault) => {
    const p = await preview(`Fault ${_what}`);
    sb.faults.set('createRaid', fault);
    const first = await counted(() => h.button(p.confirm, p.actor));
    expect(first.posts).toBe(1);
    expect(content(first.result)).toMatch(UNKNOWN);
    sb.faults.clear();
    const again = await counted(() => h.button(p.confirm, p.actor));
    expect(again.posts).toBe(0);
    expect(again.stored).toBe(0);
    expect(content(again.result)).toMatch(UNKNOWN);
  });

  it('a refusal (4xx) says it was not created, with the reason, and is not resent', async () => {
    const p = await preview('Refused');
    sb.faults.set('createRaid', { errorRate: 1, errorStatus: 422 });
    const first = await counted(() => h.button(p.confirm, p.actor));
    expect(first.posts).toBe(1);
    expect(first.stored).toBe(0);
    expect(content(first.result)).toMatch(/^The raid was not created: injected fault/);
    sb.faults.clear();
    const again = await counted(() => h.button(p.confirm, p.actor));
    expect(again.posts).toBe(0);
    expect(content(again.result)).toMatch(/^The raid was not created/);
  });

  it('429 on the POST: not created (the service refused before acting), said so, not resent', async () => {
    const p = await preview('Busy');
    sb.faults.set('createRaid', { rateLimitBurst: 1 });
    const first = await counted(() => h.button(p.confirm, p.actor));
    expect(first.posts).toBe(1);
    expect(first.stored).toBe(0);
    expect(finalText(first.result)).toMatch(/not created|busy/i);
    const again = await counted(() => h.button(p.confirm, p.actor));
    expect(again.posts).toBe(0);
  });

  it('leaks nothing and leaves nothing unhandled', () => {
    expect(unhandled.reasons).toEqual([]);
    expectNoSecrets([FAKE_DISCORD_TOKEN, sb.demoKey], {
      log: log.lines,
      rest: h.calls.map((c) => `${c.path} ${JSON.stringify(c.body)}`),
      errors,
    });
  });
});
