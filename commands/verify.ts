import {
  ApplicationCommandType,
  ContextMenuCommandBuilder,
  InteractionContextType,
  PermissionFlagsBits,
  SlashCommandBuilder,
} from 'discord.js';
import { z } from 'zod';
import { NotFoundError } from '../src/api/errors.js';
import { ChatUserIdSchema } from '../src/api/schemas.js';
import type { CommandModule } from '../src/bot/command.js';
import { notVerified, verifiedDetails } from '../src/views/verify.js';

export const CONTEXT_MENU_NAME = 'Verified details';

const slash = new SlashCommandBuilder()
  .setName('verify')
  .setDescription("A member's verified accounts and wallets (only you see the answer)")
  .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((s) =>
    s
      .setName('member')
      .setDescription("Show a member's verified details, privately")
      .addUserOption((o) => o.setName('member').setDescription('The member to look up').setRequired(true)),
  )
  .toJSON();

const contextMenu = new ContextMenuCommandBuilder()
  .setName(CONTEXT_MENU_NAME)
  .setType(ApplicationCommandType.User)
  .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
  .setContexts(InteractionContextType.Guild)
  .toJSON();

/** `/verify member member:` and the context menu's `target` both name one member. */
const VerifyOptions = z
  .object({
    subcommand: z.literal('member', { error: 'unknown subcommand; use /verify member' }).optional(),
    member: z.string().optional(),
    target: z.string().optional(),
  })
  .transform((o, ctx) => {
    const field = o.target !== undefined ? 'target' : 'member';
    const parsed = ChatUserIdSchema.safeParse(o.target ?? o.member);
    if (parsed.success) return { userId: parsed.data };
    ctx.addIssue({ code: 'custom', message: 'member is required: pick the member to look up', path: [field] });
    return z.NEVER;
  });
type VerifyOptions = z.output<typeof VerifyOptions>;

export const verify: CommandModule<VerifyOptions> = {
  name: 'verify',
  examples: { member: '/verify member member:@alice' },
  definitions: [slash, contextMenu],
  access: 'moderator',
  // Linked accounts and wallets are personal: never public, whatever anyone configures.
  private: true,
  options: VerifyOptions,
  async execute({ api, options }) {
    try {
      return verifiedDetails(await api.getUserDetails(options.userId));
    } catch (err) {
      if (err instanceof NotFoundError) return notVerified(options.userId);
      throw err;
    }
  },
};

export default verify;
