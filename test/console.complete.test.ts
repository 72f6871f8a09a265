import { ApplicationCommandType, ContextMenuCommandBuilder, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { complete, type Suggest } from '../src/console/complete.js';
import type { Control } from '../src/console/render.js';

const defs = [
  new SlashCommandBuilder()
    .setName('leaderboard')
    .setDescription('l')
    .addIntegerOption((o) => o.setName('page').setDescription('p'))
    .toJSON(),
  new SlashCommandBuilder().setName('legend').setDescription('l').toJSON(),
  new SlashCommandBuilder()
    .setName('tokens')
    .setDescription('t')
    .addSubcommand((s) =>
      s
        .setName('list')
        .setDescription('l')
        .addStringOption((o) => o.setName('chain').setDescription('c').setAutocomplete(true))
        .addBooleanOption((o) => o.setName('mine').setDescription('m'))
        .addStringOption((o) =>
          o.setName('order').setDescription('o').addChoices({ name: 'Newest', value: 'new' }, { name: 'Oldest', value: 'old' }),
        ),
    )
    .addSubcommand((s) => s.setName('add').setDescription('a'))
    .toJSON(),
  new ContextMenuCommandBuilder().setName('Verified details').setType(ApplicationCommandType.User).toJSON(),
  new ContextMenuCommandBuilder().setName('Quote').setType(ApplicationCommandType.Message).toJSON(),
];

describe('complete', () => {
  it('offers me and the members the console knows for a user option', async () => {
    const verify = new SlashCommandBuilder()
      .setName('verify')
      .setDescription('v')
      .addUserOption((o) => o.setName('member').setDescription('m'))
      .toJSON();
    const members = ['alice', 'aurora.builds', 'quiet.otter'];
    expect((await complete('/verify member:', [verify], { members })).completions).toEqual([
      'member:me ',
      'member:@alice ',
      'member:@aurora.builds ',
      'member:@quiet.otter ',
    ]);
    expect((await complete('/verify member:@a', [verify], { members })).completions).toEqual(['member:@alice ', 'member:@aurora.builds ']);
  });

  it('offers a member only what Discord shows a member: no moderator commands or menus', async () => {
    const moderatorOnly = [
      new SlashCommandBuilder().setName('raid').setDescription('r').setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild).toJSON(),
      new ContextMenuCommandBuilder()
        .setName('Inspect')
        .setType(ApplicationCommandType.User)
        .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
        .toJSON(),
    ];
    const all = [...defs, ...moderatorOnly];
    const member = PermissionFlagsBits.SendMessages | PermissionFlagsBits.UseApplicationCommands;
    expect((await complete('/', all, { permissions: member })).completions).toEqual(['/leaderboard ', '/legend ', '/tokens ']);
    expect((await complete('/r', all, { permissions: member })).completions).toEqual([]);
    expect((await complete('menu ', all, { permissions: member })).completions).toEqual(['"Verified details" ']);
    const moderator = member | PermissionFlagsBits.ManageGuild;
    expect((await complete('/r', all, { permissions: moderator })).completions).toEqual(['/raid ']);
    expect((await complete('menu ', all, { permissions: moderator })).completions).toEqual(['"Verified details" ', 'Inspect ']);
    expect((await complete('/r', all, { permissions: member | PermissionFlagsBits.Administrator })).completions).toEqual(['/raid ']);
  });

  it('completes command names, and console words on an empty line', async () => {
    expect(await complete('/lead', defs)).toEqual({ completions: ['/leaderboard '], replace: '/lead' });
    expect((await complete('/le', defs)).completions).toEqual(['/leaderboard ', '/legend ']);
    expect((await complete('', defs)).completions).toEqual([
      '/leaderboard ',
      '/legend ',
      '/tokens ',
      'help',
      'exit',
      'press ',
      'suggest ',
      'menu ',
      'wait ',
    ]);
    expect((await complete('he', defs)).completions).toEqual(['help']);
    expect((await complete('/zzz', defs)).completions).toEqual([]);
  });

  it('completes subcommands, then option names not yet used', async () => {
    expect((await complete('/tokens ', defs)).completions).toEqual(['list ', 'add ']);
    expect(await complete('/tokens l', defs)).toEqual({ completions: ['list '], replace: 'l' });
    expect((await complete('/tokens list ', defs)).completions).toEqual(['chain:', 'mine:', 'order:']);
    expect((await complete('/tokens list mine:true ', defs)).completions).toEqual(['chain:', 'order:']);
    expect((await complete('/tokens list o', defs)).completions).toEqual(['order:']);
    expect((await complete('/leaderboard page:3 ', defs)).completions).toEqual([]);
    expect((await complete('/nope ', defs)).completions).toEqual([]);
  });

  it('completes fixed choices and booleans locally', async () => {
    const order = await complete('/tokens list order:n', defs);
    expect(order.completions).toEqual(['order:new ']);
    expect(order.suggested?.choices.map((c) => c.name)).toEqual(['Newest']);
    expect((await complete('/tokens list mine:', defs)).completions).toEqual(['mine:true ', 'mine:false ']);
  });

  it('asks the bot for autocomplete options and quotes values with spaces', async () => {
    const asked: string[] = [];
    const suggest: Suggest = async (line) => {
      asked.push(line);
      return {
        option: 'chain',
        choices: [
          { name: 'Ethereum', value: 'ethereum' },
          { name: 'BNB Chain', value: 'BNB Chain' },
        ],
      };
    };
    const c = await complete('/tokens list chain:e', defs, { suggest });
    expect(asked).toEqual(['/tokens list chain:e']);
    expect(c.completions).toEqual(['chain:ethereum ', 'chain:"BNB Chain" ']);
    expect(c.replace).toBe('chain:e');
    expect(c.suggested?.choices).toHaveLength(2);
    // Without a bot to ask, nothing is invented.
    expect((await complete('/tokens list chain:e', defs)).completions).toEqual([]);
  });

  it('completes press with the numbers of enabled buttons', async () => {
    const controls: Control[] = [
      { n: 1, kind: 'button', label: 'Prev', disabled: true },
      { n: 2, kind: 'button', label: 'Next', disabled: false },
      { n: 3, kind: 'link', label: 'Docs', disabled: false },
    ];
    expect((await complete('press ', defs, { controls })).completions).toEqual(['2 ']);
  });

  it('completes user menu names after menu, quoted, or with escaped spaces when typed without a quote', async () => {
    expect(await complete('me', defs)).toEqual({ completions: ['menu '], replace: 'me' });
    // Message menus cannot be run on a member, and slash commands are not menus.
    expect(await complete('menu ', defs)).toEqual({ completions: ['"Verified details" '], replace: '' });
    expect(await complete('menu "ver', defs)).toEqual({ completions: ['"Verified details" '], replace: '"ver' });
    expect(await complete('menu Ver', defs)).toEqual({ completions: [String.raw`Verified\ details `], replace: 'Ver' });
    expect((await complete('menu q', defs)).completions).toEqual([]);
    expect((await complete('menu "Verified details" ', defs)).completions).toEqual([]);
  });
});
