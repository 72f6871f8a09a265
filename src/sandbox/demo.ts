import type { CustomToken, PointSystem, Quest, QuestCompletion, QuestTask, TippingNft, TippingToken } from '../api/schemas.js';
import { generatedBoard, type Board, type BoardShape, type Holder } from './board.js';
import { addressFor, chainIdOf } from './chaindata.js';
import { createRng, hashSeed, snowflake, type Rng } from './prng.js';

/**
 * The demo community: generated from a seed so every run (and every machine) sees the same data.
 * Well-known ids are fixed whatever the seed; counts, balances and members come from the seed.
 */

export const DEMO_API_KEY = '5b0c7e1e-3f4a-4c2d-9a8b-1d2e3f405060';

/** Quest times hang off a fixed moment, not the clock, so the data never depends on when it runs. */
const ANCHOR = Date.UTC(2026, 8, 7); // Monday 2026-09-07
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

export const DEMO = {
  apiKey: DEMO_API_KEY,
  guildId: '1203458820156252160',
  channelId: '1203458820156252163',
  pointSystems: {
    /** ACTIVE, 1,200 holders, all permissions: leaderboards page for real. */
    active: 'ps-sparks',
    activeHolders: 1200,
    /** ARCHIVED, VIEW only. */
    archived: 'ps-season-1-xp',
    /** Owned by a partner community; listed only with includeShared=true. */
    shared: 'ps-partner-gems',
    unknown: 'ps-does-not-exist',
  },
  quests: {
    /** ACTIVE, WEEKLY, round 6: social post task + account age task, completions in every round. */
    active: 'q-weekly-signal',
    /** ENDED, ONCE, random reward from a pool. */
    ended: 'q-launch-week',
    /** PAUSED, DAILY, round 3. */
    paused: 'q-daily-gm',
    /** DRAFT, no completions. */
    draft: 'q-holiday-draft',
    /** ARCHIVED, PRIVATE. */
    archived: 'q-beta-testers',
    unknown: 'q-does-not-exist',
    /** Rounds of `active` the demo has completions for (weekly from Monday 7 September 2026). */
    activeRounds: 6,
    /**
     * A moment in the last of those rounds (Thursday 15 October 2026): a sandbox on this clock
     * has `active` in round `activeRounds`; on a later one the quest is in a later round (its
     * recurrence from its start), with no completions yet.
     */
    inLastRound: Date.UTC(2026, 9, 15),
    socialTaskId: 't-signal-post',
  },
  gating: {
    /** A social account and wallets linked; one extra wallet no rule needs is left out. */
    linked: '298176450913796097',
    /** Sharing disabled: every account and wallet has isRedacted true and blank details. */
    redacted: '298176450913796098',
    /** Verified, nothing linked. */
    bare: '298176450913796100',
    /** No such user: 404. */
    unknown: '298176450913796099',
  },
  /** Holds Sparks and completed every round of the active quest. */
  memberId: '318204957716152321',
  tokens: {
    chains: ['Ethereum', 'Base', 'Polygon', 'Arbitrum', 'Solana', 'Osmosis'],
    count: 7,
  },
  /** Point systems of a community added with `addCommunity({ pointSystems: 'small' })` (never the demo's). */
  smallPointSystems: {
    /** ACTIVE, 4 holders: a leaderboard of one page. */
    few: 'ps-few',
    fewHolders: 4,
    /** ACTIVE, no holders: an empty leaderboard. */
    none: 'ps-none',
  },
  /** The system of a community added with `addCommunity({ bigBoard: n })`: n generated holders. */
  bigBoard: { id: 'ps-multitudes', name: 'Multitudes', emoji: '🌊' },
  tipping: {
    /** Chains whose tipping balance has tokens; every other listed chain answers an empty list. */
    chains: ['Ethereum', 'Base', 'Polygon', 'Solana'],
    /** Chains with NFTs; Ethereum has enough to page. */
    nftChains: ['Ethereum', 'Base', 'Solana'],
    nftCountByChain: { Ethereum: 30, Base: 4, Solana: 3 },
    /** An 18-decimal token whose raw balance exceeds 2^53. */
    bigToken: {
      chain: 'Ethereum',
      contractAddress: '0x5a9e0c3f7d2b4e1a8c6f09d1b3e5a7c9d2f4b6e8',
      symbol: 'SIGNAL',
      decimals: 18,
      balanceRaw: '123456789012345678901234',
    },
  },
} as const;

