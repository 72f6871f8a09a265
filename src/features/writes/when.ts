import { optionName } from '../../i18n/index.js';
import { UTC } from '../../time/zone.js';
import { MAX_AHEAD_MS, parseSendAt } from '../../time/when.js';
import { englishTimeWords } from '../../views/time-words.js';
import { echo, parseDuration } from '../../input/parse.js';
import { InputError, type CommandContext } from '../../command/contract.js';

/**
 * When a write goes, from its `at:` (a time in the server's zone, src/time/when.ts) or `in:` (a
 * duration, the one duration reader): undefined for at once. Read before anything else the
 * command does, so a bad or past time is refused with nothing asked upstream.
 */

/** The two options as every writing command has them (commands/shared-options.ts SEND_LATER). */
export interface SendLater {
  at?: string | undefined;
  in?: string | undefined;
}

export async function sendTimeOf(ctx: Pick<CommandContext<unknown>, 'services' | 'invoker'>, o: SendLater): Promise<number | undefined> {
  const at = o.at?.trim() || undefined;
  const later = o.in?.trim() || undefined;
  if (at === undefined && later === undefined) return undefined;
  if (at !== undefined && later !== undefined) {
    throw InputError.of('in', (s) => s.t('writes.when.both'));
  }
  const now = ctx.services.now();
  if (later !== undefined) {
    const d = parseDuration(later, MAX_AHEAD_MS / 60_000, 'in');
    if (!d.ok) throw InputError.of('in', d.error);
    return now + d.value * 60_000;
  }
  const guildId = ctx.invoker.guildId;
  const zone = (guildId ? (await ctx.services.store.settings.get(guildId))?.timeZone : undefined) ?? UTC;
  // Today, tomorrow or a weekday in the member's words (`morgen 9:00`) as well as in English.
  const read = parseSendAt(englishTimeWords(at!), zone, now);
  if (read.ok) return read.at;
  const why = read.why;
  throw InputError.of('at', (s) => s.t(`writes.when.${why}`, { name: optionName(s, 'at'), typed: echo(at!), zone }));
}

/** How late a write the bot was down for may still be sent, while a server sets none. */
export const DEFAULT_GRACE_MINUTES = 10;
/** /setup grace: at most a day; later than that, nobody expects the money to move. */
export const MAX_GRACE_MINUTES = 1440;
