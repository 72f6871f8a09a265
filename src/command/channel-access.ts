import { PermissionFlagsBits } from 'discord.js';
import { UserError, type CommandContext } from './contract.js';

/**
 * Where the bot posts for someone (a feed's announcements, a scheduled board), that person must
 * be able to post too: a moderator by /setup role may not aim the bot's posts at a channel they
 * cannot write in. Discord sends the invoker's permissions in the channel (overwrites applied)
 * with the channel option, so this costs no request; a payload without them is refused, since
 * nothing says the invoker may post there.
 */

/** What posting in a channel takes. */
export const POST_PERMISSIONS = PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages;

/** Whether these permissions allow posting (Administrator is sent as every permission). */
export const mayPost = (permissions: bigint | null | undefined): boolean =>
  permissions != null && (permissions & POST_PERMISSIONS) === POST_PERMISSIONS;

/** Refuses (privately, naming the option) unless the invoker can post in the channel the option names. */
export function checkInvokerMayPost(ctx: Pick<CommandContext<unknown>, 'resolved'>, option: string, channelId: string): void {
  if (!mayPost(ctx.resolved?.channels[channelId]?.permissions)) {
    throw new UserError((s) => s.t('errors.channel.invokerCannotPost', { channel: `<#${channelId}>` }), option);
  }
}
