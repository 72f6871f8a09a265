import { ApplicationCommandOptionType as T, InteractionContextType } from 'discord.js';
import { chainName } from '../src/api/chains.js';
import { command } from '../src/command/contract.js';
import { detailsSharing } from '../src/features/wallets/privacy.js';
import { slash } from '../src/discord/slash.js';
import { serviceWallets } from '../src/features/wallets/view.js';

const definition = slash({
  name: 'wallets',
  description: 'Your service wallets per chain, or those of a member who shares their details (only you see it)',
  contexts: [InteractionContextType.Guild],
  options: [
    { type: T.User, name: 'member', description: "Whose wallets (default: yours; another member's only if they share their details)" },
  ],
});

export const wallets = command({
  name: 'wallets',
  definition,
  examples: { '': '/wallets member:@alice' },
  access: 'member',
  private: true,
  async execute(ctx) {
    const userId = ctx.options.member ?? ctx.invoker.userId;
    const self = userId === ctx.invoker.userId;
    // Another member's addresses show only when they share their details with the service
    // (src/features/wallets/privacy.ts), read first: the wallets of a member who does not share are never
    // fetched for someone else. One rule for everyone who asks, moderators included.
    const sharing = self ? 'shares' : await detailsSharing(ctx.api, userId);
    if (sharing !== 'shares') return serviceWallets({ userId, self, wallets: [], hidden: sharing, name: chainName }, ctx.reader);
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
    return serviceWallets(
      {
        userId,
        self,
        wallets: list,
        name: (key) => byKey.get(key) || chainName(key),
      },
      ctx.reader,
    );
  },
});
