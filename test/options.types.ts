/**
 * Type-level tests, checked by `tsc --noEmit` (npm test and .ci/run run it): a handler's
 * options are typed from its definition, so reading an option the definition lacks, or
 * treating one as the wrong type, does not compile. Each `@ts-expect-error` fails the build
 * if the line below it ever compiles. Nothing here runs.
 */
import { ApplicationCommandOptionType as T, InteractionContextType } from 'discord.js';
import { command, component, type CommandContext } from '../src/command/contract.js';
import { componentIds, field, pageField } from '../src/discord/component-id.js';
import { slash, type ArgsOf } from '../src/discord/slash.js';

const flat = slash({
  name: 'flat',
  description: 'd',
  contexts: [InteractionContextType.Guild],
  options: [
    { type: T.User, name: 'member', description: 'm', required: true },
    { type: T.Integer, name: 'count', description: 'c', min_value: 1 },
    {
      type: T.String,
      name: 'order',
      description: 'o',
      choices: [
        { name: 'up', value: 'asc' },
        { name: 'down', value: 'desc' },
      ],
    },
  ],
});

command({
  name: 'flat',
  definition: flat,
  access: 'member',
  private: true,
  async execute({ options }) {
    const member: string = options.member;
    const count: number | undefined = options.count;
    const order: 'asc' | 'desc' | undefined = options.order;
    // @ts-expect-error: the definition has no `amount` option
    void options.amount;
    // @ts-expect-error: `count` is optional, so it may be undefined
    const sure: number = options.count;
    // @ts-expect-error: `order` is one of its choices, not any string
    const anything: 'sideways' | undefined = options.order;
    return { content: `${member} ${count} ${order} ${sure} ${anything}` };
  },
});

// @ts-expect-error: a module's name must be its definition's name
command({ name: 'other', definition: flat, access: 'member', private: true, execute: async () => ({}) });

const withSubs = slash({
  name: 'subs',
  description: 'd',
  contexts: [InteractionContextType.Guild],
  options: [
    { type: T.Subcommand, name: 'list', description: 'l', options: [{ type: T.String, name: 'chain', description: 'c' }] },
    { type: T.Subcommand, name: 'add', description: 'a', options: [{ type: T.String, name: 'address', description: 'a', required: true }] },
  ],
});

export function handler(ctx: CommandContext<ArgsOf<typeof withSubs>>): string {
  const o = ctx.options;
  if (o.subcommand === 'add') {
    // @ts-expect-error: `chain` belongs to `list`, not to `add`
    void o.chain;
    return o.address;
  }
  // @ts-expect-error: `address` belongs to `add`, not to `list`
  void o.address;
  return o.chain ?? '';
}

command({
  name: 'subs',
  definition: withSubs,
  access: 'member',
  // @ts-expect-error: moderatorSubcommands names subcommands of the definition only
  moderatorSubcommands: ['remove'],
  private: (o) => o.subcommand === 'add',
  execute: async () => ({}),
});

/** A component's handler gets exactly the data its ids carry. */
const pager = componentIds('subs', ['next'], { page: pageField, chain: field.optional(field.among(['Base', 'Ethereum'] as const)) });
component({
  ids: pager,
  reply: 'update',
  async handle(_ctx, data) {
    const page: number = data.page;
    const chain: 'Base' | 'Ethereum' | undefined = data.chain;
    // @ts-expect-error: the ids carry no `order`
    void data.order;
    return { content: `${page} ${chain}` };
  },
});
// @ts-expect-error: an id is built from the data its fields declare
pager.id('next', { page: 'one' });
// @ts-expect-error: only the declared actions
pager.id('prev', { page: 1 });
