import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboard } from '../commands/leaderboard.js';
import { openPeriodBoard } from '../src/features/periods/board.js';
import { createSigner, postInteraction } from '../bench/signed.js';
import { replayGuard } from '../src/http/replays.js';
import { createInitialResponses } from '../src/http/responder.js';
import { createInteractionsServer } from '../src/http/server.js';
import { createLogger } from '../src/log.js';
import { createMetrics } from '../src/metrics/metrics.js';
import { DEMO } from '../src/sandbox/demo.js';
import { isWebPath } from '../src/web/paths.js';
import { createBotWeb } from '../src/web/serve.js';
import { DEFAULT_SHED_UTILISATION, LoadShedder, SAMPLE_MS, SHED_RETRY_AFTER_S, shedDecision } from '../src/web/shed.js';
import { startTestBot, type TestBot } from './harness.js';

/**
 * Load shedding on the web board: with members' interactions in flight and a busy event loop a
 * view is answered 503 (Retry-After, no-store) while /interactions still answers; with none in
 * flight the page is served. The busy signal and the in-flight count are handed in, so nothing
 * here depends on how fast the machine is.
 */

const SILENT = createLogger({ level: 'silent' });

describe('shedDecision', () => {
  it('never sheds with no interaction in flight, however busy the loop', () => {
    expect(shedDecision({ inFlight: 0, utilisation: 1 }, false)).toBe(false);
    expect(shedDecision({ inFlight: 0, utilisation: 1 }, true)).toBe(false);
  });

  it('sheds with interactions in flight once the loop is busier than the threshold', () => {
    expect(shedDecision({ inFlight: 3, utilisation: 0.9 }, false)).toBe(true);
    expect(shedDecision({ inFlight: 3, utilisation: DEFAULT_SHED_UTILISATION }, false)).toBe(false);
    expect(shedDecision({ inFlight: 3, utilisation: 0.2 }, false)).toBe(false);
    expect(shedDecision({ inFlight: 1, utilisation: 0.75 }, false, 0.8)).toBe(false);
  });

  it('keeps shedding until the loop falls to half the threshold (no flapping as the shedding quiets it)', () => {
    expect(shedDecision({ inFlight: 2, utilisation: 0.3 }, true)).toBe(true);
    expect(shedDecision({ inFlight: 2, utilisation: 0.3 }, false)).toBe(false);
    expect(shedDecision({ inFlight: 2, utilisation: 0.2 }, true)).toBe(false);
  });

  it('a threshold of 1 never sheds', () => {
    expect(shedDecision({ inFlight: 9, utilisation: 1 }, false, 1)).toBe(false);
    expect(shedDecision({ inFlight: 9, utilisation: 1 }, true, 1)).toBe(false);
  });
});

describe('LoadShedder', () => {
  it('reads the loop at most every SAMPLE_MS, counts each shed view and stops when members are quiet', () => {
    let now = 0;
    let inFlight = 1;
    const readings = [0.9, 0.1];
    let reads = 0;
    let shed = 0;
    const shedder = new LoadShedder({
      inFlight: () => inFlight,
      utilisation: () => readings[Math.min(reads++, readings.length - 1)]!,
      onShed: () => shed++,
      now: () => now,
    });
    expect(shedder.shed()).toBe(true);
    now += SAMPLE_MS - 1;
    expect(shedder.shed()).toBe(true); // the same reading
    expect(reads).toBe(1);
    now += 1;
    expect(shedder.shed()).toBe(false); // 0.1: below half the threshold
    expect(reads).toBe(2);
    expect(shed).toBe(2);
    inFlight = 0;
    now += SAMPLE_MS;
    expect(shedder.shed()).toBe(false);
    expect(shed).toBe(2);
  });
});

describe('web board under load (HTTP mode, loopback)', () => {
  let t: TestBot;
  let inFlight = 0;
  let utilisation = 0;
  const metrics = createMetrics({ processMetrics: false });
  const signer = createSigner();
  let server: ReturnType<typeof createInteractionsServer>;
  let at: string;
  const page = () => `${at}/boards/${DEMO.guildId}/${DEMO.pointSystems.active}`;

  beforeAll(async () => {
    t = await startTestBot({ commands: [leaderboard], keys: (sb) => ({ [DEMO.guildId]: sb.demoKey }) });
    await t.bot.services.store.settings.update(DEMO.guildId, { webBoard: 'named' }, { userId: '1', summary: 'test' });
    const web = createBotWeb({
      openPeriodBoard,
      bot: t.bot,
      api: t.api,
      config: t.config,
      logger: SILENT,
      onShed: metrics.webShed,
      load: { inFlight: () => inFlight, utilisation: () => utilisation },
      shedHoldMs: 0,
    });
    server = createInteractionsServer({
      publicKey: signer.publicKeyHex,
      responses: createInitialResponses(),
      dispatch: () => undefined,
      replays: replayGuard(undefined, SILENT),
      checks: () => ({}),
      logger: SILENT,
      web: { handles: isWebPath, listener: web.listener },
    });
    const { port } = await server.listen(0, '127.0.0.1');
    at = `http://127.0.0.1:${port}`;
  }, 120_000);

  afterAll(async () => {
    await server?.close(0);
    await t?.close();
  });

  const shedCount = async () => Number(/web_shed_total (\d+)/.exec(await metrics.text())?.[1]);

  it('with interactions in flight and a busy loop: page, card and stylesheet 503 with Retry-After; /interactions and /healthz still answer', async () => {
    inFlight = 2;
    utilisation = 0.95;
    // A new reading is taken once the last is SAMPLE_MS old.
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS + 10));
    const before = t.api.stats.requests;
    const res = await fetch(page());
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(SHED_RETRY_AFTER_S));
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toContain('text/html');
    expect((await res.text()).length).toBeLessThan(4_000);
    const german = await fetch(page(), { headers: { 'accept-language': 'de' } });
    expect(german.status).toBe(503);
    expect(await german.text()).toContain('lang="de"');
    expect((await fetch(`${page()}/card.png`)).status).toBe(503);
    expect((await fetch(`${at}/web/style.css`)).status).toBe(503);
    expect(t.api.stats.requests - before).toBe(0);
    const pong = await postInteraction(at, signer, { type: 1, id: '1', application_id: '1', token: 't', version: 1 });
    expect(pong.status).toBe(200);
    expect(pong.json).toEqual({ type: 1 });
    expect((await fetch(`${at}/healthz`)).status).toBe(200);
    expect(await shedCount()).toBe(4);
  });

  it('with none in flight the page is served, however busy the loop', async () => {
    inFlight = 0;
    utilisation = 1;
    const res = await fetch(page());
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<table>');
    expect(await shedCount()).toBe(4);
  });

  it('with interactions in flight and a quiet loop the page is served', async () => {
    inFlight = 4;
    utilisation = 0.05;
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS + 10));
    expect((await fetch(page())).status).toBe(200);
  });
});
