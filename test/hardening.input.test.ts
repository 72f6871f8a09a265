import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAFE } from '../src/api/schemas.js';
import { EXAMPLE_POST_URL } from '../src/input/parse.js';
import { MESSAGES } from '../src/bot/router/router.js';
import { DEMO } from '../src/sandbox/index.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';
import { expectAnswered } from './hardening.helpers.js';

/**
 * Every option of every command at and past each bound of the spec, wrong types as a raw
 * payload carries them, missing and unknown parts, and malformed component ids. A refusal is
 * private, names the field, and sends nothing upstream (the sandbox's counters prove it);
 * a value at the bound passes validation (the router then defers and asks the API).
 */

let bot: TestBot;
beforeAll(async () => {
  bot = await startTestBot();
});
afterAll(() => bot?.close());

const content = (r: RunResult) => String(r.message?.content ?? '');
const s = (n: number, ch = 'a') => ch.repeat(n);
const RAID = {
  subcommand: 'create',
  title: 'Boost',
  'post-url': EXAMPLE_POST_URL,
  'reward-type': 'TOKEN_POOL',
  chain: 'Base',
  token: 'native',
  amount: '0.001',
};
const raid = (o: Record<string, unknown>) => ({ ...RAID, ...o });
const completions = (o: Record<string, unknown>) => ({ subcommand: 'completions', ...o });

type Row = [what: string, command: string, values: Record<string, unknown>, field: string];

