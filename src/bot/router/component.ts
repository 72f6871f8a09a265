import { MessageFlags, type MessageComponentInteraction, type ModalSubmitInteraction } from 'discord.js';
import { splitId } from '../../discord/component-id.js';
import { readerFor } from '../../i18n/reader.js';
import { StaleError, type AnyCommand, type Component, type ComponentContext, type ReplyMode } from '../../command/contract.js';
import type { Logger } from '../../log.js';
import type { Registry } from '../registry.js';
import { allowed, invokerOf, refusalFor } from './access.js';
import type { Answer } from './answer.js';
import type { RouterContext } from './context.js';
import { prepareHandler } from './prepare.js';
import { SAYS } from './says.js';

/**
 * A button, a select or a modal's submission: the custom id names the module and the
 * component, whose codec parses its state (an id that does not parse is answered "stale"
 * before anything else); then access, and a modal, an update of the message, or a new reply.
 */

type Pressed = MessageComponentInteraction | ModalSubmitInteraction;

interface Found {
  m: AnyCommand;
  c: Component;
  action: string;
  data: unknown;
}

/** The component an id belongs to and its typed data; undefined for a stale or forged id. */
export function findComponent(registry: Registry, i: Pressed): Found | undefined {
  const id = splitId(i.customId);
  const m = id ? registry.byName(id.command) : undefined;
  const list = m && (i.isModalSubmit() ? m.modals : m.components);
  const c = id && list?.find((x) => x.ids.actions.includes(id.action));
  const data = id && c ? c.ids.parse(id.state) : undefined;
  return m && c && id && data !== undefined ? { m, c, action: id.action, data } : undefined;
}

export async function runComponent(ctx: RouterContext, i: Pressed, log: Logger, answer: Answer): Promise<void> {
  const found = findComponent(ctx.registry, i);
  if (!found) {
    log.warn({ customId: i.customId }, 'stale or unknown component id');
    throw new StaleError();
  }
  const { m, c: h, action, data } = found;
  answer.trace.command = m.name;
  if (!i.inGuild()) return answer.refuse(SAYS.notInGuild);
  const invoker = invokerOf(i, ctx);
  const access = h.access ?? m.access;
  if (!(await allowed(ctx, i, invoker, access, log))) {
    log.info({ action, access }, 'component refused for lack of permission');
    return answer.refuse(refusalFor(access));
  }
  const message = i.message;
  const pressedOn = message?.interactionMetadata?.user.id ?? message?.interaction?.user.id;
  const base: Omit<ComponentContext, 'api'> = {
    action,
    values: i.isAnySelectMenu() ? [...i.values] : [],
    fields: submittedFields(i),
    invoker,
    log,
    services: ctx.services,
    reader: readerFor(i.locale),
    token: i.token,
    ...(pressedOn ? { messageInteractionUserId: pressedOn } : {}),
  };
  if (h.showModal && !i.isModalSubmit()) {
    await i.showModal(h.showModal(base, data));
    return answer.acknowledged('none');
  }
  const mode = replyMode(i, typeof h.reply === 'function' ? h.reply(base, data) : h.reply);
  await answer.defer(mode);
  // An update keeps the message's own visibility.
  const isPrivate = mode === 'private' || (mode === 'update' && (message?.flags.has(MessageFlags.Ephemeral) ?? true));
  const prepared = await prepareHandler(ctx, i, invoker, isPrivate, log);
  const progress = mode === 'update' ? {} : { progress: (line: string) => answer.progress(line, log) };
  await answer.send(await h.handle({ ...base, ...prepared, ...progress }, data), prepared.reader, log);
}

/** A modal's submitted fields by name; none for a button or a select. */
function submittedFields(i: Pressed): Record<string, string> {
  const fields: Record<string, string> = {};
  if (i.isModalSubmit()) {
    for (const [name, f] of i.fields.fields) if ('value' in f && typeof f.value === 'string') fields[name] = f.value;
  }
  return fields;
}

/** A modal not opened from a message has nothing to update: it is answered privately instead. */
function replyMode(i: Pressed, wanted: ReplyMode): ReplyMode {
  if (wanted === 'update') return i.isMessageComponent() || i.isFromMessage() ? 'update' : 'private';
  return wanted;
}