export type { Holder } from './board.js';
export interface PointSystemRecord {
  system: PointSystem;
  /** Reached through a collab: listed only when includeShared is true. */
  shared: boolean;
  /** Sorted by balance, highest first; ties by user id. */
  holders: Holder[];
  /** Stands in for `holders` when set: a generated board too large to store row by row. */
  board?: Board;
}
export interface GatingUser {
  id: string;
  username: string;
  avatarUrl: string | null;
  /** The user disabled sharing in privacy settings. */
  redacted: boolean;
  accounts: { platform: string; username: string }[];
  wallets: { chain: string; chainId: string; address: string }[];
}
export interface StoredRaid {
  id: string;
  createdAt: number;
  [field: string]: unknown;
}
/** An accepted value-moving write (live-extensions 13 to 18): the body as sent. */
export interface StoredMove {
  route: string;
  body: Record<string, unknown>;
  at: number;
}
export interface CommunityData {
  communityId: string;
  tokens: CustomToken[];
  quests: Map<string, Quest>;
  /** Newest first. */
  completions: QuestCompletion[];
  pointSystems: PointSystemRecord[];
  users: Map<string, GatingUser>;
  tipping: { tokens: TippingToken[]; nfts: TippingNft[] };
  raids: StoredRaid[];
  moves: StoredMove[];
}

/** What the gating rules of the demo server require; other linked kinds are left out of answers. */
export const GATING_RULES = { accounts: new Set(['social']), walletChains: new Set(['Ethereum', 'Linea', 'Solana']) };

export interface GenerateOptions {
  seed: number;
  empty?: boolean;
  /** The platform identifier in the served spelling (`chat` or `discord`). */
  platform: string;
  /** Every name, description, username and symbol carries HOSTILE text (see hostileCommunity). */
  hostile?: boolean;
  /** `small`: two ACTIVE point systems instead of the demo's, one with 4 holders and one with none. */
  pointSystems?: 'default' | 'small';
  /** Holders of an extra ACTIVE system listed first (DEMO.bigBoard), generated, not stored. */
  bigBoard?: number;
  /** How the big board's balances fall (board.ts): `ties` (the default) or `distinct`. */
  boardShape?: BoardShape;
  /**
   * The big board's holders kept as a list rather than generated on read, so points changes
   * (op 13) move them as on any stored board: a period board's gains need balances that change.
   */
  boardStored?: boolean;
  /** The tipping wallet's tokens have no dollar price (usdValue 0), as thin markets report them. */
  unpriced?: boolean;
}

export function generateCommunity(options: GenerateOptions): CommunityData {
  let data = baseCommunity(options);
  if (options.pointSystems === 'small' && !options.empty) data = { ...data, pointSystems: smallPointSystems(data) };
  if (options.bigBoard !== undefined && !options.empty)
    data = {
      ...data,
      pointSystems: [bigBoardSystem(data, options.bigBoard, options.boardShape, options.boardStored), ...data.pointSystems],
    };
  if (options.unpriced) data = { ...data, tipping: { ...data.tipping, tokens: data.tipping.tokens.map((t) => ({ ...t, usdValue: 0 })) } };
  return options.hostile ? hostileCommunity(data) : data;
}

function baseCommunity({ seed, empty = false, platform }: GenerateOptions): CommunityData {
  const rng = createRng(seed);
  const communityId = `cmty_${rng.hex(20)}`;
  const base: CommunityData = {
    communityId,
    tokens: [],
    quests: new Map(),
    completions: [],
    pointSystems: [],
    users: new Map(),
    tipping: { tokens: [], nfts: [] },
    raids: [],
    moves: [],
  };
  if (empty) return base;
  const members = memberPool(rng, 1400);
  const quests = questsOf(communityId, platform);
  const completions = completionsFor(rng, quests, members, platform);
  return {
    ...base,
    tokens: customTokens(),
    quests: new Map(quests.map((q) => [q.id, q])),
    completions,
    pointSystems: pointSystems(rng, communityId, members),
    users: gatingUsers(),
    tipping: { tokens: tippingTokens(rng), nfts: tippingNfts() },
  };
}

// ---------- members ----------

