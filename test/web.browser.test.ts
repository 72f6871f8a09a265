import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboard } from '../commands/leaderboard.js';
import type { PointBalance } from '../src/api/schemas.js';
import { createLogger } from '../src/log.js';
import { DEMO, HOSTILE } from '../src/sandbox/demo.js';
import { createBotWeb, startWebServer, type WebServer } from '../src/web/serve.js';
import { startTestBot, type TestBot } from './harness.js';
import { openPeriodBoard } from '../src/features/periods/board.js';

/**
 * The web leaderboard in a real browser: Playwright driving Debian's chromium (CHROMIUM_PATH,
 * default /usr/bin/chromium; .ci/run installs it), against the offline bot (real API client,
 * sandbox over loopback, members' names from Discord's REST stand-in). Screenshots at phone
 * and desktop width are kept in test-artifacts/web/ (not committed).
 */

const GUILD = DEMO.guildId;
const HOSTILE_GUILD = '1203458820156252777';
const SYSTEM = DEMO.pointSystems.active;
const SILENT = createLogger({ level: 'silent' });
const ARTIFACTS = join(process.cwd(), 'test-artifacts', 'web');
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A name no template may run: it must show as these very characters. */
const SCRIPT_NAME = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';

let t: TestBot;
let web: WebServer;
let base: string;
let browser: Browser;
let hostileSystem: string;
/** The demo board, highest first. */
let holders: PointBalance[] = [];

const nameOf = (i: number) => `holder-${String(i + 1).padStart(4, '0')}`;

async function blocks(key: string, system: string, count: number): Promise<PointBalance[]> {
  const client = t.api.forKey(key);
  const rows: PointBalance[] = [];
  for (let offset = 0; offset < count; offset += 100)
    rows.push(...(await client.getPointBalances({ pointSystemId: system, sort: 'balance-desc', offset, limit: 100 })).data);
  return rows;
}

