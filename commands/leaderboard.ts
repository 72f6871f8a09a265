import { ApplicationCommandOptionType as T, InteractionContextType } from 'discord.js';
import { rankFinder, type RankProgress } from '../src/api/rank.js';
import type { Page, PointBalance } from '../src/api/schemas.js';
import type { CommunityClient } from '../src/api/types.js';
import type { Card } from '../src/cards/draw.js';
import { check, command, component, StaleError, UserError, type ComponentContext, type Invoker } from '../src/command/contract.js';
import type { BotServices } from '../src/services/services.js';
import type { Text, Reader } from '../src/i18n/reader.js';
import { slash } from '../src/discord/slash.js';
import type { Reply } from '../src/discord/reply.js';
import {
  BOARD_CARD,
  BOARD_CARD_FILE,
  BOARD_GOTO,
  BOARD_GOTO_FORM,
  BOARD_JUMP,
  BOARD_PAGER,
  BOARD_RANK,
  boardCard,
  boardReplyMode,
  GOTO_FIELD,
  gotoModal,
  LEADERBOARD_PAGE_SIZE,
  leaderboardView,
  myRankView,
  pageOfRank,
  rankSearchLine,
  RANK_CARD_FILE,
  systemLabel,
  rankCard,
  type BalanceOrder,
  type LeaderboardPage,
  type SystemLabel,
} from '../src/features/leaderboard/view.js';
import { viewPage } from '../src/views/pager.js';
import { boardUrl } from '../src/web/links.js';
import {
  defaultPointSystem,
  forSystem,
  serverDefaultSystem,
  pointSystemChoices,
  PointSystemInput,
  resolvePointSystem,
  systemGone,
} from '../src/features/points/systems.js';
import { OPT } from './shared-options.js';
import { exportReply } from '../src/features/exports/reply.js';
import { periodBoard, periodOf, periodSystem, zoneOf, type PeriodBoard } from '../src/features/periods/board.js';
import {
  PERIOD_CARD,
  PERIOD_CARD_FILE,
  PERIOD_PAGER,
  PERIOD_RANK,
  periodBoardView,
  periodCard,
  periodRankView,
} from '../src/features/periods/view.js';
import type { BoardPeriod } from '../src/time/period.js';

/**
 * The API serves up to 100 balances a page; the board shows 10. Every view of a board asks
 * for whole 100-row blocks with the same query, so ten UI pages (and every presser in a busy
 * channel) share one cached, coalesced upstream request.
 */
export const UPSTREAM_PAGE = 100;

export const NO_ACTIVE_SYSTEM: Text = (s) => s.t('board.leaderboard.noActiveSystem');
export const NOT_ON_BOARD =
  (label: string): Text =>
  (s) =>
    s.t('board.leaderboard.notOnBoard', { system: label });
export const BAD_PAGE: Text = (s) => s.t('board.leaderboard.badPage');
const CARDS_BUSY: Text = (s) => s.t('board.card.busy');

const definition = slash({
  name: 'leaderboard',
  description: 'Top holders of a point system',
  contexts: [InteractionContextType.Guild],
  options: [
    OPT.system,
    {
      type: T.String,
      name: 'order',
      description: 'Highest or lowest balances first (default highest)',
      choices: [
        { name: 'highest first', value: 'balance-desc' },
        { name: 'lowest first', value: 'balance-asc' },
      ],
    },
    { type: T.Boolean, name: 'card', description: 'Also attach the page as an image' },
    OPT.export,
    OPT.period,
  ],
});

function block(api: CommunityClient, pointSystemId: string, order: BalanceOrder, offset: number): Promise<Page<PointBalance>> {
  return api.getPointBalances({ pointSystemId, sort: order, offset, limit: UPSTREAM_PAGE });
}

/** Page `page` of the board, clamped to the last page when the board shrank. */
async function boardPage(api: CommunityClient, system: SystemLabel, order: BalanceOrder, page: number): Promise<LeaderboardPage> {
  const r = await viewPage((offset) => block(api, system.id, order, offset), page, LEADERBOARD_PAGE_SIZE, UPSTREAM_PAGE);
  return { system, order, page: r.page, total: r.total, rows: r.rows };
}

