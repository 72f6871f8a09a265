import { ApplicationCommandOptionType as T, InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { command, component, InputError } from '../src/command/contract.js';
import type { BotServices } from '../src/services/services.js';
import { optionName } from '../src/i18n/index.js';
import { quoted, type Reader } from '../src/i18n/reader.js';
import { slash } from '../src/discord/slash.js';
import type { Reply } from '../src/discord/reply.js';
import { AUDIT_OPERATION, AUDIT_PAGER, AUDIT_PER_PAGE, auditPage } from '../src/features/audit/view.js';
import { WRITE_OPERATIONS } from '../src/features/writes/operations.js';
import { SETTINGS_OPERATION } from '../src/store/index.js';
import { exportReply } from '../src/features/exports/reply.js';
import { OPT } from './shared-options.js';

/**
 * /audit (moderators, private): the server's recorded writes to the Community API and their
 * outcomes (created, refused, unknown), newest first, from the store's audit trail, which
 * survives restarts and a failed post to the audit channel.
 */

const definition = slash({
  name: 'audit',
  description: 'Recent actions the bot took for the community (raids, tips…) and their outcomes',
  default_member_permissions: String(PermissionFlagsBits.ManageGuild),
  contexts: [InteractionContextType.Guild],
  options: [
    { type: T.String, name: 'operation', description: 'Only this kind of action, e.g. raid.create', autocomplete: true, max_length: 32 },
    { type: T.User, name: 'member', description: 'Only actions by or to this member' },
    OPT.export,
  ],
});

interface Filters {
  guildId: string | null;
  before?: number | undefined;
  operation?: string | undefined;
  member?: string | undefined;
}

/** Every operation this bot records: its confirmed writes, and /setup's changes. */
const KNOWN_OPERATIONS: readonly string[] = [...Object.keys(WRITE_OPERATIONS), SETTINGS_OPERATION];

/** What `operation:` may name here: the known ones, then any older name still in this server's rows. */
async function operationsOf(services: BotServices, guildId: string | null): Promise<string[]> {
  const recorded = await services.store.audit.operations(guildId);
  return [...new Set([...recorded, ...KNOWN_OPERATIONS])];
}

async function page(services: BotServices, f: Filters, s: Reader): Promise<Reply> {
  // Writes a stopped process left in flight become "unknown" rows before they are listed.
  await services.store.journal.recover();
  const { rows, more } = await services.store.audit.list({
    guildId: f.guildId,
    limit: AUDIT_PER_PAGE,
    ...(f.operation ? { operation: f.operation } : {}),
    ...(f.member ? { userId: f.member } : {}),
    ...(f.before !== undefined ? { beforeId: f.before } : {}),
  });
  return auditPage({ rows, more, before: f.before, operation: f.operation, member: f.member }, s);
}

const pager = component({
  ids: AUDIT_PAGER,
  reply: 'update',
  async handle(ctx, { before, operation, member }) {
    return page(
      ctx.services,
      { guildId: ctx.invoker.guildId, before: ctx.action === 'newest' ? undefined : before, operation, member },
      ctx.reader,
    );
  },
});

export const audit = command({
  name: 'audit',
  definition,
  examples: { '': '/audit operation:raid.create' },
  access: 'moderator',
  private: true,
  async execute(ctx) {
    const operation = ctx.options.operation?.trim().toLowerCase() || undefined;
    if (operation !== undefined && !AUDIT_OPERATION.test(operation)) {
      throw InputError.of('operation', (s) => s.t('board.audit.badOperation', { name: optionName(s, 'operation') }));
    }
    if (operation !== undefined) {
      const known = await operationsOf(ctx.services, ctx.invoker.guildId);
      if (!known.includes(operation)) {
        throw InputError.of('operation', (s) =>
          s.t('board.audit.unknownOperation', {
            name: optionName(s, 'operation'),
            typed: operation,
            list: s.list(
              [...known].sort().map((k) => quoted(s, k)),
              'disjunction',
            ),
          }),
        );
      }
    }
    if (ctx.options.export) {
      // Writes a stopped process left in flight become "unknown" rows before they are exported.
      await ctx.services.store.journal.recover();
      return exportReply(ctx, {
        kind: 'audit',
        ...(operation ? { operation } : {}),
        ...(ctx.options.member ? { member: ctx.options.member } : {}),
      });
    }
    return page(ctx.services, { guildId: ctx.invoker.guildId, operation, member: ctx.options.member }, ctx.reader);
  },
  async autocomplete(ctx) {
    const typed = ctx.focused.value.trim().toLowerCase();
    // Those recorded here first (most recent first), then every other one the bot makes.
    const ops = await operationsOf(ctx.services, ctx.invoker.guildId);
    return ops
      .filter((o) => o.includes(typed))
      .slice(0, 25)
      .map((o) => ({ name: o, value: o }));
  },
  components: [pager],
});
