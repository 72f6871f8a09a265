import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import { chainName } from '../src/api/chains.js';
import { ChatUserIdSchema } from '../src/api/schemas.js';
import type { CommandModule } from '../src/bot/command.js';
import { serviceWallets } from '../src/views/wallets.js';

const Options = z.object({ member: ChatUserIdSchema.optional() });
type Options = z.infer<typeof Options>;

const definition = new SlashCommandBuilder()
  .setName('wallets')
  .setDescription("A member's service wallets per chain (only you see the answer)")
  .setContexts(InteractionContextType.Guild)
  .addUserOption((o) => o.setName('member').setDescription('Whose wallets (default: yours)'));

export const wallets: CommandModule<Options> = {
  name: 'wallets',
  examples: { '': '/wallets member:@alice' },
  definitions: [definition.toJSON()],
  access: 'member',
  private: true,
  options: Options,
  async execute(ctx) {
    const userId = ctx.options.member ?? ctx.invoker.userId;
    // The client keeps service wallets only briefly (the spec: the set changes); chain names
    // are long-lived, and a failing chain list must not hide the wallets.
    const [list, names] = await Promise.all([
      ctx.api.getServiceWallets(userId),
      ctx.api.listChains().catch((err: unknown) => {
        ctx.log.warn({ err }, 'chain list unavailable; using the static chain names');
        return [];
      }),
    ]);
    const byKey = new Map(names.map((c) => [c.key, c.name]));
    return serviceWallets({
      userId,
      self: userId === ctx.invoker.userId,
      wallets: list,
      name: (key) => byKey.get(key) || chainName(key),
    });
  },
};