/** Refused before anything is sent. */
// A number given for a text option arrives as its digits, as Discord sends it (offline payloads,
// amounts branch): an id, title or chain "as a number" is no longer a case Discord can produce.
const REFUSED: Row[] = [
  // /tokens
  ['tokens list: an unknown chain', 'tokens', { subcommand: 'list', chain: 'Dogechain' }, 'chain'],
  ['tokens list: a chain as a number', 'tokens', { subcommand: 'list', chain: 7 }, 'chain'],
  ['tokens add: no chain', 'tokens', { subcommand: 'add', address: `0x${s(40, '1')}` }, 'chain'],
  ['tokens add: no address', 'tokens', { subcommand: 'add', chain: 'Base' }, 'address'],
  ['tokens add: an empty address', 'tokens', { subcommand: 'add', chain: 'Osmosis', address: '' }, 'address'],
  ['tokens add: a blank address', 'tokens', { subcommand: 'add', chain: 'Osmosis', address: '   ' }, 'address'],
  ['tokens add: an address of 257 characters', 'tokens', { subcommand: 'add', chain: 'Osmosis', address: s(257) }, 'address'],
  ['tokens add: an EVM address too short', 'tokens', { subcommand: 'add', chain: 'Base', address: '0x1234' }, 'address'],
  ['tokens add: an EVM address with 41 hex digits', 'tokens', { subcommand: 'add', chain: 'Base', address: `0x${s(41, 'f')}` }, 'address'],
  ['tokens add: a Solana address with 0 and l', 'tokens', { subcommand: 'add', chain: 'Solana', address: `0l${s(40, '1')}` }, 'address'],
  ['tokens: an unknown subcommand', 'tokens', { subcommand: 'delete' }, 'subcommand'],
  // /quest
  ['quest info: no quest', 'quest', { subcommand: 'info' }, 'quest'],
  ['quest info: an empty id', 'quest', { subcommand: 'info', quest: '' }, 'quest'],
  ['quest info: an id of 129 characters', 'quest', { subcommand: 'info', quest: s(129) }, 'quest'],
  ['quest completions: round 0', 'quest', completions({ round: 0 }), 'round'],
  ['quest completions: round -1', 'quest', completions({ round: -1 }), 'round'],
  ['quest completions: round past the largest safe integer', 'quest', completions({ round: MAX_SAFE + 1 }), 'round'],
  ['quest completions: round 1.5', 'quest', completions({ round: 1.5 }), 'round'],
  ['quest completions: round as text', 'quest', completions({ round: 'three' }), 'round'],
  ['quest completions: a quest id of 129 characters', 'quest', completions({ quest: s(129) }), 'quest'],
  ['quest completions: a member that is not an id', 'quest', completions({ member: 'alice' }), 'member'],
  ['quest completions: a member id of 21 digits', 'quest', completions({ member: s(21, '1') }), 'member'],
  ['quest completions: since in words', 'quest', completions({ since: 'last tuesday' }), 'since'],
  ['quest completions: since on a day that does not exist', 'quest', completions({ since: '2026-02-30' }), 'since'],
  ['quest completions: since a bare number', 'quest', completions({ since: '2026' }), 'since'],
  ['quest completions: since more than 10 years ago', 'quest', completions({ since: '3651d' }), 'since'],
  ['quest completions: until in words', 'quest', completions({ until: 'soon' }), 'until'],
  ['quest completions: since after until', 'quest', completions({ since: '2026-11-02', until: '2026-11-01' }), 'since'],
  ['quest: an unknown subcommand', 'quest', { subcommand: 'delete' }, 'subcommand'],
  // /wallets
  ['wallets: a member that is not an id', 'wallets', { member: 'bob' }, 'member'],
  ['wallets: a member as a number', 'wallets', { member: 12 }, 'member'],
  // /raid
  ['raid: a title of 65 characters', 'raid', raid({ title: s(65) }), 'title'],
  ['raid: no title', 'raid', raid({ title: undefined }), 'title'],
  [
    'raid: a post URL of 257 characters',
    'raid',
    raid({ 'post-url': `${EXAMPLE_POST_URL}?${s(256 - EXAMPLE_POST_URL.length)}` }),
    'post-url',
  ],
  ['raid: a post URL that is not a URL', 'raid', raid({ 'post-url': 'not a url' }), 'post-url'],
  ['raid: a javascript: URL', 'raid', raid({ 'post-url': 'javascript:alert(1)' }), 'post-url'],
  ['raid: a post URL on another site', 'raid', raid({ 'post-url': 'https://evil.example/acme/status/1' }), 'post-url'],
  ['raid: a post URL with markup in its query', 'raid', raid({ 'post-url': `${EXAMPLE_POST_URL}?a=[x](https://evil)` }), 'post-url'],
  ['raid: a description of 257 characters', 'raid', raid({ description: s(257) }), 'description'],
  ['raid: a duration of 43201 minutes', 'raid', raid({ duration: '43201' }), 'duration'],
  ['raid: a duration of 30 days and a minute', 'raid', raid({ duration: '30d1m' }), 'duration'],
  ['raid: a duration of 0', 'raid', raid({ duration: '0' }), 'duration'],
  ['raid: a negative duration', 'raid', raid({ duration: '-5' }), 'duration'],
  ['raid: an amount of 0', 'raid', raid({ amount: 0 }), 'amount'],
  ['raid: a negative amount', 'raid', raid({ amount: -0.5 }), 'amount'],
  ['raid: an amount as text', 'raid', raid({ amount: 'ten' }), 'amount'],
  ['raid: an unknown chain', 'raid', raid({ chain: 'Dogechain' }), 'chain'],
  ['raid: a token with spaces', 'raid', raid({ token: 'US DC' }), 'token'],
  ['raid: an unknown reward type', 'raid', raid({ 'reward-type': 'FREE_MONEY' }), 'reward-type'],
  ['raid: an unknown subcommand', 'raid', raid({ subcommand: 'delete' }), 'subcommand'],
  [
    'raid: a reward pool id of 129 characters',
    'raid',
    raid({ 'reward-type': 'RANDOM', chain: undefined, token: undefined, amount: undefined, 'reward-pool': s(129) }),
    'reward-pool',
  ],
  // /treasury
  ['treasury balance: an unknown chain', 'treasury', { subcommand: 'balance', chain: 'Dogechain' }, 'chain'],
  ['treasury balance: no chain', 'treasury', { subcommand: 'balance' }, 'chain'],
  ['treasury inventory: a chain without inventory (Atto)', 'treasury', { subcommand: 'inventory', chain: 'Atto' }, 'chain'],
  ['treasury: an unknown subcommand', 'treasury', { subcommand: 'withdraw', chain: 'Base' }, 'subcommand'],
  // /verify
  ['verify: no member', 'verify', {}, 'member'],
  ['verify: a member that is not an id', 'verify', { member: '@everyone' }, 'member'],
  // /leaderboard
  ['leaderboard: a system id of 129 characters', 'leaderboard', { system: s(129) }, 'system'],
  ['leaderboard: an order outside the choices', 'leaderboard', { order: 'sideways' }, 'order'],
  ['leaderboard: an order as a boolean', 'leaderboard', { order: true }, 'order'],
  // /points
  ['points balance: a member that is not an id', 'points', { subcommand: 'balance', member: 'carol' }, 'member'],
  ['points balance: a system id of 129 characters', 'points', { subcommand: 'balance', system: s(129) }, 'system'],
  ['points systems: a search of 257 characters', 'points', { subcommand: 'systems', search: s(257) }, 'search'],
  ['points systems: a status outside the choices', 'points', { subcommand: 'systems', status: 'DELETED' }, 'status'],
  ['points systems: include-shared as text', 'points', { subcommand: 'systems', 'include-shared': 'yes' }, 'include-shared'],
  ['points: an unknown subcommand', 'points', { subcommand: 'transfer' }, 'subcommand'],
];

