import {
  ApplicationCommandOptionType as T,
  ApplicationCommandType,
  InteractionContextType,
  PermissionFlagsBits,
  type RESTPostAPIContextMenuApplicationCommandsJSONBody,
} from 'discord.js';
import { NotFoundError } from '../src/api/errors.js';
import type { CommunityClient } from '../src/api/types.js';
import { command } from '../src/command/contract.js';
import { slash } from '../src/discord/slash.js';
import type { Reader } from '../src/i18n/reader.js';
import { notVerified, verifiedDetails } from '../src/features/verify/view.js';

const MODERATORS = String(PermissionFlagsBits.ManageGuild);

/** The member menu, as Discord receives it (its name's translations: `commands['Verified details'].name` in each language's commands.ts). */
const menu = {
  name: 'Verified details',
  type: ApplicationCommandType.User,
  default_member_permissions: MODERATORS,
  contexts: [InteractionContextType.Guild],
} satisfies RESTPostAPIContextMenuApplicationCommandsJSONBody;
export const CONTEXT_MENU_NAME = menu.name;

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
      definition: menu,
      execute: ({ api, options, reader }) => details(api, options.target, reader),
    },
  ],
  examples: { '': '/verify member:@alice' },
  access: 'moderator',
  // Linked accounts and wallets are personal: never public, whatever anyone configures.
  private: true,
  execute: ({ api, options, reader }) => details(api, options.member, reader),
});
