import type { Reader } from '../../i18n/reader.js';
import { chainName } from '../../api/chains.js';
import type { UserDetails } from '../../api/schemas.js';
import type { Reply } from '../../discord/reply.js';
import { code, fitLines, imageUrl } from '../../views/markdown.js';
import { platformWords } from '../../views/enum-words.js';
import { cut, escape, LIMITS } from '../../discord/limits.js';

const COLOR = 0x57f287;

function accountLine(a: UserDetails['linkedAccounts'][number], s: Reader): string {
  if (a.isRedacted) return `• ${s.t('info.verify.hidden')}`;
  return `• ${escape(cut(platformWords(a.platform, s), 40))}: ${a.username ? escape(cut(a.username, 100)) : s.t('info.verify.blank')}`;
}

function walletLine(w: UserDetails['linkedWallets'][number], s: Reader): string {
  if (w.isRedacted) return `• ${s.t('info.verify.hidden')}`;
  return `• ${escape(cut(chainName(w.chain), 40))}: ${code(cut(w.address, 200))}`;
}

function listField(name: string, lines: string[], s: Reader) {
  return { name, value: lines.length ? fitLines(lines, LIMITS.fieldValue, s) : s.t('info.verify.noneRequired') };
}

/** A verified member: only what the service returned; redacted entries are named, never blank. */
export function verifiedDetails(details: UserDetails, s: Reader): Reply {
  const avatar = imageUrl(details.chatAvatarUrl);
  return {
    embeds: [
      {
        title: s.t('info.verify.title', { name: escape(cut(details.chatUsername || details.chatUserId, 200)) }),
        color: COLOR,
        description: s.t('info.verify.description', { member: `<@${details.chatUserId}>`, id: code(details.chatUserId) }),
        ...(avatar ? { thumbnail: avatar } : {}),
        fields: [
          listField(
            s.t('info.verify.accounts'),
            details.linkedAccounts.map((a) => accountLine(a, s)),
            s,
          ),
          listField(
            s.t('info.verify.wallets'),
            details.linkedWallets.map((w) => walletLine(w, s)),
            s,
          ),
        ],
        footer: { text: s.t('info.verify.footer') },
      },
    ],
  };
}

export function notVerified(userId: string, s: Reader): Reply {
  return { content: s.t('info.verify.notVerified', { member: `<@${userId}>` }) };
}
