import { ApplicationCommandOptionType as T, InteractionContextType } from 'discord.js';
import { chainName } from '../src/api/chains.js';
import { command } from '../src/kit/command.js';
import { NotFoundError } from '../src/api/errors.js';
import type { CommunityClient } from '../src/api/types.js';
import { slash } from '../src/discord/options.js';
import { serviceWallets } from '../src/views/wallets.js';

const definition = slash({
  name: 'wallets',
  description: 'Your service wallets per chain, or those of a member who shares their details (only you see it)',
  contexts: [InteractionContextType.Guild],
  options: [{ type: T.User, name: 'member', description: "Whose wallets (default: yours; another member's only if they share their details)" }],
});

/**
 * What a member may see of another's service wallets, decided by the other member's choice in
 * the service's privacy settings, as /verify shows their details: 'shares' (verified, details
 * not redacted) shows them; 'private' (sharing turned off: the spec's `isRedacted`, blank
 * details) hides them; 'unverified' (the service has no details, so no choice to share was
 * ever made) hides them too. The spec defines the setting for the verification details only;
 * the bot takes it as the member's wish for their addresses as well. One rule for everyone
 * who asks, moderators included; everyone sees their own.
 */
async function sharing(api: CommunityClient, userId: string): Promise<'shares' | 'private' | 'unverified'> {
  try {
    const d = await api.getUserDetails(userId);
    return [...d.linkedAccounts, ...d.linkedWallets].some((x) => x.isRedacted === true) ? 'private' : 'shares';
  } catch (err) {
    if (err instanceof NotFoundError) return 'unverified';
    throw err;
  }
}

export const wallets = command({
  name: 'wallets',
  definition,
  examples: { '': '/wallets member:@alice' },
  access: 'member',
  private: true,
  async execute(ctx) {
    const userId = ctx.options.member ?? ctx.invoker.userId;
    const self = userId === ctx.invoker.userId;
    // Another member's addresses follow their privacy setting, as /verify does (read first: the
    // wallets of a member who does not share are never fetched for someone else).
    const shared = self ? 'shares' : await sharing(ctx.api, userId);
    if (shared !== 'shares') return serviceWallets({ userId, self, wallets: [], hidden: shared, name: chainName }, ctx.reader);
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
      self,
      wallets: list,
      name: (key) => byKey.get(key) || chainName(key),
    }, ctx.reader);
  },
});
