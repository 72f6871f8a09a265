import type { Reply } from '../discord/reply.js';
import type { Reader } from '../i18n/reader.js';
import { chunkLines, escape } from '../discord/limits.js';

export interface HelpLine {
  /** e.g. `/points balance user:<user>` or a concrete example. */
  example: string;
  description: string;
}

/** One line per command the caller may use; moderators get a second section. */
export function helpView(member: readonly HelpLine[], moderator: readonly HelpLine[] | undefined, s: Reader): Reply {
  const lines = (list: readonly HelpLine[]) => list.map((l) => `\`${l.example.replace(/`/g, "'")}\` — ${escape(l.description)}`);
  const fields = [
    ...chunkLines(lines(member)).map((value, i) => ({ name: s.t(i === 0 ? 'board.help.commands' : 'board.help.commandsMore'), value })),
    ...(moderator?.length
      ? chunkLines(lines(moderator)).map((value, i) => ({ name: s.t(i === 0 ? 'board.help.moderator' : 'board.help.moderatorMore'), value }))
      : []),
  ];
  if (fields.length === 0) return { content: s.t('board.help.nothing') };
  return { embeds: [{ title: s.t('board.help.title'), fields }] };
}
