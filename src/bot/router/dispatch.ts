import { MessageFlags, type Interaction } from 'discord.js';
import { NO_MENTIONS } from '../../discord/reply.js';
import { readerFor } from '../../i18n/reader.js';
import type { Logger } from '../../log.js';
import { Answer, type Repliable } from './answer.js';
import { answerAutocomplete } from './autocomplete.js';
import { runCommand } from './command.js';
import { runComponent } from './component.js';
import type { RouterContext } from './context.js';
import { SAYS } from './says.js';
import { reportTrace, startTrace } from './trace.js';

/**
 * Where every interaction enters: a log line of its own, then autocomplete, a command or a
 * component. Never rejects: whatever a step throws becomes the member's private answer.
 */

export async function routeInteraction(ctx: RouterContext, i: Interaction): Promise<void> {
  const log = ctx.logger.child({
    interaction: i.id,
    guildId: i.guildId,
    userId: i.user.id,
    ...('commandName' in i ? { command: i.commandName } : 'customId' in i ? { customId: i.customId } : {}),
  });
  try {
    if (i.isAutocomplete()) return await answerAutocomplete(ctx, i, log);
    if (ctx.inFlight.closed) {
      if (i.isRepliable())
        await i.reply({ content: SAYS.restarting(readerFor(i.locale)), flags: MessageFlags.Ephemeral, allowedMentions: NO_MENTIONS });
      return;
    }
    if (i.isChatInputCommand() || i.isContextMenuCommand() || i.isMessageComponent() || i.isModalSubmit()) return await answer(ctx, i, log);
    log.debug({ type: i.type }, 'interaction type not handled');
  } catch (err) {
    log.error({ err }, 'interaction handling failed');
  }
}

/** A command or a component, answered whatever happens, and heard by the metrics once. */
async function answer(ctx: RouterContext, i: Repliable, log: Logger): Promise<void> {
  const reply = new Answer(i, startTrace(i));
  try {
    if (i.isChatInputCommand() || i.isContextMenuCommand()) await runCommand(ctx, i, log, reply);
    else await runComponent(ctx, i, log, reply);
  } catch (err) {
    await reply.fail(err, log);
  } finally {
    reportTrace(reply.trace, ctx.observe);
  }
}
