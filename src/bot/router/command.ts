import type { ChatInputCommandInteraction, ContextMenuCommandInteraction } from 'discord.js';
import { readArgs } from '../../discord/slash.js';
import { readerFor } from '../../i18n/reader.js';
import { InputError, type AnyCommand, type Invoker } from '../../command/contract.js';
import type { Logger } from '../../log.js';
import { allowed, invokerOf, moderatorSubcommand, refusalFor } from './access.js';
import type { Answer } from './answer.js';
import type { RouterContext } from './context.js';
import { flattenOptions } from './flatten.js';
import { prepareHandler } from './prepare.js';
import { resolvedFacts } from './resolved.js';
import { SAYS } from './says.js';

/**
 * A slash command or a user context menu: the module, the guild, the invoker's access, the
 * options checked against the definition; then a modal, or the defer (before any upstream
 * call) and the module's `execute`, whose Reply replaces the placeholder.
 */

type Invocation = ChatInputCommandInteraction | ContextMenuCommandInteraction;

export async function runCommand(ctx: RouterContext, i: Invocation, log: Logger, answer: Answer): Promise<void> {
  const m = ctx.registry.forDefinition(i.commandName, i.commandType);
  if (!m) {
    log.warn('command not in the registry (stale deploy?)');
    return answer.refuse(SAYS.unknownCommand);
  }
  answer.trace.command = m.name;
  if (!i.inGuild()) return answer.refuse(SAYS.notInGuild);
  const invoker = invokerOf(i, ctx);
  if (!(await allowed(ctx, i, invoker, m.access, log))) {
    log.info({ access: m.access }, 'command refused for lack of permission');
    return answer.refuse(refusalFor(m.access));
  }
  const raw = i.isChatInputCommand() ? flattenOptions(i.options.data) : { target: i.targetId };
  if (moderatorSubcommand(m, raw) && !(await allowed(ctx, i, invoker, 'moderator', log))) {
    log.info('moderator subcommand refused');
    return answer.refuse(SAYS.notModerator);
  }
  if (i.isContextMenuCommand()) return runUserMenu(ctx, i, m, invoker, log, answer);
  const read = readArgs(m.definition, raw);
  if (!read.ok) throw new InputError(read.issues);
  // A modal is the member's own (private); a reply gets its reader once its visibility is known.
  const base = {
    commandName: i.commandName,
    invoker,
    log,
    services: ctx.services,
    reader: readerFor(i.locale),
    options: read.args,
    resolved: resolvedFacts(i.options.data),
  };
  const modal = m.modal?.(base);
  if (modal) {
    await i.showModal(modal);
    return answer.acknowledged('none');
  }
  const isPrivate = typeof m.private === 'function' ? m.private(read.args) : m.private;
  await answer.defer(isPrivate ? 'private' : 'public');
  const prepared = await prepareHandler(ctx, i, invoker, isPrivate, log);
  await answer.send(await m.execute({ ...base, ...prepared }), prepared.reader, log);
}

async function runUserMenu(
  ctx: RouterContext,
  i: ContextMenuCommandInteraction,
  m: AnyCommand,
  invoker: Invoker,
  log: Logger,
  answer: Answer,
): Promise<void> {
  const menu = m.userMenus?.find((u) => u.definition.name === i.commandName);
  if (!menu) return answer.refuse(SAYS.unknownCommand);
  const isPrivate = m.private !== false;
  await answer.defer(isPrivate ? 'private' : 'public');
  const prepared = await prepareHandler(ctx, i, invoker, isPrivate, log);
  const reply = await menu.execute({
    commandName: i.commandName,
    invoker,
    log,
    services: ctx.services,
    options: { target: i.targetId },
    ...prepared,
  });
  await answer.send(reply, prepared.reader, log);
}
