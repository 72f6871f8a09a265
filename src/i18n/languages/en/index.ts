import { commands } from './commands.js';
import { board } from './board.js';
import { common } from './common.js';
import { errors } from './errors.js';
import { info } from './info.js';
import { moves } from './moves.js';
import { quest } from './quest.js';
import { raid } from './raid.js';
import { setup } from './setup.js';

/**
 * Every text of English, the source: the command definitions' (`commands.ts`) and the replies',
 * one file per area (a key is `<area>.<path>`, e.g. `raid.preview.title`). Every other language
 * has a folder like this one with exactly these keys: a missing key or area is a tsc error
 * (the `Texts` type), a wrong placeholder or plural form fails test/i18n.test.ts.
 */
export const texts = { ...commands, board, common, errors, info, moves, quest, raid, setup };

export type Texts = typeof texts;