const NAME_PARTS = ['nova', 'pixel', 'ember', 'orbit', 'maple', 'quill', 'delta', 'lumen', 'cobalt', 'fern', 'atlas', 'juniper'];

interface Member {
  id: string;
  username: string;
}

/** Unique snowflakes of accounts created 2017-2025; DEMO.memberId comes first. */
function memberPool(rng: Rng, size: number): Member[] {
  const ids = new Set<string>([DEMO.memberId]);
  while (ids.size < size) ids.add(snowflake(rng, Date.UTC(2017, 0, 1) + rng.int(0, 8 * 365) * DAY + rng.int(0, DAY)));
  return [...ids].map((id) => ({ id, username: `${rng.pick(NAME_PARTS)}${rng.pick(NAME_PARTS)}${rng.int(1, 999)}` }));
}

/** `count` distinct members, always including the first `forced` ones. */
function sample(rng: Rng, members: Member[], count: number, forced: Member[] = []): Member[] {
  const chosen = new Set<Member>(forced);
  while (chosen.size < count) chosen.add(members[rng.int(1, members.length - 1)] as Member);
  return [...chosen];
}

// ---------- tokens ----------

function customTokens(): CustomToken[] {
  const t = (chain: string, address: string, symbol: string, decimals: number, daysBefore: number): CustomToken => ({
    chain,
    address,
    symbol,
    decimals,
    createdAt: ANCHOR - daysBefore * DAY,
  });
  return [
    t('Ethereum', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 'USDC', 6, 120),
    t('Ethereum', DEMO.tipping.bigToken.contractAddress, 'SIGNAL', 18, 110),
    t('Base', '0x7c3f9e2a1b4d6c8e0f2a4b6c8d0e2f4a6b8c0d2e', 'BSPK', 18, 90),
    t('Polygon', '0x3b8e1d5f7a9c2e4b6d8f0a1c3e5b7d9f1a3c5e7b', 'QUEST', 18, 75),
    t('Arbitrum', '0x912CE59144191C1204E64559FE8253a0e49E6548', 'ARB', 18, 60),
    t('Solana', 'DezXAZ8z7PnrnRJjz3wXBoRgixCaTYMo3unH8P1B263', 'BONK', 5, 45),
    t('Osmosis', 'factory/osmo1q8l4m2k7v3x9c5n0w6e1r8t2y4u7i9o3p5a6s/uspark', 'SPARK', 6, 30),
  ];
}

// ---------- quests ----------

