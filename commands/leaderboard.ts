import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import { BALANCE_SORTS, PointSystemIdInput, type Page, type PointBalance } from '../src/api/schemas.js';
import type { CommunityClient } from '../src/api/types.js';
import type { CommandModule, ComponentContext, ComponentHandler } from '../src/bot/command.js';
import { UserError } from '../src/bot/command.js';
import {
  decodeBoardState,
  LEADERBOARD_PAGE_SIZE,
  leaderboardView,
  myRankView,
  RANK_SCAN_DEPTH,
  type BalanceOrder,
  type SystemLabel,
} from '../src/views/leaderboard.js';
import { viewPage } from '../src/bot/paging.js';
import { defaultPointSystem, forSystem, pointSystemChoices, resolvePointSystem } from './point-systems.js';

/**
 * The API serves up to 100 balances a page; the board shows 10. Every view of a board asks
 * for whole 100-row blocks with the same query, so ten UI pages (and every presser in a busy
 * channel) share one cached, coalesced upstream request.
 */
export const UPSTREAM_PAGE = 100;

export const NO_ACTIVE_SYSTEM = 'This community has no active point system yet, so there is no leaderboard to show.';
const STALE = 'This leaderboard button is not valid any more. Run /leaderboard again.';

const definition = new SlashCommandBuilder()
  .setName('leaderboard')
  .setDescription('Top holders of a point system')
  .setContexts(InteractionContextType.Guild)
  .addStringOption((o) => o.setName('system').setDescription('Point system (default: the first active one)').setAutocomplete(true))
  .addStringOption((o) =>
    o
      .setName('order')
      .setDescription('Highest or lowest balances first (default highest)')
      .addChoices({ name: 'highest first', value: 'balance-desc' }, { name: 'lowest first', value: 'balance-asc' }),
  );

const Options = z.object({
  system: PointSystemIdInput.optional(),
  order: z.enum(BALANCE_SORTS, { error: 'order must be highest first (balance-desc) or lowest first (balance-asc)' }).optional(),
});
type Options = z.infer<typeof Options>;

function block(api: CommunityClient, pointSystemId: string, order: BalanceOrder, offset: number): Promise<Page<PointBalance>> {
  return api.getPointBalances({ pointSystemId, sort: order, offset, limit: UPSTREAM_PAGE });
}

/** 1-based page `page` of the board, clamped to the last page when the board shrank. */
async function boardPage(api: CommunityClient, system: SystemLabel, order: BalanceOrder, page: number) {
  const r = await viewPage((offset) => block(api, system.id, order, offset), page - 1, LEADERBOARD_PAGE_SIZE, UPSTREAM_PAGE);
  return { system, order, page: r.page + 1, total: r.total, rows: r.rows };
}

async function execute({ api, options, invoker }: { api: CommunityClient; options: Options; invoker: { locale: string } }) {
  const system = options.system ? await resolvePointSystem(api, options.system) : await defaultPointSystem(api);
  if (!system) throw new UserError(NO_ACTIVE_SYSTEM);
  const page = await forSystem(options.system, () => boardPage(api, system, options.order ?? 'balance-desc', 1));
  return leaderboardView(page, invoker.locale);
}

const pageHandler: ComponentHandler = {
  reply: 'update',
  async handle({ api, state, invoker }: ComponentContext) {
    const s = decodeBoardState(state);
    if (!s || !PointSystemIdInput.safeParse(s.systemId).success) throw new UserError(STALE);
    const system = await resolvePointSystem(api, s.systemId);
    return leaderboardView(await boardPage(api, system, s.order, s.page), invoker.locale);
  },
};

/** The presser's balance, and their highest-first rank when it is within the first 500. */
const rankHandler: ComponentHandler = {
  reply: 'private',
  async handle({ api, state, invoker }: ComponentContext) {
    if (!PointSystemIdInput.safeParse(state).success) throw new UserError(STALE);
    const me = invoker.userId;
    const [system, mine] = await Promise.all([
      resolvePointSystem(api, state),
      api.getPointBalances({ pointSystemId: state, userIds: [me] }),
    ]);
    const balance = mine.data.find((e) => e.userId === me)?.balance;
    let rank: number | undefined;
    let total = mine.pagination.total;
    if (balance !== undefined) {
      // The same blocks the board fetches, so a popular board answers this from cache.
      for (let offset = 0; offset < RANK_SCAN_DEPTH && rank === undefined; offset += UPSTREAM_PAGE) {
        const res = await block(api, state, 'balance-desc', offset);
        total = res.pagination.total;
        const i = res.data.findIndex((e) => e.userId === me);
        if (i >= 0) rank = offset + i + 1;
        if (res.data.length < UPSTREAM_PAGE || offset + UPSTREAM_PAGE >= total) break;
      }
    }
    return myRankView({ system, userId: me, balance, rank, total }, invoker.locale);
  },
};

export const leaderboard: CommandModule<Options> = {
  name: 'leaderboard',
  examples: { '': '/leaderboard order:lowest first' },
  definitions: [definition.toJSON()],
  access: 'member',
  private: false,
  options: Options,
  execute,
  autocomplete: pointSystemChoices,
  components: { first: pageHandler, prev: pageHandler, next: pageHandler, last: pageHandler, rank: rankHandler },
};

export default leaderboard;
