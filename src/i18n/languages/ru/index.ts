import { commands } from './commands.js';
import { board } from './board.js';
import { common } from './common.js';
import { errors } from './errors.js';
import { info } from './info.js';
import { moves } from './moves.js';
import { quest } from './quest.js';
import { raid } from './raid.js';
import { setup } from './setup.js';
import type { Texts } from '../en/index.js';

/** Russian: every text, in the layout of `../en/`. */
export const texts: Texts = { ...commands, board, common, errors, info, moves, quest, raid, setup };
