import { ApplicationCommandOptionType as T, InteractionContextType } from 'discord.js';
import { chainName } from '../src/api/chains.js';
import { command } from '../src/kit/command.js';
import { slash } from '../src/discord/options.js';
import { serviceWallets } from '../src/views/wallets.js';

const definition = slash({
  name: 'wallets',
  description: "A member's service wallets per chain (only you see the answer)",
  contexts: [InteractionContextType.Guild],
  options: [{ type: T.User, name: 'member', description: 'Whose wallets (default: yours)' }],
});

export const wallets = command({
  name: 'wallets',
  definition,
  examples: { '': '/wallets member:@alice' },
  access: 'member',
  private: true,
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
    }, ctx.reader);
  },
});
