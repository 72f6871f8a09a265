import type { Language } from '../locales.js';
export { plural, type Plural } from '../plural.js';
import { board } from './board.js';
import { common } from './common.js';
import { errors } from './errors.js';
import { info } from './info.js';
import { moves } from './moves.js';
import { quest } from './quest.js';
import { raid } from './raid.js';
import { setup } from './setup.js';

/**
 * Reply texts, one file per area, each holding every language side by side (English first,
 * the source): a key is `<area>.<path>`, e.g. `raid.preview.title`. A language missing from
 * any file is a tsc error; a key missing from a language, test/i18n.test.ts.
 *
 * Writing rules: `{{name}}` placeholders only (the views escape what they insert); Discord
 * Markdown as in English; a text that depends on a count is a `plural({ one, other })` with
 * `{{n}}`, and each language gives the forms its grammar has (Russian one, few, many, other;
 * Japanese other), shown with `s.plural(key, n)`.
 */
export const REPLIES = { common, errors, moves, raid, quest, board, setup, info } as const;

export type Replies = { [A in keyof typeof REPLIES]: (typeof REPLIES)[A]['en'] };

export function repliesIn(language: Language): Replies {
  return Object.fromEntries(Object.entries(REPLIES).map(([area, texts]) => [area, texts[language]])) as Replies;
}
