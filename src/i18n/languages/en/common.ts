/** Texts several views share: the pager's buttons, "…and N more", and the API's enum values in words (src/views/enum-words.ts). */
export const common = {
  /**
   * The unit a member types after a number in a span (`2h`, `1d 12h`), lower case: the parser
   * (src/input/parse.ts) takes every language's, and the English letters w, d, h, m, s, from anyone.
   */
  spanUnits: { week: 'w', day: 'd', hour: 'h', minute: 'm' },
  more: '…and {{n}} more',
  /**
   * A number with the noun it counts, put into other texts whole (`{{holders}}`, `{{requests}}`):
   * the noun agrees with the number in every language, whatever sentence it goes into.
   */
  count: {
    holders_one: '{{n}} holder',
    holders_other: '{{n}} holders',
    members_one: '{{n}} member',
    members_other: '{{n}} members',
    requests_one: '{{n}} request',
    requests_other: '{{n}} requests',
    minutes_one: '{{n}} minute',
    minutes_other: '{{n}} minutes',
    weeks_one: '{{n}} week',
    weeks_other: '{{n}} weeks',
    points_one: '{{n}} point',
    points_other: '{{n}} points',
    characters_one: '{{n}} character',
    characters_other: '{{n}} characters',
  },
  /**
   * How often something repeats, as a phrase put whole into other texts (`{{every}}`): one unit
   * has its own text ("every minute", never "every 1 minute"); more than one is a plural. The
   * plurals are never given 1 (src/views/format.ts, formatEvery).
   */
  every: {
    minute: 'every minute',
    minutes_one: 'every {{n}} minute',
    minutes_other: 'every {{n}} minutes',
    hour: 'every hour',
    hours_one: 'every {{n}} hour',
    hours_other: 'every {{n}} hours',
    day: 'every day',
    days_one: 'every {{n}} day',
    days_other: 'every {{n}} days',
    week: 'every week',
    weeks_one: 'every {{n}} week',
    weeks_other: 'every {{n}} weeks',
  },
  pager: { first: 'First', previous: 'Previous', next: 'Next', last: 'Last' },
  words: {
    taskType: {
      SOCIAL_POST_INTERACTION: 'Social post',
      CHAT_ACCOUNT_AGE: 'Discord account age',
      DISCORD_ACCOUNT_AGE: 'Discord account age',
      CHANNEL_MESSAGE: 'Message in a channel',
    },
    questStatus: {
      DRAFT: 'Draft',
      TEMPLATE: 'Template',
      ACTIVE: 'Active',
      PAUSED: 'Paused',
      REVIEW: 'In review',
      ENDED: 'Ended',
      ARCHIVED: 'Archived',
    },
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
  /** The replies of an export (`export:true`): a CSV file sent privately. */
  export: {
    started_one:
      '⏳ Exporting {{n}} row: {{requests}} to the Community API, about {{minutes}}. This message shows the progress, then the file.',
    started_other:
      '⏳ Exporting {{n}} rows: {{requests}} to the Community API, about {{minutes}}. This message shows the progress, then the file.',
    progress_one: '⏳ Exporting… {{done}} of {{n}} row read.',
    progress_other: '⏳ Exporting… {{done}} of {{n}} rows read.',
    done_one: '📄 {{file}}: {{n}} row.',
    done_other: '📄 {{file}}: {{n}} rows.',
    zones: "Times are in UTC and in the server's time zone ({{zone}}).",
    named_one: 'Names: {{named}} of {{n}} row, as the server shows the member (a member no longer in the server has none).',
    named_other: 'Names: {{named}} of {{n}} rows, as the server shows each member (members no longer in the server have none).',
    namesNoIntent:
      "Discord does not give the bot the server's member list (the Server Members intent is off in the Developer Portal), so at most {{max}} were named, one at a time; turn the intent on to name every row.",
    namesNoList:
      "The server's member list could not be read to the end (Discord did not answer, or it has more than {{max}}), so some rows have no name.",
    fileDescription_one: 'CSV export, {{n}} row',
    fileDescription_other: 'CSV export, {{n}} rows',
    tooManyRows_one: "This export holds {{n}} row, more than the {{max}} one file may hold. Narrow it with the command's other options.",
    tooManyRows_other: "This export holds {{n}} rows, more than the {{max}} one file may hold. Narrow it with the command's other options.",
    tooLarge: 'The file would be larger than {{size}} MB, the most Discord lets the bot attach here. Nothing was attached.',
    tooSlow_one:
      'Reading {{n}} row takes {{requests}}, about {{minutes}}: longer than the 15 minutes Discord gives a reply. Narrow the export and try again.',
    tooSlow_other:
      'Reading {{n}} rows takes {{requests}}, about {{minutes}}: longer than the 15 minutes Discord gives a reply. Narrow the export and try again.',
    timedOut_one:
      'The export could not finish within the 15 minutes Discord gives a reply ({{done}} of {{n}} row read). Nothing was attached; try again later, or narrow it.',
    timedOut_other:
      'The export could not finish within the 15 minutes Discord gives a reply ({{done}} of {{n}} rows read). Nothing was attached; try again later, or narrow it.',
    failed: 'The export could not be finished: the Community API or Discord did not answer. Nothing was attached; try again.',
  },
  /** A True/False option's two values as the member picks them. */
  /**
   * What a member types in a time (`at:`): today, tomorrow, a month's last day, and the weekdays
   * from Monday, space-separated. Every language's words are read, English's too (src/views/time-words.ts).
   */
  timeWords: { today: 'today', tomorrow: 'tomorrow', last: 'last', weekdays: 'mon tue wed thu fri sat sun' },
  boolean: { true: 'True', false: 'False' },
};
