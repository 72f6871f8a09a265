import { ApplicationCommandOptionType as T, ApplicationCommandType, InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { NotFoundError } from '../src/api/errors.js';
import type { CommunityClient } from '../src/api/types.js';
import { command } from '../src/kit/command.js';
import { slash } from '../src/discord/options.js';
import type { Reader } from '../src/i18n/reader.js';
import { commands as en } from '../src/i18n/languages/en/commands.js';
import { notVerified, verifiedDetails } from '../src/views/verify.js';

/** The user menu's name as defined (English; its translations are `commands['Verified details'].name` in src/i18n/resources). */
export const CONTEXT_MENU_NAME = en.commands['Verified details'].name;

const MODERATORS = String(PermissionFlagsBits.ManageGuild);

/** `/verify member:@x`: one member, no subcommand to type twice. */
const definition = slash({
  name: 'verify',
  description: "A member's verified accounts and wallets (only you see the answer)",
  default_member_permissions: MODERATORS,
  contexts: [InteractionContextType.Guild],
  options: [{ type: T.User, name: 'member', description: 'The member to look up', required: true }],
});

async function details(api: CommunityClient, userId: string, s: Reader) {
  try {
    return verifiedDetails(await api.getUserDetails(userId), s);
  } catch (err) {
    if (err instanceof NotFoundError) return notVerified(userId, s);
    throw err;
  }
}

export const verify = command({
  name: 'verify',
  definition,
  userMenus: [
    {
      definition: { name: CONTEXT_MENU_NAME, type: ApplicationCommandType.User, default_member_permissions: MODERATORS, contexts: [InteractionContextType.Guild] },
      execute: ({ api, options, reader }) => details(api, options.target, reader),
    },
  ],
  examples: { '': '/verify member:@alice' },
  access: 'moderator',
  // Linked accounts and wallets are personal: never public, whatever anyone configures.
  private: true,
  execute: ({ api, options, reader }) => details(api, options.member, reader),
});

export default verify;
