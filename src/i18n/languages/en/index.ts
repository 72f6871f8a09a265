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

/**
 * Every reply text of English, the source, one file per area (a key is `<area>.<path>`, e.g.
 * `raid.preview.title`). The command definitions' English is their own text in `commands/`, so
 * English has no `commands.ts`; every other language's folder has one (`DefinitionTexts`) and
 * these areas with exactly these keys (`Translation<Texts>`): a missing key or area is a tsc
 * error, a wrong placeholder or plural form fails test/i18n.test.ts.
 */
export const texts = { board, common, errors, feed, info, moves, period, quest, raid, rewards, schedule, setup, web, writes };

export type Texts = typeof texts;
