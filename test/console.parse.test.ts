import {
  ApplicationCommandOptionType as T,
  InteractionContextType,
  PermissionFlagsBits,
  SlashCommandBuilder,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord.js';
import { describe, expect, it } from 'vitest';
import { convert, findLeaf, resolve, resolveUserMenu, chatInputDefinitions, userMenuNames } from '../src/console/resolve.js';
import { quote, tokenize } from '../src/console/tokenize.js';

describe('tokenize', () => {
  it('splits words and name:value options, keeping colons inside values', () => {
    const { tokens, open, trailingSpace } = tokenize('/raid create title:"Launch day" post-url:https://x.com/acme/status/1 amount:50');
    expect(tokens.map((t) => t.text)).toEqual(['/raid', 'create', 'title:Launch day', 'post-url:https://x.com/acme/status/1', 'amount:50']);
    expect(tokens.slice(2).map((t) => [t.name, t.value])).toEqual([
      ['title', 'Launch day'],
      ['post-url', 'https://x.com/acme/status/1'],
      ['amount', '50'],
    ]);
    expect(tokens[0]!.name).toBeUndefined();
    expect(open).toBe(false);
    expect(trailingSpace).toBe(false);
  });

  it('handles escaped quotes and backslashes inside and outside quotes', () => {
    const { tokens } = tokenize(String.raw`/x a:"say \"hi\" \\ now" b:one\ two c:\"q`);
    expect(tokens.slice(1).map((t) => [t.name, t.value])).toEqual([
      ['a', 'say "hi" \\ now'],
      ['b', 'one two'],
      ['c', '"q'],
    ]);
  });

  it('treats a quoted or escaped colon as part of a plain word', () => {
    const { tokens } = tokenize(String.raw`"a:b" a\:b`);
    expect(tokens.map((t) => [t.text, t.name])).toEqual([
      ['a:b', undefined],
      ['a:b', undefined],
    ]);
  });

  it('reports offsets, an open quote and trailing space', () => {
    const a = tokenize('/raid  create ');
    expect(a.tokens.map((t) => [t.start, t.end])).toEqual([
      [0, 5],
      [7, 13],
    ]);
    expect(a.trailingSpace).toBe(true);
    const b = tokenize('/raid create title:"Launch ');
    expect(b.open).toBe(true);
    expect(b.trailingSpace).toBe(false);
    expect(b.tokens[2]!.value).toBe('Launch ');
    expect(tokenize('   ').tokens).toEqual([]);
  });

  it('quotes values only when needed, and the result tokenizes back', () => {
    expect(quote('ethereum')).toBe('ethereum');
    const tricky = 'Launch "day" \\ 2';
    const q = quote(tricky);
    expect(q).not.toBe(tricky);
    expect(tokenize(`x:${q}`).tokens[0]!.value).toBe(tricky);
  });
});

const raid = new SlashCommandBuilder()
  .setName('raid')
  .setDescription('Raids')
  .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((s) =>
    s
      .setName('create')
      .setDescription('Create a raid')
      .addStringOption((o) => o.setName('title').setDescription('t').setRequired(true).setMaxLength(64))
      .addStringOption((o) => o.setName('post-url').setDescription('u').setRequired(true))
      .addIntegerOption((o) => o.setName('amount').setDescription('a').setRequired(true).setMinValue(1).setMaxValue(1000))
      .addNumberOption((o) => o.setName('ratio').setDescription('r'))
      .addBooleanOption((o) => o.setName('ping').setDescription('p'))
      .addStringOption((o) =>
        o.setName('chain').setDescription('c').addChoices({ name: 'Ethereum', value: 'ethereum' }, { name: 'Polygon', value: 'polygon' }),
      ),
  )
  .toJSON();
const verify = new SlashCommandBuilder()
  .setName('verify')
  .setDescription('Verify')
  .addSubcommandGroup((g) =>
    g
      .setName('member')
      .setDescription('m')
      .addSubcommand((s) =>
        s
          .setName('show')
          .setDescription('s')
          .addUserOption((o) => o.setName('user').setDescription('u').setRequired(true))
          .addRoleOption((o) => o.setName('role').setDescription('r'))
          .addChannelOption((o) => o.setName('where').setDescription('w')),
      ),
  )
  .toJSON();
const chains = new SlashCommandBuilder().setName('chains').setDescription('Chains').toJSON();
const userMenu = { name: 'Verified details', type: 2 } as RESTPostAPIApplicationCommandsJSONBody;
const defs: RESTPostAPIApplicationCommandsJSONBody[] = [raid, verify, chains, userMenu];

function ok(line: string, self?: string) {
  const r = resolve(defs, line, { self });
  if (!r.ok) throw new Error(r.error);
  return r.invocation;
}
function err(line: string): string {
  const r = resolve(defs, line);
  if (r.ok) throw new Error(`expected an error for ${line}`);
  return r.error;
}

describe('resolve', () => {
  it('resolves a subcommand with typed values into Discord interaction data', () => {
    const inv = ok('/raid create title:"Launch day" post-url:https://x.com/acme/status/1 amount:50 ratio:1.5 ping:true chain:Polygon');
    expect(inv.commandName).toBe('raid');
    expect(inv.subcommand).toBe('create');
    expect(inv.options.map((o) => [o.name, o.value])).toEqual([
      ['title', 'Launch day'],
      ['post-url', 'https://x.com/acme/status/1'],
      ['amount', 50],
      ['ratio', 1.5],
      ['ping', true],
      ['chain', 'polygon'],
    ]);
    expect(inv.data).toEqual([
      {
        name: 'create',
        type: T.Subcommand,
        options: [
          { name: 'title', type: T.String, value: 'Launch day' },
          { name: 'post-url', type: T.String, value: 'https://x.com/acme/status/1' },
          { name: 'amount', type: T.Integer, value: 50 },
          { name: 'ratio', type: T.Number, value: 1.5 },
          { name: 'ping', type: T.Boolean, value: true },
          { name: 'chain', type: T.String, value: 'polygon' },
        ],
      },
    ]);
  });

  it('nests group and subcommand, and reads mentions, ids and "me"', () => {
    const inv = ok('/verify member show user:<@!123456789012345678> role:<@&223456789012345678> where:<#323456789012345678>');
    expect([inv.group, inv.subcommand]).toEqual(['member', 'show']);
    expect(inv.options.map((o) => o.value)).toEqual(['123456789012345678', '223456789012345678', '323456789012345678']);
    expect(inv.data[0]).toMatchObject({ name: 'member', type: T.SubcommandGroup, options: [{ name: 'show', type: T.Subcommand }] });
    expect(ok('/verify member show user:me', '999999999999999999').options[0]!.value).toBe('999999999999999999');
    expect(ok('/verify member show 123456789012345678').options[0]!.value).toBe('123456789012345678');
  });

  it('fills required options from bare values in order, like the Discord client', () => {
    const inv = ok('/raid create "Launch day" https://x.com/a/status/1 5');
    expect(inv.options.map((o) => o.value)).toEqual(['Launch day', 'https://x.com/a/status/1', 5]);
    expect(ok('/chains').data).toEqual([]);
  });

  it("reads a text value up to the next option name, as Discord's client does; a quoted value stays as typed", () => {
    const inv = ok('/raid create title:Launch day post-url:https://x.com/a/status/1 amount:5');
    expect(inv.options.map((o) => o.value)).toEqual(['Launch day', 'https://x.com/a/status/1', 5]);
    expect(ok('/raid create title:Launch   day  two post-url:u amount:5').options[0]!.value).toBe('Launch day two');
    expect(ok('/raid create title:"Launch" post-url:u amount:5').options[0]!.value).toBe('Launch');
    expect(err('/raid create title:"Launch" post-url:u amount:5 day')).toMatch(/"day" is not an option of \/raid create/);
    // Numbers and other non-text options do not run on.
    expect(err('/raid create title:x post-url:u amount:5 6')).toMatch(/"6" is not an option of \/raid create/);
  });

  it('takes @name for a member the console knows, for options and menus', () => {
    const known = (name: string) => (name.toLowerCase() === 'alice' ? '318204957716152321' : undefined);
    const inv = resolve(defs, '/verify member show user:@Alice', { memberId: known });
    expect(inv.ok && inv.invocation.options[0]!.value).toBe('318204957716152321');
    const bob = resolve(defs, '/verify member show user:@bob', { memberId: known });
    expect(!bob.ok && bob.error).toMatch(/user: enter a user/);
    expect(resolveUserMenu(defs, 'menu "Verified details" @alice', { memberId: known })).toEqual({
      ok: true,
      name: 'Verified details',
      targetId: '318204957716152321',
    });
  });

  // As Discord's client sends a member picked from the @ list in a text option.
  it('turns @name of a member the console knows into a mention inside text options (more-members), leaving other @words', () => {
    const known = (name: string) =>
      name.toLowerCase() === 'alice' ? '318204957716152321' : name === 'aurora.builds' ? '318204957716150003' : undefined;
    const text = { type: T.String, name: 'more-members', description: 'm', max_length: 2000 } as const;
    expect(convert(text, '@aurora.builds @Alice, @bob me@alice.example', { memberId: known })).toBe(
      '<@318204957716150003> <@318204957716152321>, @bob me@alice.example',
    );
    expect(convert(text, '@aurora.builds', {})).toBe('@aurora.builds');
  });

  it('refuses unknown commands, subcommands and options with the names to use', () => {
    expect(err('/nope')).toMatch(/Unknown command \/nope/);
    expect(err('/rai')).toMatch(/Did you mean \/raid/);
    expect(err('/Verified')).toMatch(/Unknown command/);
    expect(err('/raid')).toBe('/raid needs a subcommand: create');
    expect(err('/raid destroy')).toMatch(/Unknown subcommand "destroy" for \/raid; choose one of: create/);
    expect(err('/raid create title:a post-url:u amount:1 colour:red')).toMatch(
      /Unknown option "colour" for \/raid create\. Its options: title, post-url, amount/,
    );
    expect(err('/chains extra:1')).toMatch(/takes no options/);
    expect(err('/chains extra')).toMatch(/"extra" is not an option of \/chains/);
    expect(err('raid')).toMatch(/starts with \//);
    expect(err('/raid create title:"open')).toMatch(/quote is not closed/);
  });

  it('names missing required options and duplicates', () => {
    expect(err('/raid create title:x')).toBe('/raid create: these options are required: post-url, amount');
    expect(err('/raid create title:x post-url:u')).toBe('/raid create: this option is required: amount');
    expect(err('/raid create title:x title:y post-url:u amount:1')).toBe('Option title is given twice');
  });

  it('checks types, bounds and choices', () => {
    const base = '/raid create title:x post-url:u';
    expect(err(`${base} amount:abc`)).toBe('amount: enter a whole number');
    expect(err(`${base} amount:1.5`)).toBe('amount: enter a whole number');
    expect(err(`${base} amount:0`)).toBe('amount: the value must be at least 1');
    expect(err(`${base} amount:1001`)).toBe('amount: the value must be at most 1000');
    expect(err(`${base} amount:1 ratio:x`)).toBe('ratio: enter a number');
    expect(err(`${base} amount:1 ping:maybe`)).toBe('ping: choose True or False');
    expect(err(`${base} amount:1 chain:solana`)).toBe('chain: choose one of: Ethereum, Polygon');
    // The start of one choice's name picks it, as typing filters Discord's list; of two, it does not.
    expect(ok(`${base} amount:1 chain:Eth`).options.at(-1)!.value).toBe('ethereum');
    expect(err(`/raid create title:${'a'.repeat(65)} post-url:u amount:1`)).toBe('title: must be at most 64 characters long');
    expect(err('/raid create title:"" post-url:u amount:1')).toMatch(/title: this option is required to have a value/);
    expect(err('/verify member show user:bob')).toMatch(/user: enter a user/);
  });

  it('finds the leaf of a partial line for completion', () => {
    const cdefs = chatInputDefinitions(defs);
    expect(cdefs.map((d) => d.name)).toEqual(['raid', 'verify', 'chains']);
    expect(findLeaf(cdefs, tokenize('/nope').tokens)).toBeUndefined();
    expect(findLeaf(cdefs, tokenize('/raid').tokens)?.children?.map((c) => c.name)).toEqual(['create']);
    expect(findLeaf(cdefs, tokenize('/verify member').tokens)?.children?.map((c) => c.name)).toEqual(['show']);
    const leaf = findLeaf(cdefs, tokenize('/raid create title:x').tokens)!;
    expect([leaf.subcommand, leaf.used, leaf.options?.length]).toEqual(['create', 2, 6]);
  });

  it('converts against loose definitions too', () => {
    expect(convert({ type: T.Attachment, name: 'file', description: 'f' }, 'x')).toEqual({
      error: 'file: this kind of option (attachments) cannot be given in the console',
    });
    expect(convert({ type: T.Integer, name: 'n', description: 'n' }, '99999999999999999999')).toEqual({
      error: 'n: this number is too large',
    });
    expect(convert({ type: T.Mentionable, name: 'm', description: 'm' }, '<@&123456789012345678>')).toBe('123456789012345678');
  });
});

describe('resolveUserMenu', () => {
  const ID = '123456789012345678';
  const menu = (line: string, self?: string) => resolveUserMenu(defs, line, { self });
  const fails = (line: string) => {
    const r = menu(line);
    if (r.ok) throw new Error(`expected an error for ${line}`);
    return r.error;
  };

  it('names the menu, quoted or not and in any case, and reads the target as id, @id, <@id>, <@!id> or me', () => {
    expect(userMenuNames(defs)).toEqual(['Verified details']);
    for (const target of [ID, `@${ID}`, `<@${ID}>`, `<@!${ID}>`]) {
      expect(menu(`menu "Verified details" ${target}`)).toEqual({ ok: true, name: 'Verified details', targetId: ID });
    }
    expect(menu(`menu verified DETAILS ${ID}`)).toEqual({ ok: true, name: 'Verified details', targetId: ID });
    expect(menu(String.raw`menu Verified\ details me`, '999999999999999999')).toEqual({
      ok: true,
      name: 'Verified details',
      targetId: '999999999999999999',
    });
  });

  it('refuses an unknown menu, a missing, extra or invalid target, as the Discord client would not send them', () => {
    expect(fails('menu')).toBe('menu needs a user menu and a member, e.g. menu "Verified details" me. User menus: Verified details');
    expect(fails(`menu Inspect ${ID}`)).toBe(
      'Unknown user menu "Inspect": this app has no such menu, so Discord would not offer it. User menus: Verified details',
    );
    // A slash command is not a user menu, whatever its name.
    expect(fails(`menu chains ${ID}`)).toMatch(/^Unknown user menu "chains"/);
    expect(fails('menu "Verified details"')).toBe(
      'Verified details is opened on a member: give one after the name, e.g. menu "Verified details" me',
    );
    expect(fails('menu Verified details')).toMatch(/is opened on a member/);
    expect(fails(`menu "Verified details" ${ID} ${ID}`)).toMatch(/takes one member/);
    expect(fails('menu "Verified details" bob')).toMatch(
      /"bob" is not a member the console knows; give @name, a mention such as <@\d+>, the id, or me/,
    );
    expect(fails('menu "Verified details" <#123456789012345678>')).toMatch(/is not a member/);
    expect(fails('menu "Verified details" 12345')).toMatch(/is not a member/);
    // `me` needs to know who is asking.
    expect(fails('menu "Verified details" me')).toMatch(/"me" is not a member/);
    expect(fails('menu "Verified')).toMatch(/quote is not closed/);
    expect(resolveUserMenu([chains], 'menu')).toEqual({ ok: false, error: 'This app has no user menus.' });
    expect(resolveUserMenu([chains], `menu x ${ID}`)).toMatchObject({
      error: expect.stringMatching(/^Unknown user menu "x".* It has no user menus\.$/),
    });
  });
});
