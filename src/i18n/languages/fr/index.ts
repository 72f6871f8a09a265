import { commands } from './commands.js';
import { board } from './board.js';
import { common } from './common.js';
import { errors } from './errors.js';
import { feed } from './feed.js';
import { info } from './info.js';
import { moves } from './moves.js';
import { period } from './period.js';
import { quest } from './quest.js';
import { raid } from './raid.js';
import { rewards } from './rewards.js';
import { schedule } from './schedule.js';
import { setup } from './setup.js';
import { web } from './web.js';
import { writes } from './writes.js';
import type { LanguageTexts } from '../../shape.js';

/** French: the replies in the layout of `../en/`, and the command definitions' texts (`commands.ts`). */
export const texts: LanguageTexts = {
  ...commands,
  board,
  common,
  errors,
  feed,
  info,
  moves,
  period,
  quest,
  raid,
  rewards,
  schedule,
  setup,
  web,
  writes,
};
