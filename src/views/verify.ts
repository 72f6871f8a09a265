import { ENGLISH } from '../i18n/speech.js';
import { chainName } from '../api/chains.js';
import type { UserDetails } from '../api/schemas.js';
import type { Reply } from '../discord/reply.js';
import { code, fitLines, imageUrl } from './lines.js';
import { platformWords } from './words.js';
import { cut, escape, LIMITS } from '../discord/limits.js';

const HIDDEN = "*hidden by the member's privacy settings*";
const COLOR = 0x57f287;

function accountLine(a: UserDetails['linkedAccounts'][number]): string {
  if (a.isRedacted) return `• ${HIDDEN}`;
  return `• ${escape(cut(platformWords(a.platform, ENGLISH), 40))}: ${a.username ? escape(cut(a.username, 100)) : '(blank)'}`;
}

function walletLine(w: UserDetails['linkedWallets'][number]): string {
  if (w.isRedacted) return `• ${HIDDEN}`;
  return `• ${escape(cut(chainName(w.chain), 40))}: ${code(cut(w.address, 200))}`;
}

function listField(name: string, lines: string[], none: string) {
  return { name, value: lines.length ? fitLines(lines, LIMITS.fieldValue, ENGLISH) : none };
}

/** A verified member: only what the service returned; redacted entries are named, never blank. */
export function verifiedDetails(details: UserDetails): Reply {
  const avatar = imageUrl(details.chatAvatarUrl);
  return {
    embeds: [
      {
        title: `Verified: ${escape(cut(details.chatUsername || details.chatUserId, 200))}`,
        color: COLOR,
        description: `<@${details.chatUserId}> · id ${code(details.chatUserId)}`,
        ...(avatar ? { thumbnail: avatar } : {}),
        fields: [
          listField('Linked accounts', details.linkedAccounts.map(accountLine), 'None required by the server’s verification rules'),
          listField('Linked wallets', details.linkedWallets.map(walletLine), 'None required by the server’s verification rules'),
        ],
        footer: { text: 'Only you can see this.' },
      },
    ],
  };
}

export function notVerified(userId: string): Reply {
  return { content: `<@${userId}> is not verified: the Community API has no verified details for this member.` };
}
