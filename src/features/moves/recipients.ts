import { optionName } from '../../i18n/index.js';
import { InputError, type CommandContext } from '../../command/contract.js';

/**
 * Who may receive a tip or have points changed: a Discord user who is not a bot. A user option's
 * user comes with the interaction (its `bot` flag costs nothing); an id pasted in `more-members`
 * may be anything 17–20 digits long (a role, a channel, the server), so it is looked up (users
 * are cached: an id never stops or starts being a user or a bot).
 */

type Ctx = Pick<CommandContext<unknown>, 'services' | 'invoker' | 'resolved'>;

/** Refuses, naming the option, a bot or an id that is no user among `ids` (the first id is `option`'s, the rest `pastedOption`'s). */
export async function checkRecipients(ctx: Ctx, ids: readonly string[], option: string, pastedOption = option): Promise<void> {
  const unknown = ids.filter((id) => ctx.resolved?.users[id] === undefined && id !== ctx.invoker.guildId);
  const looked = unknown.length ? await ctx.services.discord.users(unknown) : new Map<string, { bot: boolean } | null>();
  ids.forEach((id, i) => {
    const name = i === 0 ? option : pastedOption;
    const user = id === ctx.invoker.guildId ? null : (ctx.resolved?.users[id] ?? looked.get(id) ?? null);
    if (user === null) throw InputError.of(name, (s) => s.t('moves.recipient.notUser', { name: optionName(s, name), id }));
    if (user.bot) throw InputError.of(name, (s) => s.t('moves.recipient.bot', { member: `<@${id}>` }));
  });
}
