import { describe, expect, it } from 'vitest';
import { LISTED_CHAINS, TOKEN_CHAINS } from '../src/api/chains.js';
import { MAX_SAFE, type PointSystem, type Quest, type QuestCompletion } from '../src/api/schemas.js';
import { HOSTILE } from '../src/sandbox/index.js';
import { chainsView } from '../src/features/chains/view.js';
import { leaderboardView, myRankView } from '../src/features/leaderboard/view.js';
import { balancesView, MAX_BALANCE_SYSTEMS, systemsView } from '../src/features/points/view.js';
import { completionsPage, questInfo } from '../src/features/quests/view.js';
import { raidOutcome, raidPreview, type RaidDraft } from '../src/features/raids/view.js';
import { confirmIds, previewControls } from '../src/features/writes/confirm-view.js';
import { EVERY_READER, verbatim, type Reader } from '../src/i18n/reader.js';
import { tokenList } from '../src/features/tokens/view.js';
import { treasuryBalance, treasuryInventory } from '../src/features/treasury/view.js';
import { verifiedDetails } from '../src/features/verify/view.js';
import { serviceWallets } from '../src/features/wallets/view.js';
import { expectDiscordLimits } from './discord-limits.js';

/**
 * The largest data the spec allows, and more where it sets no bound, made of characters that
 * escaping doubles (so a view that cuts before escaping would overflow): every view must stay
 * within every Discord limit.
 */

/** `n` characters that each become two when escaped. */
const wide = (n: number) => '*_[`'.repeat(Math.ceil(n / 4)).slice(0, n);
const long = (n: number) => `${HOSTILE.line} ${wide(n)}`.slice(0, n);
const id = (n: number) => 'q'.repeat(n);
const SNOWFLAKE = '12345678901234567890';

const quest: Quest = {
  id: id(128),
  communityId: 'c'.repeat(200),
  name: wide(48),
  shortDescription: wide(256),
  // Neutralising mentions lengthens the text: 4096 characters of them grow past the limit.
  fullDescription: `${'@everyone '.repeat(400)}${'```'.repeat(32)}`.slice(0, 4096),
  createdAt: 0,
  startTime: MAX_SAFE,
  endTime: MAX_SAFE,
  status: 'ACTIVE',
  recurrence: 'CUSTOM',
  recurrenceInterval: 31_536_000_000,
  visibility: 'SHARED',
  iteration: MAX_SAFE,
  iterationCompletions: Array.from({ length: 1000 }, () => MAX_SAFE),
  totalCompletionCount: MAX_SAFE,
  tasks: Array.from({ length: 32 }, (_, i) =>
    i % 2
      ? {
          id: `t${i}`,
          type: 'SOCIAL_POST_INTERACTION' as const,
          postUrl: `https://x.com/${'a'.repeat(400)}/status/${i}`,
          isLikeRequired: true,
          isRepostRequired: true,
          isCommentRequired: true,
        }
      : { id: `t${i}`, type: wide(300) },
  ),
  rewards: Array.from({ length: 4 }, (_, i) => ({
    id: `r${i}`,
    type: wide(100),
    strategy: { type: wide(100), maxWinners: MAX_SAFE },
    item: { type: i % 2 ? 'TOKEN' : wide(100), chain: 'SeiEvm', tokenAddress: wide(300), amount: 1e21 },
    rewardPoolId: wide(300),
  })),
};

const system = (i: number): PointSystem => ({
  id: `ps-${id(120)}${i}`,
  communityId: 'c',
  status: 'SUSPENDED',
  createdAt: 0,
  name: long(1000),
  description: long(4096),
  emoji: wide(50),
  aliases: Array.from({ length: 50 }, () => long(100)),
  isTransferable: true,
  isBurnable: true,
  permissions: ['VIEW', 'TRANSFER', 'SPEND', 'PRINT'],
  holderCount: MAX_SAFE,
});

const completion = (i: number): QuestCompletion => ({
  questId: id(128),
  iteration: MAX_SAFE,
  userId: i % 2 ? SNOWFLAKE : wide(200),
  timestamp: 8.64e15,
  source: { platform: 'chat', guildId: SNOWFLAKE, channelId: SNOWFLAKE },
  taskIds: Array.from({ length: 32 }, (_, t) => `t${t}`),
  verificationData: [],
  rewardMultiplier: 1e12,
});

const draft: RaidDraft = {
  title: wide(64),
  postUrl: `https://x.com/acme/status/${'1'.repeat(25)}?${'a'.repeat(200)}`,
  description: wide(256),
  durationMinutes: 43_200,
  channelId: SNOWFLAKE,
  mentionRoleId: SNOWFLAKE,
  requirements: { like: true, comment: true, repost: true },
  reward: { type: 'TOKEN_POOL', item: { type: 'TOKEN', chain: 'HyperEvm', tokenAddress: `0x${'f'.repeat(40)}`, amount: 1e21 } },
};

