import { NotFoundError } from '../../api/errors.js';
import type { CommunityClient } from '../../api/types.js';

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
 * set nothing: a feed names them; /wallets, which shows addresses, shows another member's only
 * when they share (`detailsSharing`): one who never chose to share is not taken to have shared.
 */
export async function keepsDetailsPrivate(api: CommunityClient, userId: string, options: { background?: boolean } = {}): Promise<boolean> {
  return (await detailsSharing(api, userId, options)) === 'private';
}

/**
 * Whether a member shares their details with others: 'shares' (verified, nothing redacted),
 * 'private' (sharing turned off: redacted), 'unverified' (404: the service has no details, so
 * no choice to share was ever made). /wallets shows another member's service wallets only for
 * 'shares': a member who never chose to share is not taken to have shared; where a name is
 * all that would show (a feed post), `keepsDetailsPrivate` hides only 'private'.
 */
export async function detailsSharing(
  api: CommunityClient,
  userId: string,
  options: { background?: boolean } = {},
): Promise<'shares' | 'private' | 'unverified'> {
  try {
    const d = await api.getUserDetails(userId, options.background ? { background: true } : undefined);
    return [...d.linkedAccounts, ...d.linkedWallets].some((x) => x.isRedacted === true) ? 'private' : 'shares';
  } catch (err) {
    if (err instanceof NotFoundError) return 'unverified';
    throw err;
  }
}
