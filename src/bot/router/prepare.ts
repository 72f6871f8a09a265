import type { BaseInteraction } from 'discord.js';
import type { CommunityClient } from '../../api/types.js';
import type { Invoker } from '../../command/contract.js';
import { messageReader, type Reader } from '../../i18n/reader.js';
import type { Logger } from '../../log.js';
import { keylessClient } from '../community.js';
import { moderatorNow } from './access.js';
import type { RouterContext } from './context.js';

/**
 * What a handler gets once its interaction is acknowledged: these may read the store or
 * decrypt a key, so they come after the defer, never before Discord's 3 s deadline.
 */

export interface Prepared {
  reader: Reader;
  api: CommunityClient;
}

export async function prepareHandler(
  ctx: RouterContext,
  i: BaseInteraction,
  invoker: Invoker,
  isPrivate: boolean,
  log: Logger,
): Promise<Prepared> {
  // What a member command shows moderators (a role chosen with /setup).
  await moderatorNow(ctx, i, invoker, log);
  const reader = await readerOf(ctx, i, isPrivate, log);
  return { reader, api: await apiFor(ctx, i.guildId) };
}

/**
 * The language of a reply: a private one follows the member's client; a public one the
 * server's choice in /setup, else Discord's server language.
 */
export async function readerOf(
  ctx: Pick<RouterContext, 'serverLanguage'>,
  i: BaseInteraction,
  isPrivate: boolean,
  log: Logger,
): Promise<Reader> {
  let serverLanguage: string | null = null;
  if (!isPrivate && ctx.serverLanguage && i.guildId) {
    try {
      serverLanguage = await ctx.serverLanguage(i.guildId);
    } catch (err) {
      log.warn({ err }, "could not read the server language; using Discord's");
    }
  }
  return messageReader({ private: isPrivate, locale: i.locale, serverLanguage, guildLocale: i.guildLocale });
}

/** The guild's client; one that refuses every call with a clear message when the guild has no key. */
export async function apiFor(ctx: Pick<RouterContext, 'communities'>, guildId: string | null): Promise<CommunityClient> {
  return (await ctx.communities.forGuild(guildId)) ?? keylessClient();
}