/** Every view at its largest, written in `s`'s language. */
const cases = (s: Reader): [string, () => Parameters<typeof expectDiscordLimits>[0]][] => [
  ['quest info: 32 tasks, 4 rewards, names and descriptions at their maximum', () => questInfo(quest, s)],
  [
    'quest completions: a full page with the longest ids and every filter',
    () =>
      completionsPage(
        {
          completions: Array.from({ length: 10 }, (_, i) => completion(i)),
          page: 0,
          total: MAX_SAFE,
          filters: { questId: id(128), round: MAX_SAFE, userId: SNOWFLAKE, since: 0, until: 8.64e15 },
        },
        s,
      ),
  ],
  [
    'leaderboard: a 10-row page of a 100-row block, the longest name',
    () =>
      leaderboardView(
        {
          system: system(1),
          order: 'balance-desc',
          page: 10,
          total: MAX_SAFE,
          rows: Array.from({ length: 100 }, (_, i) => ({
            platform: 'chat',
            userId: i % 2 ? SNOWFLAKE : wide(100),
            balance: Number.MAX_VALUE,
          })),
        },
        s,
      ),
  ],
  [
    'leaderboard: my rank',
    () => myRankView({ system: system(1), userId: SNOWFLAKE, balance: Number.MAX_VALUE, rank: MAX_SAFE, total: MAX_SAFE }, s),
  ],
  [
    'points balance: every active system shown',
    () =>
      balancesView(
        {
          userId: SNOWFLAKE,
          entries: Array.from({ length: MAX_BALANCE_SYSTEMS }, (_, i) => ({
            system: system(i),
            balance: i % 2 ? undefined : Number.MAX_VALUE,
          })),
          omitted: MAX_SAFE,
        },
        s,
      ),
  ],
  [
    'points systems: a full page of the longest systems, a 256-character search',
    () =>
      systemsView(
        {
          systems: Array.from({ length: 10 }, (_, i) => system(i)),
          page: 1,
          total: 50,
          filters: { search: wide(256), status: 'SUSPENDED', includeShared: true },
        },
        s,
      ),
  ],
  [
    'tokens: a full page of the longest tokens',
    () =>
      tokenList(
        {
          tokens: Array.from({ length: 10 }, () => ({
            chain: 'CosmosHub',
            address: wide(256),
            symbol: long(500),
            decimals: 255,
            createdAt: 8.64e15,
          })),
          page: 0,
          total: 100,
          chain: 'CosmosHub',
        },
        s,
      ),
  ],
  [
    'treasury balance: 100 tokens with the longest names',
    () =>
      treasuryBalance(
        'Ethereum',
        {
          walletAddress: wide(200),
          tokens: Array.from({ length: 100 }, () => ({
            chain: 'Ethereum',
            contractAddress: wide(100),
            symbol: long(200),
            decimals: 18,
            name: long(500),
            balanceRaw: '9'.repeat(80),
            balance: Number.MAX_VALUE,
            usdValue: Number.MAX_VALUE,
          })),
        },
        s,
      ),
  ],
  [
    'treasury inventory: 100 NFTs with the longest names',
    () =>
      treasuryInventory(
        'Ethereum',
        {
          walletAddress: wide(200),
          nfts: Array.from({ length: 100 }, (_, i) => ({
            chain: 'Ethereum',
            contractAddress: wide(100),
            tokenId: '9'.repeat(80),
            name: long(500),
            imageUrl: `https://img.example/${'a'.repeat(3000)}`,
            amount: i,
          })),
        },
        19,
        s,
      ),
  ],
  [
    'verify: 50 accounts and wallets, the longest names',
    () =>
      verifiedDetails(
        {
          chatUserId: SNOWFLAKE,
          chatUsername: long(500),
          chatAvatarUrl: `https://cdn.example/${'a'.repeat(3000)}`,
          linkedAccounts: Array.from({ length: 50 }, () => ({ platform: long(100), username: long(500) })),
          linkedWallets: Array.from({ length: 50 }, () => ({ chain: 'SeiEvm', chainId: '1', address: wide(500) })),
        },
        s,
      ),
  ],
  [
    'wallets: one per chain, the longest addresses',
    () =>
      serviceWallets(
        {
          userId: SNOWFLAKE,
          self: false,
          wallets: TOKEN_CHAINS.map((chain) => ({ id: 'w', chain, chainId: '', address: wide(500) })),
          name: () => long(200),
        },
        s,
      ),
  ],
  [
    'chains: 100 chains with the longest names',
    () =>
      chainsView(
        Array.from({ length: 100 }, (_, i) => ({ key: LISTED_CHAINS[i % LISTED_CHAINS.length]!, id: wide(100), name: long(200) })),
        s,
      ),
  ],
  [
    'raid preview: title, description and URL at their maximum',
    () =>
      raidPreview(
        draft,
        previewControls(confirmIds('raid'), 'p'.repeat(16), {
          typed: { word: '9'.repeat(80), why: { reason: 'usd', limit: Number.MAX_SAFE_INTEGER } },
        }),
        8.64e15,
        s,
      ),
  ],
  ['raid outcome: failed with the longest reason', () => raidOutcome({ status: 'failed', draft, reason: verbatim(long(5000)) }, s)],
  ['raid outcome: unknown', () => raidOutcome({ status: 'unknown', draft }, s)],
];

// Translations run longer than English (German, French, Russian): the longest of them must fit too.
describe.each(EVERY_READER.map((s) => [s.language, s] as const))(
  'views fed the largest data stay within every Discord limit, in %s',
  (_language, s) => {
    it.each(cases(s))('%s', (_what, build) => {
      const reply = build();
      expect((reply.content?.length ?? 0) + (reply.embeds?.length ?? 0)).toBeGreaterThan(0);
      expectDiscordLimits(reply);
    });
  },
);
