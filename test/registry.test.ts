import { ApplicationCommandType, ContextMenuCommandBuilder, InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { describe, expect, test } from 'vitest';
import { commands } from '../commands/index.js';
import type { AnyCommand, UserMenu } from '../src/command/contract.js';
import { createRegistry, RegistryError } from '../src/bot/registry.js';
import { componentIds } from '../src/discord/component-id.js';
import { fixtureModules } from './fixtures/modules.js';

type CommandModule = AnyCommand;
const slash = (name: string) => new SlashCommandBuilder().setName(name).setDescription('d').setContexts(InteractionContextType.Guild);
const module = (over: Partial<CommandModule> = {}): CommandModule => ({
  name: 'thing',
  definition: slash('thing').toJSON(),
  access: 'member',
  private: false,
  execute: async () => ({ content: 'ok' }),
  ...over,
});
const menu = (name: string): UserMenu => ({
  definition: new ContextMenuCommandBuilder()
    .setName(name)
    .setType(ApplicationCommandType.User)
    .setContexts(InteractionContextType.Guild)
    .toJSON(),
  execute: async () => ({ content: 'ok' }),
});
const ids = (command: string, actions: string[]) => componentIds(command, actions, {});
const problems = (modules: CommandModule[]): string[] => {
  try {
    createRegistry(modules);
    return [];
  } catch (err) {
    expect(err).toBeInstanceOf(RegistryError);
    return (err as RegistryError).problems;
  }
};

describe('createRegistry', () => {
  test('loads the real commands and the fixtures', () => {
    const r = createRegistry([...commands, ...fixtureModules()]);
    expect(r.forDefinition('chains')?.name).toBe('chains');
    expect(r.forDefinition('Inspect member', ApplicationCommandType.User)?.name).toBe('modtool');
    expect(r.forDefinition('Inspect member')).toBeUndefined();
    expect(r.byName('probe')?.name).toBe('probe');
    expect(r.definitions().map((d) => d.name)).toContain('help');
  });

  test('a complete module passes', () => {
    expect(problems([module()])).toEqual([]);
  });

  test.each<[string, Partial<CommandModule>, RegExp]>([
    ['access unset', { access: undefined as never }, /access must be/],
    ['private unset', { private: undefined as never }, /private must be set/],
    ['no execute', { execute: undefined as never }, /missing execute/],
    ['no definition', { definition: undefined as never }, /needs a slash definition/],
    ['slash named otherwise', { definition: slash('other').toJSON() }, /use the module name/],
    ['bad module name', { name: 'Thing', definition: slash('thing').toJSON() }, /name must match/],
    ['not guild-only', { definition: new SlashCommandBuilder().setName('thing').setDescription('d').toJSON() }, /guild-only/],
    ['moderator without ManageGuild', { access: 'moderator' }, /default_member_permissions = ManageGuild/],
    [
      'member with default permissions',
      { definition: slash('thing').setDefaultMemberPermissions('32').toJSON() },
      /must not set default_member_permissions/,
    ],
    [
      'autocomplete option without handler',
      {
        definition: slash('thing')
          .addStringOption((o) => o.setName('q').setDescription('q').setAutocomplete(true))
          .toJSON(),
      },
      /no autocomplete\(\)/,
    ],
    [
      'subcommand groups',
      {
        definition: slash('thing')
          .addSubcommandGroup((g) =>
            g
              .setName('g')
              .setDescription('g')
              .addSubcommand((s) => s.setName('s').setDescription('s')),
          )
          .toJSON(),
      },
      /subcommand groups are not supported/,
    ],
    ['component without ids', { components: [{ reply: 'update', handle: async () => ({}) } as never] }, /components\[0\]: needs ids/],
    [
      'component without handle',
      { components: [{ ids: ids('thing', ['next']), reply: 'update' } as never] },
      /components\[0\]: missing handle/,
    ],
    [
      'component with bad reply',
      { components: [{ ids: ids('thing', ['next']), reply: 'loud', handle: async () => ({}) } as never] },
      /reply must be update, private or public/,
    ],
    [
      'component of another command',
      { components: [{ ids: ids('other', ['next']), reply: 'update', handle: async () => ({}) }] },
      /belong to "other", not "thing"/,
    ],
    [
      'an action answered twice',
      {
        components: [
          { ids: ids('thing', ['next']), reply: 'update', handle: async () => ({}) },
          { ids: ids('thing', ['prev', 'next']), reply: 'update', handle: async () => ({}) },
        ],
      },
      /action "next" is answered twice/,
    ],
    ['moderatorSubcommands naming no subcommand', { moderatorSubcommands: ['nope'] as never }, /moderatorSubcommands lists "nope"/],
    [
      'a menu that is not a user menu',
      { userMenus: [{ ...menu('Look'), definition: { ...menu('Look').definition, type: ApplicationCommandType.Message } }] },
      /must be a user context menu/,
    ],
  ])('refuses %s', (_what, over, message) => {
    const found = problems([module(over)]);
    expect(found.some((p) => message.test(p))).toBe(true);
  });

  test('a moderator module with ManageGuild and guild-only passes, dm_permission false counts as guild-only', () => {
    const def = {
      ...new SlashCommandBuilder().setName('thing').setDescription('d').setDefaultMemberPermissions('32').toJSON(),
      dm_permission: false,
    };
    expect(problems([module({ access: 'moderator', definition: def })])).toEqual([]);
  });

  test('names unique, each definition owned once', () => {
    expect(problems([module(), module()]).some((p) => /name used twice/.test(p))).toBe(true);
    const found = problems([
      module({ userMenus: [menu('Look')] }),
      module({ name: 'other', definition: slash('other').toJSON(), userMenus: [menu('Look')] }),
    ]);
    expect(found.some((p) => /defined by both thing and other/.test(p))).toBe(true);
  });

  test('the error lists every problem clearly', () => {
    expect(() => createRegistry([module({ access: 'moderator', private: undefined as never })])).toThrow(
      /Command modules are incomplete:\n {2}- module "thing": private must be set/,
    );
  });
});
