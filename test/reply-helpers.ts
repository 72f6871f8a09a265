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
  (shown(r).components?.[0]?.components ?? []).map((b) => ({ ...decode(b.custom_id ?? ''), id: b.custom_id ?? '', disabled: b.disabled ?? false }));

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
