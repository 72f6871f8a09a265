import { ApplicationCommandType, ContextMenuCommandBuilder, InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import { describe, expect, test } from 'vitest';
import { commands } from '../commands/index.js';
import type { CommandModule } from '../src/bot/command.js';
import { createRegistry, RegistryError } from '../src/bot/registry.js';
import { fixtureModules } from './fixtures/modules.js';

const slash = (name: string) => new SlashCommandBuilder().setName(name).setDescription('d').setContexts(InteractionContextType.Guild);
const module = (over: Partial<CommandModule> = {}): CommandModule => ({
  name: 'thing',
  definitions: [slash('thing').toJSON()],
  access: 'member',
  private: false,
  options: z.object({}),
  execute: async () => ({ content: 'ok' }),
  ...over,
});
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
    ['options not zod', { options: {} as never }, /options must be a zod schema/],
    ['no definitions', { definitions: [] }, /at least one definition/],
    ['slash named otherwise', { definitions: [slash('other').toJSON()] }, /use the module name/],
    ['bad module name', { name: 'Thing', definitions: [slash('thing').toJSON()] }, /name must match/],
    ['not guild-only', { definitions: [new SlashCommandBuilder().setName('thing').setDescription('d').toJSON()] }, /guild-only/],
    ['moderator without ManageGuild', { access: 'moderator' }, /default_member_permissions = ManageGuild/],
    ['member with default permissions', { definitions: [slash('thing').setDefaultMemberPermissions('32').toJSON()] }, /must not set default_member_permissions/],
    [
      'autocomplete option without handler',
      { definitions: [slash('thing').addStringOption((o) => o.setName('q').setDescription('q').setAutocomplete(true)).toJSON()] },
      /no autocomplete\(\)/,
    ],
    ['component without handle', { components: { next: { reply: 'update' } as never } }, /components\.next: missing handle/],
    ['component with bad reply', { components: { next: { reply: 'loud', handle: async () => ({}) } as never } }, /reply must be update, private or public/],
    ['moderatorSubcommands naming no subcommand', { moderatorSubcommands: ['nope'] }, /moderatorSubcommands lists "nope"/],
    ['modal with bad action name', { modals: { 'Bad:Name': { reply: 'private', handle: async () => ({}) } } }, /action must match/],
  ])('refuses %s', (_what, over, message) => {
    const found = problems([module(over)]);
    expect(found.some((p) => message.test(p))).toBe(true);
  });

  test('a moderator module with ManageGuild and guild-only passes, dm_permission false counts as guild-only', () => {
    const def = { ...new SlashCommandBuilder().setName('thing').setDescription('d').setDefaultMemberPermissions('32').toJSON(), dm_permission: false };
    expect(problems([module({ access: 'moderator', definitions: [def] })])).toEqual([]);
  });

  test('names unique, each definition owned once', () => {
    expect(problems([module(), module()]).some((p) => /name used twice/.test(p))).toBe(true);
    const menu = new ContextMenuCommandBuilder().setName('Look').setType(ApplicationCommandType.User).setContexts(InteractionContextType.Guild).toJSON();
    const found = problems([module({ definitions: [slash('thing').toJSON(), menu] }), module({ name: 'other', definitions: [slash('other').toJSON(), menu] })]);
    expect(found.some((p) => /defined by both thing and other/.test(p))).toBe(true);
  });

  test('the error lists every problem clearly', () => {
    expect(() => createRegistry([module({ access: 'moderator', private: undefined as never })])).toThrow(
      /Command modules are incomplete:\n {2}- module "thing": private must be set/,
    );
  });
});