interface Viewer {
  invoker: Invoker;
  services: BotServices;
  /** The language of the reply. */
  reader: Reader;
}

/**
 * The invoker's row on the server's web leaderboard, when PUBLIC_URL is set and the server
 * published its board (/setup); the board alone when it hides names (no row is anyone's there);
 * none when the settings cannot be read (the board still shows).
 */
async function webLink(services: BotServices, invoker: Invoker, systemId: string): Promise<string | undefined> {
  if (!services.publicUrl || !invoker.guildId) return undefined;
  try {
    const settings = await services.store.settings.get(invoker.guildId);
    if (!settings || settings.webBoard === 'off') return undefined;
    return boardUrl(services.publicUrl, invoker.guildId, systemId, settings.webBoard === 'named' ? invoker.userId : undefined);
  } catch {
    return undefined;
  }
}

/** The names Discord shows for these members of the invoker's server; none (ids then) when they cannot be read. */
async function namesOf(services: BotServices, invoker: Invoker, userIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
  if (!invoker.guildId) return new Map();
  try {
    return await services.discord.names(invoker.guildId, userIds);
  } catch {
    return new Map();
  }
}

/** A card's PNG; a full drawing queue is the user's "try again", not a failure. */
export async function drawCard(services: BotServices, card: Card): Promise<Buffer> {
  try {
    return await services.cards.render(card);
  } catch (err) {
    // By name: the renderer module (and its native canvas) loads only when a card is drawn.
    if (err instanceof Error && err.name === 'CardsBusyError') throw new UserError(CARDS_BUSY);
    throw err;
  }
}

/** The board as the viewer's own message (they own its buttons), with its card when asked. */
async function boardReply({ invoker, services, reader }: Viewer, page: LeaderboardPage, card: boolean): Promise<Reply> {
  const withCard = card && page.rows.length > 0;
  const webUrl = await webLink(services, invoker, page.system.id);
  const view = leaderboardView(page, reader, { owner: invoker.userId, card: withCard, ...(webUrl ? { webUrl } : {}) });
  if (!withCard) return view;
  const names = await namesOf(
    services,
    invoker,
    page.rows.map((r) => r.userId),
  );
  const png = await drawCard(
    services,
    boardCard(page, reader, { userId: invoker.userId, ...(invoker.name ? { name: invoker.name } : {}) }, names),
  );
  return { ...view, files: [{ name: BOARD_CARD_FILE, data: png, description: reader.t('board.leaderboard.image') }] };
}

/**
 * A balances reply with the rank card of its first system (the one asked for, or the first
 * shown), named as Discord names the invoker or by id for another member.
 */
export async function withRankCard(
  services: BotServices,
  view: Reply,
  data: { userId: string; entries: { system: SystemLabel; balance: number | undefined; rank?: number; total?: number; exact?: boolean }[] },
  invoker: Invoker,
  reader: Reader,
): Promise<Reply> {
  const entry = data.entries[0];
  if (!entry) return view;
  const name =
    data.userId === invoker.userId && invoker.name
      ? invoker.name
      : ((await namesOf(services, invoker, [data.userId])).get(data.userId) ?? data.userId);
  const mine = {
    system: entry.system,
    userId: data.userId,
    balance: entry.balance,
    rank: entry.rank,
    total: entry.total ?? 0,
    exact: entry.exact ?? true,
  };
  const png = await drawCard(services, rankCard(mine, name, reader));
  const [first, ...rest] = view.embeds ?? [];
  return {
    ...view,
    embeds: first ? [{ ...first, image: { url: `attachment://${RANK_CARD_FILE}` } }, ...rest] : [],
    files: [{ name: RANK_CARD_FILE, data: png, description: reader.t('board.rank.image') }],
  };
}

async function showBoard(ctx: ComponentContext, s: { system: string; page: number; order: BalanceOrder; card?: boolean }): Promise<Reply> {
  return systemGone(async () =>
    boardReply(ctx, await boardPage(ctx.api, await resolvePointSystem(ctx.api, s.system), s.order, s.page), s.card ?? false),
  );
}

