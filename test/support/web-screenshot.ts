import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { DEMO } from '../../src/sandbox/demo.js';

/**
 * The web board's pictures (docs/web-board.md), taken from the page as a newcomer sees it:
 * `npm run console -- --web 0` (the demo community on its sandbox, the names the console knows),
 * opened in Debian's chromium (CHROMIUM_PATH) with Debian's colour emoji font, so the medals show
 * as medals. Two pictures: the board's first page at desktop width, and the page a member reaches
 * from /leaderboard's "Open on the web" (`?member=<id>#me`, their row marked) on a phone in the
 * dark. `npm run screenshots` writes them to docs/; test/web.screenshot.test.ts takes them the
 * same way into test-artifacts/ and checks them.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const EMOJI_FONT = 'Noto Color Emoji';
export const EMOJI_PACKAGE = 'fonts-noto-color-emoji';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const SCREENSHOTS = {
  /** The first page, light, at desktop width. */
  board: { file: 'web-leaderboard.png', viewport: { width: 1280, height: 900 }, colorScheme: 'light' },
  /** The console's member's own page, their row marked (`#me`), on a phone in the dark. */
  me: { file: 'web-leaderboard-me.png', viewport: { width: 390, height: 844 }, colorScheme: 'dark' },
} as const;

/** Why the colour emoji font is missing (how to install it), or undefined when fontconfig has it. */
export function emojiFontProblem(): string | undefined {
  let families = '';
  try {
    families = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  } catch {
    // No fontconfig at all: chromium has no system fonts either.
  }
  if (families.split('\n').some((f) => f.split(',').includes(EMOJI_FONT))) return undefined;
  return `the browser has no colour emoji font (${EMOJI_FONT}): install Debian's ${EMOJI_PACKAGE} (apt-get install ${EMOJI_PACKAGE}; .ci/run does)`;
}

/** A console serving the web board on a free loopback port; `command` runs the console's entry. */
export async function startConsoleWeb(command: [string, string[]]): Promise<{ url: string; stop(): Promise<void> }> {
  const [file, args] = command;
  const child = spawn(file, [...args, '--web', '0', '--fast'], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const look = (d: Buffer) => {
      output += d.toString();
      // The banner: "Web leaderboard: http://127.0.0.1:PORT/boards/<server>/<system> …"
      const found = /Web leaderboard: (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (found) resolve(found[1]!);
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    void exited.then(() => reject(new Error(`the console ended before serving its web board:\n${output}`)));
  });
  return {
    url,
    // The end of its input ends the console, as Ctrl-D does.
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TakenScreenshots {
  board: string;
  me: string;
  /** Where the first page's three medals are in its picture. */
  medals: Box[];
  /** The marked row's rank and name, and whether all of it is inside the picture. */
  marked: { rank: string; name: string; inView: boolean };
}

/** Both pictures of the console's board at `url` into `outDir`. */
export async function takeScreenshots(url: string, outDir: string, browser?: Browser): Promise<TakenScreenshots> {
  const problem = emojiFontProblem();
  if (problem) throw new Error(problem);
  mkdirSync(outDir, { recursive: true });
  const own =
    browser ?? (await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] }));
  const board = `${url}/boards/${DEMO.guildId}/${DEMO.pointSystems.active}`;
  try {
    const shoot = async (shot: (typeof SCREENSHOTS)[keyof typeof SCREENSHOTS], address: string) => {
      const context = await own.newContext({
        viewport: shot.viewport,
        colorScheme: shot.colorScheme,
        deviceScaleFactor: 1,
        ...(shot.viewport.width < 600 ? { isMobile: true } : {}),
      });
      const page = await context.newPage();
      await page.goto(address);
      await page.evaluate(() => (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document.fonts.ready);
      const path = join(outDir, shot.file);
      mkdirSync(dirname(path), { recursive: true });
      await page.screenshot({ path });
      return { page, context, path };
    };
    const first = await shoot(SCREENSHOTS.board, board);
    const medals = (
      await Promise.all((await first.page.locator('tbody td.num span[aria-hidden="true"]').all()).slice(0, 3).map((m) => m.boundingBox()))
    ).filter((b): b is Box => b !== null);
    await first.context.close();
    // The console's own member, as /leaderboard's "Open on the web" links them.
    const mine = await shoot(SCREENSHOTS.me, `${board}?member=${DEMO.memberId}#me`);
    const row = mine.page.locator('#me');
    const box = await row.boundingBox();
    const viewport = SCREENSHOTS.me.viewport;
    const marked = {
      rank: ((await row.locator('td').first().textContent()) ?? '').trim(),
      name: ((await row.locator('bdi').textContent()) ?? '').trim(),
      inView: box !== null && box.y >= 0 && box.y + box.height <= viewport.height,
    };
    await mine.context.close();
    return { board: first.path, me: mine.path, medals, marked };
  } finally {
    if (!browser) await own.close();
  }
}