function questsOf(communityId: string, platform: string): Quest[] {
  const accountAgeType = `${platform.toUpperCase()}_ACCOUNT_AGE`;
  const socialTask = (id: string, post: string): QuestTask => ({
    id,
    type: 'SOCIAL_POST_INTERACTION',
    postUrl: `https://x.com/signalhq/status/${post}`,
    isLikeRequired: true,
    isRepostRequired: true,
    isCommentRequired: false,
  });
  // Only SOCIAL_POST_INTERACTION's fields are published; other variants carry what views need.
  const ageTask = (id: string, days: number) => ({ id, type: accountAgeType, minAccountAgeDays: days });
  const tokenReward = (id: string, maxWinners: number, amount: number) => ({
    id,
    type: 'FIXED',
    strategy: { type: 'RAFFLE', maxWinners },
    item: { type: 'TOKEN', chain: 'Base', tokenAddress: '0x7c3f9e2a1b4d6c8e0f2a4b6c8d0e2f4a6b8c0d2e', amount },
  });
  const common = { communityId, iterationCompletions: [] as number[], totalCompletionCount: 0 };
  return [
    {
      ...common,
      id: DEMO.quests.active,
      name: 'Weekly Signal Boost',
      shortDescription: 'Like and repost the weekly announcement to earn a share of the BSPK raffle.',
      fullDescription:
        'Every Monday we post the weekly update. Like and repost it within the week, ' +
        'keep an account older than 30 days, and you enter the raffle for that round.',
      createdAt: ANCHOR - 3 * DAY,
      startTime: ANCHOR,
      endTime: ANCHOR + 52 * WEEK,
      status: 'ACTIVE',
      recurrence: 'WEEKLY',
      recurrenceInterval: WEEK,
      visibility: 'PUBLIC',
      iteration: DEMO.quests.activeRounds,
      tasks: [socialTask(DEMO.quests.socialTaskId, '1965432109876543210'), ageTask('t-signal-age', 30)],
      rewards: [tokenReward('r-signal-raffle', 10, 250)],
    },
    {
      ...common,
      id: DEMO.quests.ended,
      name: 'Launch Week',
      shortDescription: 'Celebrate the launch: interact with the launch post.',
      fullDescription: 'A one-off quest for launch week. Rewards came from the launch reward pool.',
      createdAt: ANCHOR - 70 * DAY,
      startTime: ANCHOR - 63 * DAY,
      endTime: ANCHOR - 56 * DAY,
      status: 'ENDED',
      recurrence: 'ONCE',
      recurrenceInterval: WEEK,
      visibility: 'PUBLIC',
      iteration: 1,
      tasks: [socialTask('t-launch-post', '1951234567890123456'), { id: 't-launch-channel', type: 'CHANNEL_MESSAGE' }],
      rewards: [{ id: 'r-launch-pool', type: 'RANDOM', rewardPoolId: 'pool-launch' }],
    },
    {
      ...common,
      id: DEMO.quests.paused,
      name: 'Daily GM',
      shortDescription: 'Say good morning in the general channel.',
      fullDescription: 'Post a message in the general channel once a day. Paused while we move channels.',
      createdAt: ANCHOR - 10 * DAY,
      startTime: ANCHOR - 5 * DAY,
      endTime: ANCHOR + 25 * DAY,
      status: 'PAUSED',
      recurrence: 'DAILY',
      recurrenceInterval: DAY,
      visibility: 'PUBLIC',
      iteration: 3,
      tasks: [{ id: 't-gm-message', type: 'CHANNEL_MESSAGE' }],
      rewards: [tokenReward('r-gm', 5, 10)],
    },
    {
      ...common,
      id: DEMO.quests.draft,
      name: 'Holiday Quest',
      shortDescription: 'Work in progress.',
      fullDescription: 'Not published yet.',
      createdAt: ANCHOR - 1 * DAY,
      startTime: ANCHOR + 100 * DAY,
      endTime: ANCHOR + 107 * DAY,
      status: 'DRAFT',
      recurrence: 'ONCE',
      recurrenceInterval: WEEK,
      visibility: 'PRIVATE',
      iteration: 1,
      tasks: [socialTask('t-holiday-post', '1970000000000000000')],
      rewards: [],
    },
    {
      ...common,
      id: DEMO.quests.archived,
      name: 'Beta Testers',
      shortDescription: 'Thanks for testing the beta.',
      fullDescription: 'Given to the members who tested the beta before launch.',
      createdAt: ANCHOR - 160 * DAY,
      startTime: ANCHOR - 150 * DAY,
      endTime: ANCHOR - 120 * DAY,
      status: 'ARCHIVED',
      recurrence: 'ONCE',
      recurrenceInterval: 30 * DAY,
      visibility: 'PRIVATE',
      iteration: 1,
      tasks: [ageTask('t-beta-age', 90)],
      rewards: [tokenReward('r-beta', 20, 50)],
    },
  ] as Quest[];
}

const QUEST_FIELDS = [
  'id',
  'communityId',
  'name',
  'shortDescription',
  'fullDescription',
  'createdAt',
  'startTime',
  'endTime',
  'status',
  'recurrence',
  'recurrenceInterval',
  'visibility',
  'iteration',
  'iterationCompletions',
  'totalCompletionCount',
  'tasks',
  'rewards',
] as const;
/** Fields in the spec's order, so a body read by a human (or a drift fault) starts with `id`. */
const inSpecOrder = (quest: Quest) => Object.fromEntries(QUEST_FIELDS.map((k) => [k, quest[k]])) as Quest;

const ROUND_SIZES: Record<string, [number, number]> = {
  [DEMO.quests.active]: [10, 24],
  [DEMO.quests.ended]: [30, 40],
  [DEMO.quests.paused]: [5, 12],
  [DEMO.quests.archived]: [8, 15],
};

