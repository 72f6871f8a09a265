import type { Reply } from '../../discord/reply.js';
import type { Reader } from '../../i18n/reader.js';
import { chunkLines, escape } from '../../discord/limits.js';

export interface HelpLine {
  /** e.g. `/points balance user:<user>` or a concrete example. */
  example: string;
  description: string;
}

/**
 * One line per command the caller may use; moderators get a second section, and administrators
 * (Manage Server) a third with the commands only they may run (/setup).
 */
export function helpView(
  member: readonly HelpLine[],
  moderator: readonly HelpLine[] | undefined,
  s: Reader,
  admin?: readonly HelpLine[],
): Reply {
  const lines = (list: readonly HelpLine[]) => list.map((l) => `\`${l.example.replace(/`/g, "'")}\` — ${escape(l.description)}`);
  const fields = [
    ...chunkLines(lines(member)).map((value, i) => ({ name: s.t(i === 0 ? 'board.help.commands' : 'board.help.commandsMore'), value })),
    ...(moderator?.length
      ? chunkLines(lines(moderator)).map((value, i) => ({
          name: s.t(i === 0 ? 'board.help.moderator' : 'board.help.moderatorMore'),
          value,
        }))
      : []),
    ...(admin?.length
      ? chunkLines(lines(admin)).map((value, i) => ({
          name: i === 0 ? s.t('board.help.admin', { permission: s.t('moves.permission.ManageGuild') }) : s.t('board.help.adminMore'),
          value,
        }))
      : []),
  ];
  if (fields.length === 0) return { content: s.t('board.help.nothing') };
  return { embeds: [{ title: s.t('board.help.title'), fields }] };
}
