import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import {
  ChatUserIdSchema,
  ListPointSystemsInput,
  POINT_SYSTEM_STATUSES,
  PointSystemIdInput,
  PointSystemStatusSchema,
} from '../src/api/schemas.js';
import type { CommunityClient } from '../src/api/types.js';
import type { CommandModule, ComponentHandler } from '../src/bot/command.js';
import { UserError } from '../src/bot/command.js';
import { viewPage } from '../src/bot/paging.js';
import {
  balancesView,
  decodeSystemsState,
  MAX_BALANCE_SYSTEMS,
  SYSTEMS_PAGE_SIZE,
  systemsView,
  type SystemsFilters,
} from '../src/views/points.js';
import type { SystemLabel } from '../src/views/leaderboard.js';
import { forSystem, pointSystemChoices, resolvePointSystem } from './point-systems.js';

/** The API lists at most 50 systems a request; /points systems shows 10 a page from one block. */
export const SYSTEMS_UPSTREAM_PAGE = 50;
const STALE = 'This button is not valid any more. Run /points systems again.';

const definition = new SlashCommandBuilder()
  .setName('points')
  .setDescription('Point balances and point systems')
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((s) =>
    s
      .setName('balance')
      .setDescription("A member's point balance (default: yours) in one or every active system")
      .addUserOption((o) => o.setName('member').setDescription('Whose balance (default: yours)'))
      .addStringOption((o) => o.setName('system').setDescription('Point system (default: every active one)').setAutocomplete(true)),
  )
  .addSubcommand((s) =>
    s
      .setName('systems')
      .setDescription("The community's point systems")
      .addStringOption((o) => o.setName('search').setDescription('Text to match in the name (at most 256 characters)').setMaxLength(256))
      .addStringOption((o) =>
        o
          .setName('status')
          .setDescription('Only systems with this status')
          .addChoices(...POINT_SYSTEM_STATUSES.map((s) => ({ name: s.toLowerCase(), value: s }))),
      )
      .addBooleanOption((o) => o.setName('include-shared').setDescription('Also list systems shared with us through collabs')),
  );

// The API's own input schema carries the search bound, so the refusal and the client agree.
const search = ListPointSystemsInput.shape.search;

const Options = z.discriminatedUnion(
  'subcommand',
  [
    z.object({
      subcommand: z.literal('balance'),
      member: ChatUserIdSchema.optional(),
      system: PointSystemIdInput.optional(),
    }),
    z.object({
      subcommand: z.literal('systems'),
      search,
      status: PointSystemStatusSchema.optional(),
      'include-shared': z.boolean({ error: 'include-shared must be true or false' }).optional(),
    }),
  ],
  { error: 'choose balance or systems' },
);
type Options = z.infer<typeof Options>;

async function balanceOf(api: CommunityClient, system: SystemLabel, userId: string) {
  const { data } = await api.getPointBalances({ pointSystemId: system.id, userIds: [userId] });
  return { system, balance: data.find((e) => e.userId === userId)?.balance };
}

async function balances(api: CommunityClient, userId: string, system: string | undefined) {
  if (system) return { userId, entries: [await balanceOf(api, await resolvePointSystem(api, system), userId)], omitted: 0 };
  const { data, pagination } = await api.listPointSystems({ statuses: ['ACTIVE'], limit: 50 });
  const shown = data.slice(0, MAX_BALANCE_SYSTEMS);
  // One request per system: the rate limiter spaces them, the deferred reply waits.
  const entries = await Promise.all(shown.map((s) => balanceOf(api, s, userId)));
  return { userId, entries, omitted: Math.max(pagination.total, data.length) - shown.length };
}

/** Page `page` of the filtered list, cut from 50-system blocks (clamped if the list shrank). */
async function systemsPage(api: CommunityClient, filters: SystemsFilters, page: number) {
  const fetchBlock = (offset: number) =>
    api.listPointSystems({
      ...(filters.search ? { search: filters.search } : {}),
      ...(filters.status ? { statuses: [filters.status] } : {}),
      ...(filters.includeShared ? { includeShared: true } : {}),
      offset,
      limit: SYSTEMS_UPSTREAM_PAGE,
    });
  const r = await viewPage(fetchBlock, page - 1, SYSTEMS_PAGE_SIZE, SYSTEMS_UPSTREAM_PAGE);
  return { systems: r.rows, page: r.page + 1, total: r.total, filters };
}

const pageHandler: ComponentHandler = {
  reply: 'update',
  async handle({ api, state, invoker }) {
    const s = decodeSystemsState(state);
    if (!s || !search.safeParse(s.filters.search).success) throw new UserError(STALE);
    return systemsView(await systemsPage(api, s.filters, s.page), invoker.locale);
  },
};

export const points: CommandModule<Options> = {
  name: 'points',
  examples: { balance: '/points balance member:@alice', systems: '/points systems status:archived include-shared:True' },
  definitions: [definition.toJSON()],
  access: 'member',
  private: false,
  options: Options,
  async execute({ api, options, invoker }) {
    if (options.subcommand === 'balance') {
      const data = await forSystem(options.system, () => balances(api, options.member ?? invoker.userId, options.system));
      return balancesView(data, invoker.locale);
    }
    const filters: SystemsFilters = {
      ...(options.search ? { search: options.search } : {}),
      ...(options.status ? { status: options.status } : {}),
      includeShared: options['include-shared'] ?? false,
    };
    return systemsView(await systemsPage(api, filters, 1), invoker.locale);
  },
  autocomplete: pointSystemChoices,
  components: { first: pageHandler, prev: pageHandler, next: pageHandler, last: pageHandler },
};

export default points;