beforeAll(async () => {
  let hostileKey = '';
  t = await startTestBot({
    commands: [leaderboard],
    keys: (sb) => {
      hostileKey = sb.addCommunity({ hostile: true });
      return { [GUILD]: sb.demoKey, [HOSTILE_GUILD]: hostileKey };
    },
  });
  await t.bot.services.store.settings.update(GUILD, { webBoard: 'named' }, { userId: '1', summary: 'test' });
  await t.bot.services.store.settings.update(HOSTILE_GUILD, { webBoard: 'named' }, { userId: '1', summary: 'test' });
  holders = await blocks(t.demoKey, SYSTEM, 200);
  // The first 200 holders are members with plain names (no avatar: the browser is offline).
  holders.forEach((h, i) => {
    t.standIn.addMember(GUILD, { user: { id: h.userId, username: nameOf(i) } });
  });
  const systems = await t.api.forKey(hostileKey).listPointSystems({ limit: 50 });
  hostileSystem = systems.data.find((s) => s.status === 'ACTIVE')!.id;
  const hostileHolders = await blocks(hostileKey, hostileSystem, 100);
  hostileHolders.slice(0, 3).forEach((h, i) => {
    t.standIn.addMember(HOSTILE_GUILD, {
      user: { id: h.userId, username: [HOSTILE.line, SCRIPT_NAME, HOSTILE.name][i]! },
      nick: i === 2 ? HOSTILE.block : null,
    });
  });
  const app = createBotWeb({ openPeriodBoard, bot: t.bot, api: t.api, config: t.config, logger: SILENT });
  web = await startWebServer(app.listener, 0, '127.0.0.1', SILENT);
  base = `http://127.0.0.1:${web.port}`;
  browser = await chromium.launch({ executablePath: EXECUTABLE, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  mkdirSync(ARTIFACTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await web?.close();
  await t?.close();
});

/** A page that records every console error, page error and failed request. */
async function open(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return { page, problems };
}

const boardUrl = (query = '') => `${base}/boards/${GUILD}/${SYSTEM}${query}`;

describe('web leaderboard in chromium', () => {
  it('renders the board: title, 50 rows with names, balances as the bot shows them, no console errors', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await open(context);
    await page.goto(boardUrl());
    await expect(page.locator('h1').textContent()).resolves.toBe('⚡ Sparks leaderboard');
    await expect(page.locator('tbody tr').count()).resolves.toBe(50);
    const first = page.locator('tbody tr').first();
    await expect(first.locator('td.member').textContent()).resolves.toBe(nameOf(0));
    await expect(first.locator('td').nth(2).textContent()).resolves.toBe(
      holders[0]!.balance.toLocaleString('en-US', { maximumFractionDigits: 2 }),
    );
    await page.screenshot({ path: join(ARTIFACTS, 'desktop.png'), fullPage: false });
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('pages with plain links', async () => {
    const context = await browser.newContext();
    const { page, problems } = await open(context);
    await page.goto(boardUrl());
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await expect(page.locator('tbody tr td').first().textContent()).resolves.toBe('51');
    await expect(page.locator('tbody tr').first().locator('td.member').textContent()).resolves.toBe(nameOf(50));
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  for (const javaScriptEnabled of [true, false]) {
    it(`finds a member by name and marks their row (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const context = await browser.newContext({ javaScriptEnabled });
      const { page, problems } = await open(context);
      await page.goto(boardUrl());
      await page.getByLabel('Find a member').fill(nameOf(123));
      await page.getByRole('button', { name: 'Find' }).click();
      await page.waitForURL(/find=/);
      const mine = page.locator('tr.me');
      await expect(mine.count()).resolves.toBe(1);
      await expect(mine.locator('td').first().textContent()).resolves.toBe('124');
      await expect(mine.locator('bdi').textContent()).resolves.toBe(nameOf(123));
      await expect(page.locator('nav [aria-current="page"]').textContent()).resolves.toBe('3');
      expect(problems).toEqual([]);
      await context.close();
    }, 60_000);
  }

  it("marks the invoker's row from /leaderboard's link, at phone width and in the dark", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, colorScheme: 'dark' });
    const { page, problems } = await open(context);
    const member = holders[77]!.userId;
    await page.goto(boardUrl(`?member=${member}#me`));
    await expect(page.locator('#me td').first().textContent()).resolves.toBe('78');
    await expect(page.locator('#me bdi').textContent()).resolves.toBe(nameOf(77));
    // The phone layout drops the top-% column and fits the width.
    await expect(page.locator('tbody tr').first().locator('td.top').isVisible()).resolves.toBe(false);
    const overflow = await page.evaluate(() => {
      const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document
        .documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(ARTIFACTS, 'phone-dark.png') });
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it("shows the hostile community's names as plain text, running nothing", async () => {
    const context = await browser.newContext();
    const { page, problems } = await open(context);
    await page.goto(`${base}/boards/${HOSTILE_GUILD}/${hostileSystem}`);
    const names = await page.locator('tbody tr td.member').allTextContents();
    expect(names.slice(0, 3)).toEqual([HOSTILE.line, SCRIPT_NAME, HOSTILE.block]);
    await expect(page.locator('h1').textContent()).resolves.toContain(HOSTILE.name);
    await expect(page.evaluate(() => (globalThis as unknown as { __pwned?: number }).__pwned)).resolves.toBeUndefined();
    await expect(page.locator('script').count()).resolves.toBe(0);
    await expect(page.locator('img[src="x"]').count()).resolves.toBe(0);
    // Links in names stay text: the only links are the page's own.
    const hrefs = await page.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.every((h) => h.startsWith('/boards/'))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('passes an axe-core scan with no serious or critical violations (light and dark, desktop and phone)', async () => {
    const axe = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
    for (const options of [{ colorScheme: 'light' as const }, { colorScheme: 'dark' as const, viewport: { width: 390, height: 844 } }]) {
      // The page allows no script at all: the scanner is let in past the CSP for this test only.
      const context = await browser.newContext({ ...options, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(boardUrl(`?member=${holders[3]!.userId}`));
      await page.addScriptTag({ path: axe });
      const result = await page.evaluate(async () => {
        const r = await (
          globalThis as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }
        ).axe.run();
        return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
      });
      expect(result.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
      await context.close();
    }
  }, 90_000);
});
