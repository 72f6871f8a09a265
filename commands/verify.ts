import { ApplicationCommandOptionType as T, ApplicationCommandType, InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { NotFoundError } from '../src/api/errors.js';
import type { CommunityClient } from '../src/api/types.js';
import { command } from '../src/bot/command.js';
import { slash } from '../src/discord/options.js';
import { notVerified, verifiedDetails } from '../src/views/verify.js';

export const CONTEXT_MENU_NAME = 'Verified details';

const MODERATORS = String(PermissionFlagsBits.ManageGuild);

/** `/verify member:@x`: one member, no subcommand to type twice. */
const definition = slash({
  name: 'verify',
  description: "A member's verified accounts and wallets (only you see the answer)",
  default_member_permissions: MODERATORS,
  contexts: [InteractionContextType.Guild],
  options: [{ type: T.User, name: 'member', description: 'The member to look up', required: true }],
});

async function details(api: CommunityClient, userId: string) {
  try {
    return verifiedDetails(await api.getUserDetails(userId));
  } catch (err) {
    if (err instanceof NotFoundError) return notVerified(userId);
    throw err;
  }
}

export const verify = command({
  name: 'verify',
  definition,
  userMenus: [
    {
      definition: { name: CONTEXT_MENU_NAME, type: ApplicationCommandType.User, default_member_permissions: MODERATORS, contexts: [InteractionContextType.Guild] },
      execute: ({ api, options }) => details(api, options.target),
    },
  ],
  examples: { '': '/verify member:@alice' },
  access: 'moderator',
  // Linked accounts and wallets are personal: never public, whatever anyone configures.
  private: true,
  execute: ({ api, options }) => details(api, options.member),
});

export default verify;
