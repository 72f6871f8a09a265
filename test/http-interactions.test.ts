import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunityApi } from '../src/api/index.js';
import type { CommunityApi } from '../src/api/types.js';
import { snowflake, startDiscordStandIn, type DiscordStandIn } from '../src/bot/offline/discord-rest.js';
import { MODERATOR_PERMISSIONS, MEMBER_PERMISSIONS } from '../src/bot/offline/harness.js';
import {
  autocompletePayload,
  buttonPayload,
  chatInputPayload,
  modalPayload,
  type Actor,
  type PayloadContext,
} from '../src/bot/offline/payloads.js';
import { parseConfig } from '../src/config.js';
import { startHttpMode, type HttpMode } from '../src/http/run.js';
import { silentLogger } from '../src/log.js';
import { createMetrics } from '../src/metrics/metrics.js';
import { DEMO, startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { fixtureModules, PROBE_IDS, type Probe } from './fixtures/modules.js';
import { createSigner, postInteraction } from '../bench/signed.js';

/**
 * HTTP interactions mode in-process: Discord's signed POSTs in, the first answer in the HTTP
 * response, the rest over REST to the local Discord stand-in; the same router and modules as
 * the gateway.
 */

const signer = createSigner();
const probe: Probe = {};
let sandbox: Sandbox;
let standIn: DiscordStandIn;
let api: CommunityApi;
let http: HttpMode;
let url: string;
const healthy = { store: true };
/** /readyz and /metrics answer on the interactions port only to a request bearing OPS_TOKEN. */
const OPS_TOKEN = 'http-interactions-ops-token-0123456789';
const OPS = { headers: { authorization: `Bearer ${OPS_TOKEN}` } };

const actor = (o: Partial<Actor> = {}): Actor => ({
  guildId: DEMO.guildId,
  userId: snowflake(),
  username: 'member',
  permissions: MEMBER_PERMISSIONS,
  roles: [],
  locale: 'en-US',
  channelId: snowflake(),
  ...o,
});
const ctx = (a: Actor = actor()): PayloadContext => ({ applicationId: standIn.applicationId, actor: a });
const definition = (name: string) => http.bot.registry.definitions().find((d) => d.name === name);
const post = (payload: unknown) => postInteraction(url, signer, payload);

/** The REST calls made for one interaction (by its token), once the router has finished it. */
async function restFor(payload: { id: string; token: string }) {
  await http.bot.router.inFlight(payload.id);
  return standIn.calls.filter((c) => c.path.includes(`/${payload.token}`));
}

beforeAll(async () => {
  sandbox = await startSandbox({ ratePerSecond: 0 });
  standIn = await startDiscordStandIn();
  api = createCommunityApi({ baseUrl: sandbox.url, ratePerSecond: 0 });
  const config = parseConfig({
    NODE_ENV: 'test',
    DISCORD_TOKEN: 'http.mode.token',
    INTERACTIONS_PORT: '0',
    INTERACTIONS_HOST: '127.0.0.1',
    DISCORD_PUBLIC_KEY: signer.publicKeyHex,
    DISCORD_API_URL: standIn.apiUrl,
    DISCORD_GUILD_ID: DEMO.guildId,
    COMMUNITY_API_KEY: sandbox.demoKey,
    OPS_TOKEN,
  });
  http = await startHttpMode({
    config: { ...config, interactions: config.interactions! },
    logger: silentLogger,
    api,
    commands: fixtureModules(probe),
    checks: { store: () => healthy.store },
    shutdownGraceMs: 100,
  });
  url = `http://127.0.0.1:${http.port}`;
});

afterAll(async () => {
  await http?.stop();
  await api?.close();
  await standIn?.close();
  await sandbox?.close();
});

describe('signatures: refused with 401 before anything is parsed', () => {
  it('answers PING with PONG when signed', async () => {
    expect(await post({ type: 1 })).toEqual({ status: 200, json: { type: 1 } });
  });

  it('refuses a missing, wrong, stale or tampered signature', async () => {
    const body = JSON.stringify({ type: 1 });
    const other = createSigner();
    const now = Math.floor(Date.now() / 1000);
    const signed = signer.headers(body);
    const cases: Record<string, Record<string, string>> = {
      missing: { 'content-type': 'application/json' },
      'missing timestamp': { 'content-type': 'application/json', 'x-signature-ed25519': signed['x-signature-ed25519']! },
      'another key': other.headers(body),
      'not hex': { ...signed, 'x-signature-ed25519': 'zz'.repeat(64) },
      'stale (6 minutes old)': signer.headers(body, String(now - 6 * 60)),
      'from the future': signer.headers(body, String(now + 6 * 60)),
      'timestamp swapped after signing': { ...signed, 'x-signature-timestamp': String(now - 1) },
    };
    for (const [name, headers] of Object.entries(cases)) {
      expect((await postInteraction(url, signer, body, headers)).status, name).toBe(401);
    }
    // Signed body, then changed: a tampered PING (or anything else) is refused.
    expect((await postInteraction(url, signer, JSON.stringify({ type: 1, x: 1 }), signed)).status).toBe(401);
    // Not even JSON, badly signed: still 401 (the check comes before parsing), not 400.
    expect((await postInteraction(url, signer, 'not json{', other.headers('not json{'))).status).toBe(401);
    // A signature 4 minutes old is still Discord's.
    expect((await postInteraction(url, signer, body, signer.headers(body, String(now - 4 * 60)))).status).toBe(200);
  });

  it('refuses an oversized body, and signed non-JSON with 400', async () => {
    const big = JSON.stringify({ type: 1, pad: 'x'.repeat(300 * 1024) });
    expect((await postInteraction(url, signer, big)).status).toBe(413);
    expect((await postInteraction(url, signer, 'not json{')).status).toBe(400);
    const res = await fetch(`${url}/interactions`);
    expect(res.status).toBe(405);
    expect((await fetch(`${url}/elsewhere`)).status).toBe(404);
  });
});

describe('the same router answers in the HTTP response, then over REST', () => {
  it('a slash command: the deferral is the HTTP answer, the result an edit over REST', async () => {
    const payload = chatInputPayload(ctx(), 'probe', { subcommand: 'quest', id: DEMO.quests.active }, definition('probe'));
    const reply = await post(payload);
    expect(reply).toEqual({ status: 200, json: { type: 5, data: { flags: 0 } } });
    const calls = await restFor(payload);
    // No callback went over REST: Discord got it in the HTTP response.
    expect(calls.map((c) => `${c.method} ${c.path.replace(payload.token, 'TOKEN')}`)).toEqual([
      `PATCH /webhooks/${standIn.applicationId}/TOKEN/messages/@original`,
    ]);
    expect((calls[0]!.body as { content: string }).content).toMatch(/^Quest: \S/);
  });

  it('a refusal is the HTTP answer itself, private, with no mentions allowed', async () => {
    const payload = chatInputPayload(ctx(), 'probe', { subcommand: 'secret' }, definition('probe'));
    const reply = await post(payload);
    expect(reply.status).toBe(200);
    expect(reply.json.type).toBe(4);
    expect(reply.json.data.flags & 64).toBe(64);
    expect(reply.json.data.allowed_mentions).toEqual({ parse: [] });
    expect(reply.json.data.content).toMatch(/moderators/);
    expect(await restFor(payload)).toEqual([]);
  });

  it('mentions in a reply stay inert', async () => {
    const payload = chatInputPayload(ctx(), 'probe', { subcommand: 'everyone' }, definition('probe'));
    await post(payload);
    const [edit] = await restFor(payload);
    expect((edit!.body as { allowed_mentions: unknown }).allowed_mentions).toEqual({ parse: [] });
  });

  it('autocomplete: the choices are the HTTP answer', async () => {
    const payload = autocompletePayload(ctx(), 'probe', { subcommand: 'suggest', q: 'eth' }, 'q', definition('probe'));
    const reply = await post(payload);
    expect(reply.status).toBe(200);
    expect(reply.json.type).toBe(8);
    expect(reply.json.data.choices.map((c: { name: string }) => c.name)).toContain('Ethereum');
  });

  it('a component update: deferUpdate in the HTTP answer, the new page over REST', async () => {
    const payload = buttonPayload(ctx(), PROBE_IDS.page.id('page', { page: 2 })!);
    expect(await post(payload)).toEqual({ status: 200, json: { type: 6 } });
    const [edit] = await restFor(payload);
    expect(edit!.method).toBe('PATCH');
    expect((edit!.body as { content: string }).content).toBe('page 2');
  });

  it('a modal opens in the HTTP answer, and its submission is answered', async () => {
    const open = buttonPayload(ctx(), PROBE_IDS.form.id('form', {})!);
    const modal = await post(open);
    expect(modal.status).toBe(200);
    expect(modal.json.type).toBe(9);
    expect(modal.json.data.title).toBe('A form');
    const submit = modalPayload(ctx(), PROBE_IDS.form.id('form', { from: 'from-button' })!, { note: 'hi' });
    expect((await post(submit)).json).toEqual({ type: 5, data: { flags: 64 } });
    const [edit] = await restFor(submit);
    expect((edit!.body as { content: string }).content).toBe('form from-button: hi');
  });

  it('a moderator passes the same checks as on the gateway', async () => {
    const payload = chatInputPayload(
      ctx(actor({ permissions: MODERATOR_PERMISSIONS })),
      'probe',
      { subcommand: 'secret' },
      definition('probe'),
    );
    expect((await post(payload)).json.type).toBe(5);
    const [edit] = await restFor(payload);
    expect((edit!.body as { content: string }).content).toBe('the secret');
  });
});

describe('the web board on the interactions port', () => {
  it('is loaded at its first visitor and answers its paths; other paths stay the endpoint’s', async () => {
    // An unpublished server: the web board's own 404 page (HTML), the same on a second visit.
    for (let i = 0; i < 2; i++) {
      const r = await fetch(`${url}/boards/${DEMO.guildId}`);
      expect(r.status).toBe(404);
      expect(r.headers.get('content-type')).toMatch(/text\/html/);
      expect(await r.text()).toMatch(/<html/i);
    }
    const other = await fetch(`${url}/elsewhere`);
    expect(other.status).toBe(404);
    expect(other.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
    await other.arrayBuffer();
  });
});

describe('health and shutdown', () => {
  it('readyz is 200 when every check passes and 503 naming the one that does not; healthz (liveness) stays 200', async () => {
    const ok = await fetch(`${url}/readyz`, OPS);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, checks: { commands: true, store: true, accepting: true } });
    healthy.store = false;
    const down = await fetch(`${url}/readyz`, OPS);
    const live = await fetch(`${url}/healthz`);
    healthy.store = true;
    expect(down.status).toBe(503);
    expect(((await down.json()) as { checks: { store: boolean } }).checks.store).toBe(false);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ ok: true });
  });

  it('metrics are off unless the bot was given them', async () => {
    expect((await fetch(`${url}/metrics`, OPS)).status).toBe(404);
    expect((await fetch(`${url}/readyz`, { method: 'POST', ...OPS })).status).toBe(405);
  });

  it('without OPS_PORT the public port answers /readyz and /metrics to no one without the ops token; /healthz to anyone', async () => {
    for (const headers of <Record<string, string>[]>[{}, { authorization: 'Bearer not-the-ops-token-but-as-long-as-it' }]) {
      for (const path of ['/readyz', '/metrics']) {
        const r = await fetch(`${url}${path}`, { headers });
        expect(r.status, path).toBe(404);
        expect(await r.text()).not.toContain('checks');
      }
    }
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it('with neither OPS_PORT nor OPS_TOKEN the public port serves interactions, the web board and /healthz only', async () => {
    const plain = parseConfig({
      NODE_ENV: 'test',
      DISCORD_TOKEN: 'http.mode.token',
      INTERACTIONS_PORT: '0',
      INTERACTIONS_HOST: '127.0.0.1',
      DISCORD_PUBLIC_KEY: signer.publicKeyHex,
      DISCORD_API_URL: standIn.apiUrl,
    });
    const other = await startHttpMode({
      config: { ...plain, interactions: plain.interactions! },
      logger: silentLogger,
      api,
      commands: fixtureModules(probe),
      metrics: createMetrics({ processMetrics: false }),
      shutdownGraceMs: 0,
    });
    try {
      const at = `http://127.0.0.1:${other.port}`;
      expect((await fetch(`${at}/readyz`)).status).toBe(404);
      expect((await fetch(`${at}/metrics`)).status).toBe(404);
      expect((await fetch(`${at}/healthz`)).status).toBe(200);
      expect((await fetch(`${at}/web/style.css`)).status).toBe(200);
      expect(await postInteraction(at, signer, { type: 1 })).toEqual({ status: 200, json: { type: 1 } });
    } finally {
      await other.stop();
    }
  });

  it('stopping: health fails first, an interaction in flight finishes, then the endpoint closes', async () => {
    let release!: () => void;
    probe.slowGate = new Promise<void>((r) => (release = r));
    const payload = chatInputPayload(ctx(), 'probe', { subcommand: 'slow' }, definition('probe'));
    expect((await post(payload)).json.type).toBe(5);
    const stopped = http.stop();
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(503);
    const ready = await fetch(`${url}/readyz`, OPS);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { checks: { accepting: boolean } }).checks.accepting).toBe(false);
    release();
    await stopped;
    const [edit] = standIn.calls.filter((c) => c.path.includes(`/${payload.token}`));
    expect((edit!.body as { content: string }).content).toBe('slow done');
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});
