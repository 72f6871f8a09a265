import type { APIEmbed } from 'discord.js';
import { splitId as decode } from '../src/discord/component-id.js';
import type { RunResult } from '../src/bot/offline/harness.js';
import type { Sandbox } from '../src/sandbox/index.js';

/** Reading what Discord would show, for the /tokens, /quest and /wallets end-to-end tests. */

export interface Shown {
  content?: string;
  embeds?: APIEmbed[];
  components?: { components: { custom_id?: string; disabled?: boolean; label?: string }[] }[];
}

export const shown = (r: RunResult) => (r.message ?? {}) as Shown;

export const embed = (r: RunResult): APIEmbed => shown(r).embeds?.[0] ?? {};

/** The pager's buttons as action, state and whether disabled. */
export const pager = (r: RunResult) =>
  (shown(r).components?.[0]?.components ?? []).map((b) => ({
    ...decode(b.custom_id ?? ''),
    id: b.custom_id ?? '',
    label: b.label,
    disabled: b.disabled ?? false,
  }));

export const buttonId = (r: RunResult, action: string): string => {
  const b = pager(r).find((p) => p.action === action);
  if (!b) throw new Error(`no ${action} button`);
  return b.id;
};

/** Runs `fn` and counts the requests that reached the sandbox meanwhile. */
export async function upstream<T>(sb: Sandbox, fn: () => Promise<T>): Promise<[T, number]> {
  const before = sb.stats.total();
  const result = await fn();
  return [result, sb.stats.total() - before];
}

/**
 * A confirmed write as a moderator does it: `preview`, then its Confirm pressed by the same
 * actor. A reply without Confirm (refused, already listed) is returned as it is.
 */
export async function previewAndConfirm<A>(
  actor: A,
  preview: (actor: A) => Promise<RunResult>,
  press: (id: string, actor: A) => Promise<RunResult>,
): Promise<RunResult> {
  const p = await preview(actor);
  const confirm = pager(p).find((b) => b.action === 'confirm');
  return confirm ? press(confirm.id, actor) : p;
}
