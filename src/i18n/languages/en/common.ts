/** Texts several views share: the pager's buttons, "…and N more", and the API's enum values in words (src/views/enum-words.ts). */
export const common = {
  more: '…and {{n}} more',
  pager: { first: 'First', previous: 'Previous', next: 'Next', last: 'Last' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'Social post',
      CHAT_ACCOUNT_AGE: 'Discord account age',
      DISCORD_ACCOUNT_AGE: 'Discord account age',
      CHANNEL_MESSAGE: 'Message in a channel',
    },
    questStatus: { DRAFT: 'Draft', TEMPLATE: 'Template', ACTIVE: 'Active', PAUSED: 'Paused', REVIEW: 'In review', ENDED: 'Ended', ARCHIVED: 'Archived' },
    recurrence: { ONCE: 'Once', DAILY: 'Daily', WEEKLY: 'Weekly', MONTHLY: 'Monthly', CUSTOM: 'Custom' },
    visibility: { PRIVATE: 'Private', PUBLIC: 'Public', SHARED: 'Shared with partner communities' },
    rewardType: { FIXED: 'Fixed', RANDOM: 'Random', SHARED: 'Shared' },
    strategy: { RAFFLE: 'raffle' },
    itemType: { TOKEN: 'token', NFT: 'NFT', POINTS: 'points', ROLE: 'role' },
    pointSystemStatus: { ACTIVE: 'Active', ARCHIVED: 'Archived', SUSPENDED: 'Suspended' },
    permission: { VIEW: 'see balances', TRANSFER: 'move points between members', SPEND: 'spend points', PRINT: 'print new points' },
    balanceOrder: { 'balance-desc': 'highest first', 'balance-asc': 'lowest first' },
    platform: { social: 'X', twitter: 'X', x: 'X', chat: 'Discord', discord: 'Discord' },
  },
  /** A True/False option's two values as the member picks them. */
  boolean: { true: 'True', false: 'False' },
};
