/**
 * English, the source language. Every other language has exactly these keys (tsc checks the
 * shape through `Resource`, test/i18n.test.ts the placeholders and Discord's rules).
 */
export const commands = {
  /**
   * Option descriptions several commands share, matched by their English text (src/i18n/commands.ts):
   * one translation each, wherever the option appears.
   */
  optionDescriptions: {
    tokenChain: 'Chain of the token',
    walletChain: 'Chain of the wallet',
    pointSystem: 'Point system, by name or id (default: the first active one)',
    pointsMember: 'Whose points change',
    points: 'Points, e.g. 25',
    moreMembers: 'More members at once: paste mentions or ids, e.g. @bob @carol (25 in all)',
    reason: 'Why (recorded by the service; at most 128 characters)',
    tipMember: 'Who gets the tip',
    tippingChain: 'Chain of the tipping wallet',
    tippingToken: 'Token of the tipping wallet (shows what it holds)',
    tokenAmount: 'Amount, e.g. 12.5 (tokens, or US dollars with unit)',
    amountUnit: 'Whether the amount is in tokens (default) or US dollars',
    channel: 'Where the service posts about it (default: this channel)',
    comment: 'Comment shown with it (at most 256 characters)',
    tippingNft: 'NFT of the tipping wallet',
    editions: 'Editions, for multi-edition NFTs (default 1)',
    walletAddress: 'Wallet address on the chosen chain',
    raffleDuration: 'How long members can enter: 30m, 2h, 1d 12h (1 second to 30 days)',
    entries: 'Most members who can enter (1 to 500)',
    onlyRole: 'Only members with this role may enter',
    notRole: 'Members with this role may not enter',
    winners: 'How many members win (default 1)',
  },
  /**
   * Per command (path-derived keys): its name and description, its subcommands' descriptions and
   * its options' descriptions (`options.<subcommand>.options.<option>.description`, or
   * `options.<option>.description` without subcommands).
   */
  commands: {
    chains: {
      name: 'chains',
      description: 'List the blockchains the Community API supports',
    },
    help: {
      name: 'help',
      description: 'Show the commands you can use here',
    },
    tokens: {
      name: 'tokens',
      description: "The community's custom tokens",
      options: {
        list: {
          description: 'List the custom tokens',
        },
        add: {
          description: 'Add a custom token (moderators)',
          options: {
            address: { description: 'Token contract or mint address' },
          },
        },
      },
    },
    quest: {
      name: 'quest',
      description: "The community's quests",
      options: {
        info: {
          description: 'Show a quest: status, rounds, tasks and rewards',
          options: {
            id: { description: 'Quest name or id (pick one from the suggestions)' },
          },
        },
        list: {
          description: "The community's quests, 10 a page; pick one to open it",
          options: {
            status: { description: 'Only quests with this status' },
            recurrence: { description: 'Only quests that repeat so' },
            visibility: { description: 'Only quests with this visibility' },
          },
        },
        completions: {
          description: 'List quest completions (moderators)',
          options: {
            quest: { description: 'Only this quest (name or id)' },
            round: { description: 'Only this round' },
            member: { description: 'Only this member' },
            since: { description: 'From: 2026-11-01, 2026-11-01T12:00Z, or ago: 7d, 12h, 30m' },
            until: { description: 'Up to: 2026-11-30 (whole day), a date and time, or ago: 1d' },
          },
        },
      },
    },
    wallets: {
      name: 'wallets',
      description: "A member's service wallets per chain (only you see the answer)",
      options: {
        member: { description: 'Whose wallets (default: yours)' },
      },
    },
    raid: {
      name: 'raid',
      description: 'Raids on posts on X',
      options: {
        create: {
          description: 'Create a raid for a post on X (you see a preview first)',
          options: {
            title: { description: 'Title shown in Discord (at most 64 characters)' },
            'post-url': { description: 'Link to the post, e.g. https://x.com/acme/status/1790000000000000000' },
            'reward-type': { description: 'How raiders are rewarded' },
            like: { description: 'Raiders must like the post (default on)' },
            comment: { description: 'Raiders must comment on the post (default on)' },
            repost: { description: 'Raiders must repost the post (default on)' },
            description: { description: 'Description (at most 256 characters)' },
            duration: { description: 'How long it runs: minutes (90) or 45m, 2h, 3d, 1d12h; default 24h, max 30 days' },
            channel: { description: "Channel to post the raid in (default: the community's raid channel)" },
            role: { description: 'Role to mention when the raid is posted' },
            chain: { description: 'Chain of the token reward' },
            token: { description: 'Token of the reward, or the native coin' },
            amount: { description: 'Token pool size, or the amount per raider (greater than 0)' },
            'reward-pool': { description: 'Reward pool id (reward pool type only)' },
          },
        },
      },
    },
    treasury: {
      name: 'treasury',
      description: "The community's shared tipping wallet",
      options: {
        balance: {
          description: 'Token balances of the tipping wallet on a chain',
        },
        inventory: {
          description: 'NFTs held by the tipping wallet on a chain',
        },
      },
    },
    verify: {
      name: 'verify',
      description: "A member's verified accounts and wallets (only you see the answer)",
      options: {
        member: { description: 'The member to look up' },
      },
    },
    'Verified details': {
      name: 'Verified details',
    },
    leaderboard: {
      name: 'leaderboard',
      description: 'Top holders of a point system',
      options: {
        order: { description: 'Highest or lowest balances first (default highest)' },
        card: { description: 'Also attach the page as an image' },
      },
    },
    points: {
      name: 'points',
      description: 'Point balances and point systems',
      options: {
        balance: {
          description: "A member's point balance (default: yours) in one or every active system",
          options: {
            member: { description: 'Whose balance (default: yours)' },
            system: { description: 'Point system, by name or id (default: every active one)' },
            card: { description: 'Also attach a rank card (the system given, or the first shown)' },
          },
        },
        systems: {
          description: "The community's point systems",
          options: {
            search: { description: 'Text to match in the name (at most 256 characters)' },
            status: { description: 'Only systems with this status' },
            'include-shared': { description: 'Also list systems shared with us through collabs' },
          },
        },
        give: {
          description: 'Give members points, printed from a point system (moderators; preview first)',
        },
        take: {
          description: "Take points from members' balances (moderators; preview first)",
        },
      },
    },
    tip: {
      name: 'tip',
      description: 'Tip a member from the community (you see a preview first)',
      options: {
        token: {
          description: 'Tip a token from the tipping wallet',
        },
        nft: {
          description: 'Tip an NFT from the tipping wallet',
        },
        points: {
          description: 'Tip points, printed from a point system',
        },
      },
    },
    transfer: {
      name: 'transfer',
      description: 'Send from the tipping wallet to a wallet address (you see a preview first)',
      options: {
        token: {
          description: 'Transfer a token of the tipping wallet to an address',
        },
        nft: {
          description: 'Transfer an NFT of the tipping wallet to an address',
        },
      },
    },
    airdrop: {
      name: 'airdrop',
      description: 'Share a pool of points or a token among members who enter (you see a preview first)',
      options: {
        points: {
          description: 'Airdrop a pool of points, printed from a point system',
        },
        token: {
          description: 'Airdrop a pool of a token of the tipping wallet',
        },
      },
    },
    raffle: {
      name: 'raffle',
      description: 'Raffle points, a token, an NFT or a role among members who enter (you see a preview first)',
      options: {
        points: {
          description: 'Raffle points, printed from a point system',
        },
        token: {
          description: 'Raffle a token of the tipping wallet',
        },
        nft: {
          description: 'Raffle an NFT of the tipping wallet',
        },
        role: {
          description: 'Raffle a role',
          options: {
            role: { description: 'The role the winners get' },
            'keep-for': { description: 'How long winners keep the role: 7d, 2w (default: for good; at most 3 years)' },
          },
        },
      },
    },
    burn: {
      name: 'burn',
      description: 'Destroy a token or NFT of the tipping wallet (you see a preview first)',
      options: {
        token: {
          description: 'Burn an amount of a token of the tipping wallet',
        },
        nft: {
          description: 'Burn an NFT of the tipping wallet',
        },
      },
    },
    audit: {
      name: 'audit',
      description: 'Recent writes to the community (raids, tips…) and their outcomes',
      options: {
        operation: { description: 'Only this kind of write, e.g. raid.create' },
        member: { description: 'Only writes by this member' },
      },
    },
    setup: {
      name: 'setup',
      description: "This server's settings: the Community API key, moderator roles, audit channel…",
    },
  },
  /** Subcommand and option names, one word per term wherever it appears. */
  options: {
    add: 'add',
    address: 'address',
    amount: 'amount',
    balance: 'balance',
    card: 'card',
    chain: 'chain',
    channel: 'channel',
    comment: 'comment',
    completions: 'completions',
    count: 'count',
    create: 'create',
    description: 'description',
    duration: 'duration',
    entries: 'entries',
    give: 'give',
    id: 'id',
    'include-shared': 'include-shared',
    info: 'info',
    inventory: 'inventory',
    'keep-for': 'keep-for',
    like: 'like',
    list: 'list',
    member: 'member',
    'more-members': 'more-members',
    nft: 'nft',
    'not-role': 'not-role',
    'only-role': 'only-role',
    operation: 'operation',
    order: 'order',
    points: 'points',
    'post-url': 'post-url',
    quest: 'quest',
    reason: 'reason',
    recurrence: 'recurrence',
    repost: 'repost',
    'reward-pool': 'reward-pool',
    'reward-type': 'reward-type',
    role: 'role',
    round: 'round',
    search: 'search',
    since: 'since',
    status: 'status',
    system: 'system',
    systems: 'systems',
    take: 'take',
    title: 'title',
    token: 'token',
    unit: 'unit',
    until: 'until',
    visibility: 'visibility',
    winners: 'winners',
  },
  /** Choice names by choice value, the same wherever the value appears. */
  choices: {
    DRAFT: 'draft',
    TEMPLATE: 'template',
    ACTIVE: 'active',
    PAUSED: 'paused',
    REVIEW: 'review',
    ENDED: 'ended',
    ARCHIVED: 'archived',
    ONCE: 'once',
    DAILY: 'daily',
    WEEKLY: 'weekly',
    MONTHLY: 'monthly',
    CUSTOM: 'custom',
    PRIVATE: 'private',
    PUBLIC: 'public',
    SHARED: 'shared',
    TOKEN_POOL: 'Token pool (shared by the raiders)',
    FIXED: 'Fixed token amount per raider',
    RANDOM: 'Reward pool (random reward each)',
    'balance-desc': 'highest first',
    'balance-asc': 'lowest first',
    SUSPENDED: 'suspended',
    absolute: 'tokens',
    dollar: 'US dollars',
  },
};

/** What every language provides: the English shape, each text a string. */
export type Resource = typeof commands;