/** Fills each quest's per-round counts and returns every completion, newest first. */
function completionsFor(rng: Rng, quests: Quest[], members: Member[], platform: string): QuestCompletion[] {
  const out: QuestCompletion[] = [];
  for (const quest of quests) {
    const size = ROUND_SIZES[quest.id];
    if (!size) continue;
    const ageTask = quest.tasks.find((t) => t.type.endsWith('_ACCOUNT_AGE'));
    const counts: number[] = [];
    for (let round = 1; round <= quest.iteration; round++) {
      const forced = quest.id === DEMO.quests.active ? [members[0] as Member] : [];
      const raiders = sample(rng, members, rng.int(...size), forced);
      counts.push(raiders.length);
      const roundStart = quest.startTime + (round - 1) * quest.recurrenceInterval;
      for (const m of raiders) {
        out.push({
          questId: quest.id,
          iteration: round,
          userId: m.id,
          timestamp: roundStart + rng.int(60_000, quest.recurrenceInterval - 60_000),
          source: { platform, guildId: DEMO.guildId, channelId: DEMO.channelId },
          taskIds: quest.tasks.map((t) => t.id ?? ''),
          verificationData: ageTask
            ? [{ type: ageTask.type, taskId: ageTask.id ?? '', accountAgeDays: rng.int(30, 2500), accountUsername: m.username }]
            : [],
          rewardMultiplier: rng.pick([1, 1, 1, 1.5, 2]),
        });
      }
    }
    quest.iterationCompletions = counts;
    quest.totalCompletionCount = counts.reduce((a, b) => a + b, 0);
  }
  for (const [i, quest] of quests.entries()) quests[i] = inSpecOrder(quest);
  return out.sort((a, b) => b.timestamp - a.timestamp || a.userId.localeCompare(b.userId));
}

// ---------- points ----------

function pointSystems(rng: Rng, communityId: string, members: Member[]): PointSystemRecord[] {
  const holders = (count: number, max: number, forced: Member[] = []): Holder[] =>
    sample(rng, members, count, forced)
      // Cubed uniform: a few whales, a long tail, as real leaderboards look.
      .map((m) => ({ userId: m.id, balance: 1 + Math.floor(rng.next() ** 3 * max) }))
      .sort((a, b) => b.balance - a.balance || a.userId.localeCompare(b.userId));
  const system = (s: Omit<PointSystem, 'holderCount'>, list: Holder[], shared = false): PointSystemRecord => ({
    system: { ...s, holderCount: list.length },
    shared,
    holders: list,
  });
  return [
    system(
      {
        id: DEMO.pointSystems.active,
        communityId,
        status: 'ACTIVE',
        createdAt: ANCHOR - 200 * DAY,
        name: 'Sparks',
        description: 'Earned by completing quests and joining raids.',
        emoji: '⚡',
        aliases: ['spark', 'sp'],
        isTransferable: true,
        isBurnable: true,
        permissions: ['VIEW', 'TRANSFER', 'SPEND', 'PRINT'],
      },
      holders(DEMO.pointSystems.activeHolders, 50_000, [members[0] as Member]),
    ),
    system(
      {
        id: DEMO.pointSystems.archived,
        communityId,
        status: 'ARCHIVED',
        createdAt: ANCHOR - 400 * DAY,
        name: 'Season 1 XP',
        description: 'Experience from the first season; kept for the record.',
        emoji: '🏅',
        aliases: ['xp'],
        isTransferable: false,
        isBurnable: false,
        permissions: ['VIEW'],
      },
      holders(80, 5_000),
    ),
    system(
      {
        id: DEMO.pointSystems.shared,
        communityId: `cmty_${createRng(hashSeed(communityId, 'partner')).hex(20)}`,
        status: 'ACTIVE',
        createdAt: ANCHOR - 90 * DAY,
        name: 'Partner Gems',
        description: 'Shared with us by a partner community through a collab.',
        emoji: '💎',
        aliases: ['gems'],
        isTransferable: true,
        isBurnable: false,
        permissions: ['VIEW', 'TRANSFER'],
      },
      holders(150, 900),
      true,
    ),
  ];
}

// ---------- gating ----------

/** The demo's verified members by id and username, for a console that shows names, not ids. */
export function demoMemberNames(): { id: string; username: string }[] {
  return [...gatingUsers().values()].map(({ id, username }) => ({ id, username }));
}