/** At the bound: accepted, so the router defers and the command goes on. */
const ACCEPTED: [what: string, command: string, values: Record<string, unknown>][] = [
  ['tokens list: a chain typed in lower case', 'tokens', { subcommand: 'list', chain: 'cosmos hub' }],
  ['tokens add: an address of 1 character', 'tokens', { subcommand: 'add', chain: 'Osmosis', address: 'a' }],
  ['tokens add: an address of 256 characters', 'tokens', { subcommand: 'add', chain: 'Osmosis', address: s(256) }],
  ['quest info: an id of 128 characters', 'quest', { subcommand: 'info', quest: s(128) }],
  ['quest completions: round 1', 'quest', completions({ round: 1 })],
  ['quest completions: round at the largest safe integer', 'quest', completions({ round: MAX_SAFE })],
  ['quest completions: since 3650 days ago', 'quest', completions({ since: '3650d' })],
  ['quest completions: since equal to until', 'quest', completions({ since: '2026-11-01T00:00Z', until: '2026-11-01T00:00Z' })],
  ['raid: a title of 64 characters', 'raid', raid({ title: s(64) })],
  ['raid: a post URL of 256 characters', 'raid', raid({ 'post-url': `${EXAMPLE_POST_URL}?${s(255 - EXAMPLE_POST_URL.length)}` })],
  ['raid: a description of 256 characters', 'raid', raid({ description: s(256) })],
  ['raid: a duration of 43200 minutes', 'raid', raid({ duration: '43200' })],
  ['raid: a duration of 30 days', 'raid', raid({ duration: '30d' })],
  ['raid: a duration of 1 minute', 'raid', raid({ duration: '1' })],
  ['raid: a tiny amount', 'raid', raid({ amount: 0.000001 })],
  ['treasury balance: Atto (balance only)', 'treasury', { subcommand: 'balance', chain: 'Atto' }],
  ['leaderboard: a system id of 128 characters', 'leaderboard', { system: s(128) }],
  ['points systems: a search of 256 characters', 'points', { subcommand: 'systems', search: s(256) }],
];

