import type { AutocompleteInteraction } from 'discord.js';
import type { CommunityClient } from '../../api/types.js';
import { fitChoices } from '../../discord/limits.js';
import type { Choice } from '../../discord/reply.js';
import { readerFor } from '../../i18n/reader.js';
import type { AnyCommand, Invoker } from '../../command/contract.js';
import type { Logger } from '../../log.js';
import { noWaitView } from '../community.js';
import { invokerOf, moderatorNow, moderatorSubcommand } from './access.js';
import type { RouterContext } from './context.js';
import { flattenOptions } from './flatten.js';
import { reportTrace, startTrace } from './trace.js';

/**
 * Suggestions while a member types. The handler gets a client whose calls never queue behind
 * the rate limit (`noWait`) and races a timer: on timeout or error the member gets no choices,
 * never an error, and always within Discord's 3 s.
 */

export async function answerAutocomplete(ctx: RouterContext, i: AutocompleteInteraction, log: Logger): Promise<void> {
  let choices: Choice[] = [];
  const m = ctx.registry.forDefinition(i.commandName, i.commandType);
  const api = await ctx.communities.forGuild(i.guildId).catch((err: unknown) => void log.debug({ err }, 'no client for autocomplete'));
  const t = startTrace(i);
  t.command = m?.name ?? 'unknown';
  t.outcome = 'refused';
  if (!ctx.inFlight.closed && m?.autocomplete && api && i.inGuild()) {
    const invoker = invokerOf(i, ctx);
    const all = flattenOptions(i.options.data);
    const forModerators = m.access !== 'member' || moderatorSubcommand(m, all);
    if (!forModerators || (await moderatorNow(ctx, i, invoker, log))) {
      t.outcome = 'failed';
      const found = await suggestInTime(ctx, i, m.autocomplete.bind(m), { api, invoker, options: all, log });
      if (found) {
        choices = found;
        t.outcome = 'answered';
      }
    }
  }
  try {
    await i.respond(fitChoices(choices));
  } catch (err) {
    t.outcome = 'failed';
    log.warn({ err }, 'could not answer autocomplete');
  } finally {
    reportTrace(t, ctx.observe);
  }
}

type Suggest = NonNullable<AnyCommand['autocomplete']>;

interface Asking {
  api: CommunityClient;
  invoker: Invoker;
  /** Every option typed so far (the focused one is taken out). */
  options: Record<string, unknown>;
  log: Logger;
}

/** The module's choices, or undefined when it failed or was too slow (then its requests are aborted). */
async function suggestInTime(
  ctx: RouterContext,
  i: AutocompleteInteraction,
  suggest: Suggest,
  { api, invoker, options, log }: Asking,
): Promise<Choice[] | undefined> {
  const abort = new AbortController();
  const focused = i.options.getFocused(true);
  delete options[focused.name];
  const subcommand = i.options.getSubcommand(false);
  // Through then(): a handler that throws synchronously still ends in a respond().
  const work = Promise.resolve().then(() =>
    suggest({
      commandName: i.commandName,
      ...(subcommand ? { subcommand } : {}),
      focused: { name: focused.name, value: String(focused.value) },
      options,
      api: noWaitView(api, abort.signal),
      invoker,
      log,
      services: ctx.services,
      reader: readerFor(i.locale),
    }),
  );
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, ctx.autocompleteTimeoutMs, 'late')));
  try {
    const result = await Promise.race([work, late]);
    if (result !== 'late') return result;
    abort.abort();
    log.debug({ timeoutMs: ctx.autocompleteTimeoutMs }, 'autocomplete too slow; answered with no choices');
    work.catch(() => undefined);
    return undefined;
  } catch (err) {
    log.debug({ err }, 'autocomplete failed; answered with no choices');
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
