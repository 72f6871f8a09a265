import { NotFoundError } from '../api/errors.js';
import type { CommunityClient } from '../api/types.js';

/**
 * A member's privacy setting on the service, as the bot applies it wherever it shows one member's
 * details to others (/verify, /wallets, a feed's announcements).
 *
 * What the live service says of it (shared/spec/community-api.md, user details, rule 2): when
 * the member turned sharing off in the service's privacy settings, each linked account and
 * wallet of the verification details comes back `isRedacted`, with its details (the social
 * username, the address) blank. That is all the spec defines: the service does not say it
 * redacts the same usernames anywhere else, and a quest completion's verification data carries
 * an `accountUsername` of the member's linked account whatever the setting.
 *
 * Assumed here (the one place it is made): turning sharing off is the member's wish that others
 * not see their linked accounts through the bot, so what /verify hides from moderators is not
 * shown to anyone elsewhere either: no linked-account username in a feed post, no service-wallet
 * address in /wallets for someone else. A member the service does not know as verified (404) has
 * set nothing.
 */
export async function keepsDetailsPrivate(api: CommunityClient, userId: string, options: { background?: boolean } = {}): Promise<boolean> {
  try {
    const d = await api.getUserDetails(userId, options.background ? { background: true } : undefined);
    return [...d.linkedAccounts, ...d.linkedWallets].some((x) => x.isRedacted === true);
  } catch (err) {
    if (err instanceof NotFoundError) return false;
    throw err;
  }
}