function gatingUsers(): Map<string, GatingUser> {
  const users: GatingUser[] = [
    {
      id: DEMO.gating.linked,
      username: 'aurora.builds',
      avatarUrl: 'https://cdn.discordapp.com/embed/avatars/1.png',
      redacted: false,
      accounts: [{ platform: 'social', username: 'aurora_builds' }],
      wallets: [
        { chain: 'Linea', chainId: chainIdOf('Linea'), address: addressFor('Linea', DEMO.gating.linked) },
        { chain: 'Solana', chainId: chainIdOf('Solana'), address: addressFor('Solana', DEMO.gating.linked) },
        // No gating rule needs Terra: the answer leaves it out.
        { chain: 'Terra', chainId: chainIdOf('Terra'), address: addressFor('Terra', DEMO.gating.linked) },
      ],
    },
    {
      id: DEMO.gating.redacted,
      username: 'quiet.otter',
      avatarUrl: null,
      redacted: true,
      accounts: [{ platform: 'social', username: 'quiet_otter' }],
      wallets: [{ chain: 'Ethereum', chainId: chainIdOf('Ethereum'), address: addressFor('Ethereum', DEMO.gating.redacted) }],
    },
    { id: DEMO.gating.bare, username: 'new.member', avatarUrl: null, redacted: false, accounts: [], wallets: [] },
  ];
  return new Map(users.map((u) => [u.id, u]));
}

// ---------- tipping ----------

function tippingTokens(rng: Rng): TippingToken[] {
  const token = (
    chain: string,
    contractAddress: string | null,
    symbol: string,
    name: string,
    decimals: number,
    balanceRaw: string,
    usdPrice: number,
  ): TippingToken => {
    const balance = Number(BigInt(balanceRaw)) / 10 ** decimals;
    return { chain, contractAddress, symbol, decimals, name, balanceRaw, balance, usdValue: Math.round(balance * usdPrice * 100) / 100 };
  };
  // Six random decimal places, the rest zero: what a wallet that received round tips holds.
  const raw = (whole: number, decimals: number) =>
    (BigInt(whole) * 10n ** BigInt(decimals) + BigInt(rng.int(0, 999_999)) * 10n ** BigInt(Math.max(0, decimals - 6))).toString();
  const big = DEMO.tipping.bigToken;
  return [
    token('Ethereum', null, 'ETH', 'Ether', 18, raw(rng.int(1, 9), 18), 3200),
    token('Ethereum', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 'USDC', 'USD Coin', 6, raw(rng.int(100, 5000), 6), 1),
    token(big.chain, big.contractAddress, big.symbol, 'Signal', big.decimals, big.balanceRaw, 0.02),
    token('Base', null, 'ETH', 'Ether', 18, raw(rng.int(0, 3), 18), 3200),
    token('Base', '0x7c3f9e2a1b4d6c8e0f2a4b6c8d0e2f4a6b8c0d2e', 'BSPK', 'Base Spark', 18, raw(rng.int(10_000, 90_000), 18), 0.004),
    token('Polygon', null, 'POL', 'Polygon Ecosystem Token', 18, raw(rng.int(50, 900), 18), 0.25),
    token('Polygon', '0x3b8e1d5f7a9c2e4b6d8f0a1c3e5b7d9f1a3c5e7b', 'QUEST', 'Quest Token', 18, raw(rng.int(1000, 20_000), 18), 0.01),
    token('Solana', null, 'SOL', 'Solana', 9, raw(rng.int(2, 40), 9), 150),
    token('Solana', 'DezXAZ8z7PnrnRJjz3wXBoRgixCaTYMo3unH8P1B263', 'BONK', 'Bonk', 5, raw(rng.int(1_000_000, 9_000_000), 5), 0.00002),
  ];
}

function tippingNfts(): TippingNft[] {
  const out: TippingNft[] = [];
  const add = (chain: string, contractAddress: string, collection: string, count: number, amount: (i: number) => number) => {
    for (let i = 1; i <= count; i++) {
      const slug = `${collection.toLowerCase().replace(/\s+/g, '-')}-${i}`;
      out.push({
        chain,
        contractAddress,
        tokenId: String(i),
        name: `${collection} #${i}`,
        imageUrl: `https://picsum.photos/seed/${slug}/512/512`,
        amount: amount(i),
      });
    }
  };
  add('Ethereum', '0x1f2e3d4c5b6a79880f1e2d3c4b5a69788f9e0d1c', 'Signal Keys', 20, () => 1);
  add('Ethereum', '0x8a7b6c5d4e3f20119a8b7c6d5e4f3a2b1c0d9e8f', 'Quest Badges', 10, (i) => 1 + (i % 3));
  add('Base', '0x4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70', 'Base Builders', 4, () => 1);
  add('Solana', 'J1S9H3QjnRtBbbuD4HjPV6RpRhwuk4zKbxsnCHuTgh9w', 'Otter Pals', 3, () => 1);
  return out;
}

