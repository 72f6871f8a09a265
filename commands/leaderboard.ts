import { ApplicationCommandOptionType as T, InteractionContextType } from 'discord.js';
import type { Page, PointBalance } from '../src/api/schemas.js';
import type { CommunityClient } from '../src/api/types.js';
import { check, command, component, UserError } from '../src/bot/command.js';
import { slash } from '../src/discord/options.js';
import {
  BOARD_PAGER,
  BOARD_RANK,
  LEADERBOARD_PAGE_SIZE,
  leaderboardView,
  myRankView,
  RANK_SCAN_DEPTH,
  type BalanceOrder,
  type SystemLabel,
} from '../src/views/leaderboard.js';
import { viewPage } from '../src/views/pager.js';
import { defaultPointSystem, forSystem, pointSystemChoices, PointSystemInput, resolvePointSystem, systemGone, SYSTEM_OPTION } from './point-systems.js';

/**
 * The API serves up to 100 balances a page; the board shows 10. Every view of a board asks
 * for whole 100-row blocks with the same query, so ten UI pages (and every presser in a busy
 * channel) share one cached, coalesced upstream request.
 */
export const UPSTREAM_PAGE = 100;

export const NO_ACTIVE_SYSTEM = 'This community has no active point system yet, so there is no leaderboard to show.';

const definition = slash({
  name: 'leaderboard',
  description: 'Top holders of a point system',
  contexts: [InteractionContextType.Guild],
  options: [
    SYSTEM_OPTION,
    {
      type: T.String,
      name: 'order',
      description: 'Highest or lowest balances first (default highest)',
      choices: [
        { name: 'highest first', value: 'balance-desc' },
        { name: 'lowest first', value: 'balance-asc' },
      ],
    },
  ],
});

function block(api: CommunityClient, pointSystemId: string, order: BalanceOrder, offset: number): Promise<Page<PointBalance>> {
  return api.getPointBalances({ pointSystemId, sort: order, offset, limit: UPSTREAM_PAGE });
}

/** Page `page` of the board, clamped to the last page when the board shrank. */
async function boardPage(api: CommunityClient, system: SystemLabel, order: BalanceOrder, page: number) {
  const r = await viewPage((offset) => block(api, system.id, order, offset), page, LEADERBOARD_PAGE_SIZE, UPSTREAM_PAGE);
  return { system, order, page: r.page, total: r.total, rows: r.rows };
}

const pager = component({
  ids: BOARD_PAGER,
  reply: 'update',
  async handle({ api, invoker }, s) {
    const page = await systemGone(async () => boardPage(api, await resolvePointSystem(api, s.system), s.order, s.page));
    return leaderboardView(page, invoker.locale);
  },
});

/** The presser's balance, and their highest-first rank when it is within the first 500. */
const rank = component({
  ids: BOARD_RANK,
  reply: 'private',
  async handle({ api, invoker }, { system: id }) {
    const me = invoker.userId;
    return systemGone(async () => {
      const [system, mine] = await Promise.all([resolvePointSystem(api, id), api.getPointBalances({ pointSystemId: id, userIds: [me] })]);
      const balance = mine.data.find((e) => e.userId === me)?.balance;
      let rank: number | undefined;
      let total = mine.pagination.total;
      if (balance !== undefined) {
        // The same blocks the board fetches, so a popular board answers this from cache.
        for (let offset = 0; offset < RANK_SCAN_DEPTH && rank === undefined; offset += UPSTREAM_PAGE) {
          const res = await block(api, id, 'balance-desc', offset);
          total = res.pagination.total;
          const i = res.data.findIndex((e) => e.userId === me);
          if (i >= 0) rank = offset + i + 1;
          if (res.data.length < UPSTREAM_PAGE || offset + UPSTREAM_PAGE >= total) break;
        }
      }
      return myRankView({ system, userId: me, balance, rank, total }, invoker.locale);
    });
  },
});

export const leaderboard = command({
  name: 'leaderboard',
  definition,
  examples: { '': '/leaderboard order:lowest first' },
  access: 'member',
  private: false,
  async execute({ api, options, invoker }) {
    const given = check('system', PointSystemInput, options.system?.trim());
    const system = given ? await resolvePointSystem(api, given) : await defaultPointSystem(api);
    if (!system) throw new UserError(NO_ACTIVE_SYSTEM);
    const page = await forSystem(api, given, () => boardPage(api, system, options.order ?? 'balance-desc', 0));
    return leaderboardView(page, invoker.locale);
  },
  autocomplete: pointSystemChoices,
  components: [pager, rank],
});

export default leaderboard;