/** The owner's presses move their message; anyone else's open a private copy at that page. */
const byOwner = <S extends { owner?: string }>(ctx: Omit<ComponentContext, 'api'>, s: S) => boardReplyMode(ctx.invoker.userId, s.owner);

const pager = component({ ids: BOARD_PAGER, reply: byOwner, handle: (ctx, s) => showBoard(ctx, s) });

const card = component({ ids: BOARD_CARD, reply: byOwner, handle: (ctx, s) => showBoard(ctx, { ...s, card: true }) });

const goto = component({
  ids: BOARD_GOTO,
  reply: byOwner,
  showModal(ctx, { pages, ...state }) {
    const modal = gotoModal(state, pages, ctx.reader);
    if (!modal) throw new StaleError();
    return modal;
  },
  // Not reached: the button always opens its form.
  handle: (ctx, s) => showBoard(ctx, s),
});

const gotoForm = component({
  ids: BOARD_GOTO_FORM,
  reply: byOwner,
  async handle(ctx, s) {
    const typed = (ctx.fields[GOTO_FIELD] ?? '').trim().replace(/^#/, '');
    // Digits only, and at most what a page number can be; a page past the end shows the last.
    // A form's field is no option: the refusal names no `page`, it says what to type in the reader's words.
    if (!/^\d{1,15}$/.test(typed) || Number(typed) < 1) throw new UserError(BAD_PAGE);
    return showBoard(ctx, { ...s, page: Number(typed) - 1 });
  },
});

/** The progress line while a rank is found (a new reply only: an update keeps the board shown). */
const searching = ({ progress, reader }: ComponentContext) =>
  progress ? (p: RankProgress) => progress(rankSearchLine(p, reader)) : undefined;

/** "Jump to my page": the presser's exact rank (RankFinder), then the page holding it, in the order the board was shown. */
const jump = component({
  ids: BOARD_JUMP,
  reply: byOwner,
  async handle(ctx, s) {
    const order = s.order ?? 'balance-desc';
    return systemGone(async () => {
      const [system, mine] = await Promise.all([
        resolvePointSystem(ctx.api, s.system),
        rankFinder(ctx.api).find(s.system, ctx.invoker.userId, searching(ctx)),
      ]);
      if (mine.rank === undefined) throw new UserError(NOT_ON_BOARD(systemLabel(system)));
      return boardReply(ctx, await boardPage(ctx.api, system, order, pageOfRank(order, mine.rank, mine.total)), s.card ?? false);
    });
  },
});

/** The presser's balance, exact rank at any board size and top-%, privately. */
const rank = component({
  ids: BOARD_RANK,
  reply: 'private',
  async handle(ctx, { system: id, order }) {
    const { api, invoker, reader } = ctx;
    return systemGone(async () => {
      const [system, mine] = await Promise.all([resolvePointSystem(api, id), rankFinder(api).find(id, invoker.userId, searching(ctx))]);
      return myRankView(
        {
          system,
          userId: invoker.userId,
          balance: mine.balance,
          rank: mine.rank,
          total: mine.total,
          exact: mine.exact,
          ...(order ? { order } : {}),
        },
        reader,
      );
    });
  },
});

async function periodPage(board: PeriodBoard, page: number) {
  const pages = Math.max(1, Math.ceil(board.total / LEADERBOARD_PAGE_SIZE));
  const at = Math.min(Math.max(0, page), pages - 1);
  const rows = await board.rows(at * LEADERBOARD_PAGE_SIZE, LEADERBOARD_PAGE_SIZE);
  return {
    system: board.system,
    period: board.period,
    live: board.live,
    sinceAt: board.sinceAt,
    asOf: board.asOf,
    midPeriod: board.midPeriod,
    page: at,
    total: board.total,
    gainers: board.gainers,
    rows,
  };
}

/** A period board as the viewer's own message, with its card when asked. */
async function periodReply(
  ctx: Viewer & { api: CommunityClient },
  system: SystemLabel,
  period: BoardPeriod,
  page: number,
  card: boolean,
): Promise<Reply> {
  const board = await periodBoard(ctx.services, ctx.invoker.guildId ?? '', system, period);
  const data = await periodPage(board, page);
  const withCard = card && data.rows.length > 0;
  const view = periodBoardView(data, ctx.reader, { owner: ctx.invoker.userId, card: withCard });
  if (!withCard) return view;
  const names = await namesOf(
    ctx.services,
    ctx.invoker,
    data.rows.map((r) => r.userId),
  );
  const png = await drawCard(
    ctx.services,
    periodCard(data, ctx.reader, { userId: ctx.invoker.userId, ...(ctx.invoker.name ? { name: ctx.invoker.name } : {}) }, names),
  );
  return { ...view, files: [{ name: PERIOD_CARD_FILE, data: png, description: ctx.reader.t('period.card') }] };
}

/** A period named by a button (its label), read in the server's zone now. */
async function pressedPeriod(ctx: ComponentContext, label: string): Promise<BoardPeriod> {
  return periodOf(label, await zoneOf(ctx.services, ctx.invoker.guildId ?? ''), ctx.services.now());
}

const periodPager = component({
  ids: PERIOD_PAGER,
  reply: byOwner,
  handle: async (ctx, s) =>
    periodReply(ctx, await periodSystem(ctx, s.system), await pressedPeriod(ctx, s.period), s.page, s.card ?? false),
});
const periodCardButton = component({
  ids: PERIOD_CARD,
  reply: byOwner,
  handle: async (ctx, s) => periodReply(ctx, await periodSystem(ctx, s.system), await pressedPeriod(ctx, s.period), s.page, true),
});
/** "My rank" on a period board: exact, from the board already read (or stored). */
const periodRank = component({
  ids: PERIOD_RANK,
  reply: 'private',
  async handle(ctx, s) {
    const system = await periodSystem(ctx, s.system);
    const board = await periodBoard(ctx.services, ctx.invoker.guildId ?? '', system, await pressedPeriod(ctx, s.period));
    return periodRankView(
      {
        system,
        period: board.period,
        live: board.live,
        total: board.total,
        gainers: board.gainers,
        mine: await board.rank(ctx.invoker.userId),
      },
      ctx.reader,
    );
  },
});

export const leaderboard = command({
  name: 'leaderboard',
  definition,
  examples: { '': '/leaderboard order:lowest first', period: '/leaderboard period:week' },
  access: 'member',
  // The board is shown to the channel; its export goes only to the member who asked.
  private: (o) => o.export === true,
  async execute(ctx) {
    const { api, options } = ctx;
    const given = check('system', PointSystemInput, options.system?.trim());
    if (options.period !== undefined) {
      // Read and checked before any request: a bad period is refused at no cost.
      const period = periodOf(options.period, await zoneOf(ctx.services, ctx.invoker.guildId ?? ''), ctx.services.now());
      const system = await periodSystem(ctx, given);
      // The period board's own rows (gain ranked), not the all-time board's.
      if (options.export) return exportReply(ctx, { kind: 'period', systemId: system.id, period: period.label });
      return periodReply(ctx, system, period, 0, options.card ?? false);
    }
    const preferred = given ? undefined : await serverDefaultSystem(ctx);
    const system = given ? await resolvePointSystem(api, given) : await defaultPointSystem(api, preferred);
    if (!system) throw new UserError(NO_ACTIVE_SYSTEM);
    // Every holder of the all-time board.
    if (options.export)
      return forSystem(api, given, () => exportReply(ctx, { kind: 'board', systemId: system.id, order: options.order ?? 'balance-desc' }));
    const page = await forSystem(api, given, () => boardPage(api, system, options.order ?? 'balance-desc', 0));
    return boardReply(ctx, page, options.card ?? false);
  },
  autocomplete: pointSystemChoices,
  components: [pager, card, goto, jump, rank, periodPager, periodCardButton, periodRank],
  modals: [gotoForm],
});