// ---------- optional variants (addCommunity options; the demo community never uses them) ----------

/** Two ACTIVE systems whose holders come from the community's Sparks holders. */
function smallPointSystems(data: CommunityData): PointSystemRecord[] {
  const sparks = data.pointSystems[0];
  if (!sparks) return [];
  const holders = sparks.holders.slice(0, DEMO.smallPointSystems.fewHolders).map((h) => ({ ...h }));
  const record = (id: string, name: string, emoji: string, list: Holder[]): PointSystemRecord => ({
    system: { ...sparks.system, id, name, emoji, aliases: [], description: `${name} of a small community.`, holderCount: list.length },
    shared: false,
    holders: list,
  });
  return [record(DEMO.smallPointSystems.few, 'Embers', '🔥', holders), record(DEMO.smallPointSystems.none, 'Frost', '❄️', [])];
}

/** An ACTIVE system whose board is generated (board.ts): a million holders cost no memory. */
function bigBoardSystem(data: CommunityData, size: number, shape: BoardShape = 'ties', stored = false): PointSystemRecord {
  const template = data.pointSystems[0]?.system;
  const board = generatedBoard(size, shape);
  const { id, name, emoji } = DEMO.bigBoard;
  return {
    system: {
      id,
      communityId: data.communityId,
      status: 'ACTIVE',
      createdAt: template?.createdAt ?? ANCHOR,
      name,
      description: 'A generated board as large as the biggest communities have.',
      emoji,
      aliases: [],
      isTransferable: false,
      isBurnable: false,
      permissions: ['VIEW'],
      holderCount: size,
    },
    shared: false,
    ...(stored ? { holders: Array.from({ length: size }, (_, i) => board.at(i)) } : { holders: [], board }),
  };
}

/**
 * What a hostile or careless community could put in its data: pings of everyone, a role and a
 * user, several masked links on one line, a heading, subtext, a list, a quote and a code
 * fence. Every string stays within the spec's lengths (quest name 48, short description 256).
 */
export const HOSTILE = {
  /** 47 characters: fits a quest name. */
  name: '@everyone [a](https://e.vil) [b](https://e.vil)',
  line: '@everyone @here <@&1203458820156252555> <@298176450913796097> [x](https://evil.example/1) and [y](https://evil.example/2)',
  block: [
    '# big',
    '-# small',
    '- item',
    '1. item',
    '> quote',
    '```',
    '@here inside a fence',
    '```',
    '@everyone [z](https://evil.example/3) [w](https://evil.example/4) <@&1203458820156252555>',
  ].join('\n'),
} as const;

/** The same community with HOSTILE text in every free-text field; ids, numbers and links stay. */
function hostileCommunity(data: CommunityData): CommunityData {
  const { name, line, block } = HOSTILE;
  const tagged = (i: number) => `${i % 2 ? '# ' : '-# '}${name}`;
  return {
    ...data,
    tokens: data.tokens.map((t, i) => ({ ...t, symbol: i % 2 ? '@here' : '[T](https://e.vil)' })),
    quests: new Map([...data.quests].map(([id, q]) => [id, { ...q, name, shortDescription: line, fullDescription: `${block}\n${line}` }])),
    completions: data.completions.map((c) => ({
      ...c,
      verificationData: c.verificationData.map((v) => ({ ...v, ...(v.accountUsername !== undefined ? { accountUsername: line } : {}) })),
    })),
    pointSystems: data.pointSystems.map((r, i) => ({
      ...r,
      system: { ...r.system, name: tagged(i), description: `${block}\n${line}`, emoji: '@everyone', aliases: [line] },
    })),
    users: new Map(
      [...data.users].map(([id, u]) => [
        id,
        { ...u, username: line, accounts: u.accounts.map((a) => ({ ...a, username: `${block}\n${line}` })) },
      ]),
    ),
    tipping: {
      tokens: data.tipping.tokens.map((t) => ({ ...t, symbol: '@everyone', name: line })),
      nfts: data.tipping.nfts.map((n, i) => ({ ...n, name: `${tagged(i)} ${line}` })),
    },
  };
}