describe('bad options are refused privately, naming the field, with no upstream request', () => {
  it.each(REFUSED)('%s', async (_what, command, values, field) => {
    const before = bot.sandbox.stats.total();
    const r = await bot.slash(command, values, bot.moderator());
    expectAnswered(r);
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toMatch(new RegExp(`\`${field}\`(: | )`));
    // Written for a moderator: no zod or JavaScript defaults.
    expect(content(r)).not.toMatch(/undefined|Invalid|received|NaN|\[object/);
    expect(bot.sandbox.stats.total()).toBe(before);
  });

  it.each([
    ['tokens', { subcommand: 'add', chain: 'Base' }, 'address'],
    ['quest', { subcommand: 'info' }, 'quest'],
    ['raid', { subcommand: 'create', 'post-url': EXAMPLE_POST_URL, 'reward-type': 'TOKEN_POOL' }, 'title'],
  ] as const)('a missing %s option reads "is required"', async (command, values, field) => {
    const r = await bot.slash(command, values, bot.moderator());
    expect(content(r)).toContain(`\`${field}\`: is required`);
  });
});

/**
 * Text that is no id (a slash, a space) is a name: looked up in the cached
 * list, never put in a path. What reaches the API is at most that list.
 */
describe('names are looked up, never sent as ids', () => {
  it.each([
    ['quest info: a name with a slash', 'quest', { subcommand: 'info', quest: '../admin' }, 'quest'],
    ['quest info: a name with a space', 'quest', { subcommand: 'info', quest: 'q 1' }, 'quest'],
    ['quest completions: a name with a slash', 'quest', completions({ quest: 'a/../b' }), 'quest'],
    ['leaderboard: a system with a slash', 'leaderboard', { system: 'a/b' }, 'system'],
    ['points balance: a system with a slash', 'points', { subcommand: 'balance', system: '../x' }, 'system'],
  ] as Row[])('%s', async (_what, command, values, field) => {
    const before = bot.sandbox.stats.byRoute();
    const total = bot.sandbox.stats.total();
    const r = await bot.slash(command, values, bot.moderator());
    expectAnswered(r);
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toMatch(new RegExp(`^\`${field}\`: no (such quest|point system) "`));
    const after = bot.sandbox.stats.byRoute();
    for (const route of ['getQuest', 'getPointBalances', 'listQuestCompletions'] as const) expect(after[route], route).toBe(before[route]);
    expect(bot.sandbox.stats.total() - total).toBeLessThanOrEqual(2);
  });
});

describe('values at the bound pass validation', () => {
  it.each(ACCEPTED)('%s', async (_what, command, values) => {
    const r = await bot.slash(command, values, bot.moderator());
    expectAnswered(r);
    expect(r.ack).toBe('defer');
  });
});

describe('malformed component ids are refused privately with no upstream request', () => {
  const ids: [string, string][] = [
    ['a wrong command', 'nosuch:next:*.1'],
    ['an unknown action', 'tokens:explode:*.1'],
    ['an action with capitals', 'tokens:NEXT:*.1'],
    ['no separators', 'tokens'],
    ['empty parts', '::'],
    ['more than 100 characters', `tokens:next:*.1${s(90, '0')}`],
    ['tokens: a garbage state', 'tokens:next:%%%'],
    ['tokens: an unknown chain in the state', 'tokens:next:Dogechain.1'],
    ['tokens: a page too long', 'tokens:next:*.9999999'],
    ['quest: a garbage state', 'quest:next:garbage'],
    ['quest: a state with a bad member', 'quest:next:1..zzzzzzzzzzzzzzzz...q'],
    ['quest: a state with a quest id holding a slash', 'quest:next:1.....a/b'],
    ['leaderboard: a garbage state', 'leaderboard:next:x'],
    ['leaderboard: page 0', `leaderboard:next:${DEMO.pointSystems.active}.0.d`],
    ['leaderboard: a bad order', `leaderboard:next:${DEMO.pointSystems.active}.2.x`],
    ['leaderboard: a system id with a slash', 'leaderboard:next:a/b.2.d'],
    ['leaderboard rank: a system id with a space', 'leaderboard:rank:a b'],
    ['leaderboard rank: empty', 'leaderboard:rank:'],
    ['points: a garbage state', 'points:next:zz'],
    ['points: a bad status letter', 'points:next:2.X.0.'],
    ['treasury: an unknown chain', 'treasury:next:Dogechain.1'],
    ['treasury: a chain without inventory', 'treasury:next:Atto.1'],
    ['treasury: a garbage state', 'treasury:next:🙂'],
    ['raid: an unknown preview', 'raid:confirm:AAAAAAAA'],
    ['raid: a garbage state', 'raid:confirm:<@&1>'],
    ['raid: cancel with an empty state', 'raid:cancel:'],
  ];
  it.each(ids)('%s', async (_what, id) => {
    const before = bot.sandbox.stats.total();
    const r = await bot.button(id, bot.moderator());
    expectAnswered(r);
    expect(r.ephemeral).toBe(true);
    expect(content(r)).toMatch(/no longer valid|not valid any more|Run \/|run \//);
    expect(bot.sandbox.stats.total()).toBe(before);
  });

  it('stale and expired ids name what to do', async () => {
    expect(content(await bot.button('nosuch:next:1', bot.member()))).toBe(MESSAGES.stale);
    expect(content(await bot.button('raid:confirm:AAAAAAAA~', bot.moderator()))).toBe(MESSAGES.stale);
  });
});
