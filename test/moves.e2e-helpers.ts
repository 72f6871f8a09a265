import { expect } from 'vitest';
import { leaderboard } from '../commands/leaderboard.js';
import { points } from '../commands/points.js';
import { treasury } from '../commands/treasury.js';
import type { AnyCommand } from '../src/command/contract.js';
import type { RunResult } from '../src/bot/offline/harness.js';
import { startTestBot, type TestBot } from './harness.js';
import { textOf } from './raid.limits-helper.js';

/**
 * The value-moving commands' end-to-end tests share this: the offline bot with the command
 * under test and the read commands (/points, /leaderboard, /treasury) on a sandbox over
 * loopback, an audit channel, and readers of what a reply shows and what the sandbox received.
 */

export const AUDIT = '1203458820156252777';

export interface MoveBot {
  bot: TestBot;
  mod: ReturnType<TestBot['moderator']>;
  /** Writes the sandbox took (every value move it recorded). */
  writes(): number;
  /** Every request the sandbox saw, reads included. */
  requests(): number;
  /** The last write's route and body. */
  lastWrite(): { route: string; body: Record<string, unknown> } | undefined;
  /** The audit lines posted so far. */
  audit(): string[];
  /** A read command's text, run as the moderator. */
  read(name: string, options: Record<string, unknown>): Promise<string>;
}

export async function startMoveBot(command: AnyCommand): Promise<MoveBot> {
  const extra = [points, leaderboard, treasury].filter((c) => c.name !== command.name);
  const bot = await startTestBot({
    commands: [command, ...extra],
    config: (c) => {
      c.discord.auditChannelId = AUDIT;
    },
  });
  const mod = bot.moderator();
  return {
    bot,
    mod,
    writes: () => bot.sandbox.moves(bot.demoKey).length,
    requests: () => bot.sandbox.stats.total(),
    lastWrite: () => bot.sandbox.moves(bot.demoKey).at(-1),
    audit: () =>
      bot.calls
        .filter((c) => c.method === 'POST' && c.path === `/channels/${AUDIT}/messages`)
        .map((c) => String((c.body as { content?: string }).content)),
    read: async (name, options) => textOf(msg(await bot.slash(name, options, mod))),
  };
}

type Message = { content?: string; embeds?: unknown[]; components?: { components: { custom_id?: string }[] }[] };
export const msg = (r: RunResult) => (r.message ?? {}) as Message;
export const shown = (r: RunResult) => textOf(msg(r));
export const buttons = (r: RunResult) => (msg(r).components?.[0]?.components ?? []).map((c) => c.custom_id ?? '');

/** Presses Confirm (answering the typed confirmation when the preview asks for one). */
export async function confirm(m: MoveBot, preview: RunResult, typed?: string): Promise<RunResult> {
  const [id] = buttons(preview);
  if (!id) throw new Error(`no Confirm button: ${shown(preview)}`);
  const pressed = await m.bot.button(id, m.mod);
  if (typed === undefined) return pressed;
  const modalId = String((pressed.modal as { custom_id?: string }).custom_id);
  return m.bot.modal(modalId, { answer: typed }, m.mod, true);
}

/** Runs `/name options` as the moderator: refused privately with `words`, no buttons, no write. */
export async function expectRefused(m: MoveBot, name: string, options: Record<string, unknown>, words: string): Promise<void> {
  const n = m.writes();
  const r = await m.bot.slash(name, options, m.mod);
  expect(r.ephemeral).toBe(true);
  expect(shown(r)).toContain(words);
  expect(buttons(r)).toEqual([]);
  expect(m.writes()).toBe(n);
}

/** Runs `/name options` as a member: refused privately as a moderator command, before any request. */
export async function expectMemberRefused(m: MoveBot, name: string, options: Record<string, unknown>): Promise<void> {
  const before = m.requests();
  const r = await m.bot.slash(name, options, m.bot.member());
  expect(r.ephemeral).toBe(true);
  expect(shown(r)).toMatch(/moderator/i);
  expect(m.requests()).toBe(before);
}
