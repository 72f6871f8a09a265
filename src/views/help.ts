import type { Reply } from '../discord/reply.js';
import { chunkLines, escape } from '../discord/limits.js';

export interface HelpLine {
  /** e.g. `/points balance user:<user>` or a concrete example. */
  example: string;
  description: string;
}

/** One line per command the caller may use; moderators get a second section. */
export function helpView(member: readonly HelpLine[], moderator: readonly HelpLine[] | undefined): Reply {
  const lines = (list: readonly HelpLine[]) => list.map((l) => `\`${l.example.replace(/`/g, "'")}\` — ${escape(l.description)}`);
  const fields = [
    ...chunkLines(lines(member)).map((value, i) => ({ name: i === 0 ? 'Commands' : 'Commands (cont.)', value })),
    ...(moderator?.length
      ? chunkLines(lines(moderator)).map((value, i) => ({ name: i === 0 ? 'Moderator commands' : 'Moderator commands (cont.)', value }))
      : []),
  ];
  if (fields.length === 0) return { content: 'No commands are available to you here.' };
  return { embeds: [{ title: 'What I can do', fields }] };
}
