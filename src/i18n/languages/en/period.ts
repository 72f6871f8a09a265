/**
 * Period boards (/leaderboard period:, /points balance period:, /setup periods:): members ranked
 * by what they gained in a week or month. `{{system}}` is a point system's label, `{{label}}` a
 * past period's name (`2026-W47`, `2026-11`), `{{time}}` a Discord timestamp; `{{holders}}`,
 * `{{requests}}` and `{{weeks}}` are counted phrases (`common.count`: "200,000 holders").
 */
export const period = {
  /** The board's title: a running week's or month's (a past period's board is a final board). */
  title: { week: '{{system}} gains this week', month: '{{system}} gains this month' },
  /** A week's name where a period is named in a sentence (a month is named by Intl: "November 2026"). */
  labelWeek: 'week {{week}} of {{year}}',
  /** A past period's final board, by its name (`{{label}}`: "week 47 of 2026", "November 2026"). */
  finalTitle: '🏁 Final board of {{label}}: {{system}}',
  row: '{{gain}} · balance {{balance}}',
  since: 'Gains since {{time}}',
  sinceTurnedOn: 'Gains since {{time}}, when period boards were turned on',
  /** A running board's balances: `{{time}}` is a Discord relative timestamp ("5 minutes ago"). */
  asOf: 'Balances as read {{time}}; read again every few minutes',
  footer: 'Page {{page}} of {{pages}} · members: {{n}} · {{label}}',
  empty: 'Nobody holds or gained {{system}} in this period.',
  /**
   * The sentences that name the period, each written whole for this week, this month and a past
   * period (`{{label}}`), so no language has to fit a period's name into a sentence.
   */
  myRank: {
    week: 'You are **#{{rank}}** of {{n}} with a gain on this week’s board: {{gain}} {{system}} (balance {{balance}}).',
    month: 'You are **#{{rank}}** of {{n}} with a gain on this month’s board: {{gain}} {{system}} (balance {{balance}}).',
    past: 'You are **#{{rank}}** of {{n}} with a gain on the board of {{label}}: {{gain}} {{system}} (balance {{balance}}).',
  },
  myUnranked: {
    week: 'You have gained nothing this week: {{gain}} {{system}} (balance {{balance}}), so you are not ranked. Members with a gain: {{gainers}} of {{n}}.',
    month:
      'You have gained nothing this month: {{gain}} {{system}} (balance {{balance}}), so you are not ranked. Members with a gain: {{gainers}} of {{n}}.',
    past: 'You gained nothing in {{label}}: {{gain}} {{system}} (balance {{balance}}), so you are not ranked. Members with a gain: {{gainers}} of {{n}}.',
  },
  gainers: 'Members with a gain: {{gainers}} of {{n}}; the others are listed without a rank.',
  notRanked: {
    week: 'You are not on this week’s board: you have neither held nor gained {{system}} this week.',
    month: 'You are not on this month’s board: you have neither held nor gained {{system}} this month.',
    past: 'You are not on the board of {{label}}: you neither held nor gained {{system}} in it.',
  },
  balanceLine: {
    week: '{{member}} this week: {{gain}} {{system}} since {{time}} (**#{{rank}}** of {{n}} with a gain, balance {{balance}})',
    month: '{{member}} this month: {{gain}} {{system}} since {{time}} (**#{{rank}}** of {{n}} with a gain, balance {{balance}})',
    past: '{{member}} in {{label}}: {{gain}} {{system}} since {{time}} (**#{{rank}}** of {{n}} with a gain, balance {{balance}})',
  },
  balanceUnranked: {
    week: '{{member}} this week: {{gain}} {{system}} since {{time}} (no gain, so not ranked; balance {{balance}})',
    month: '{{member}} this month: {{gain}} {{system}} since {{time}} (no gain, so not ranked; balance {{balance}})',
    past: '{{member}} in {{label}}: {{gain}} {{system}} since {{time}} (no gain, so not ranked; balance {{balance}})',
  },
  balanceNone: {
    week: '{{member}} is not on this week’s board: no {{system}} held or gained this week.',
    month: '{{member}} is not on this month’s board: no {{system}} held or gained this month.',
    past: '{{member}} is not on the board of {{label}}: no {{system}} held or gained in it.',
  },
  card: 'The period board page as an image',
  /** What a member types for `period:`, one word each (spaces read as dashes); every language's words are read, English's too. */
  words: { week: 'week', month: 'month', lastWeek: 'last-week', lastMonth: 'last-month' },
  refusals: {
    bad: 'Type a period as {{words}}, or a past one by its name, such as 2026-W47 or 2026-11.',
    future: '{{label}} has not started yet.',
    notOn: 'Period boards are off for {{system}}. A server manager turns them on with {{/setup periods:}}.',
    notReady: 'The balances this board counts from are still being read (holders read: {{done}} of {{total}}). Try again in a minute.',
    noFinal: 'No final board of {{label}} is stored: period boards were off then, or its closing balances are still being read.',
  },
  setup: {
    cost: 'Period boards for {{system}}: a snapshot of the balances of its {{holders}} at the start of each week and each month, in the server time zone ({{zone}}). Each snapshot costs **{{requests}}** to the Community API, sent by the bot in the background. Snapshots are kept {{weeks}}; the final board of each period is kept for good. The running board is read again at most every 5 minutes (as many requests each time), so members looking at it cost nothing.',
    isOn: 'Period boards are on for {{system}} since {{time}}.',
    turnOn: 'Turn on',
    turnOff: 'Turn off',
    on: 'Period boards are on for {{system}}: the first snapshot is being taken now, and boards count from {{time}}.',
    off: 'Period boards are off for {{system}}. The final boards already stored stay.',
    retention_one: 'Snapshots are now kept {{n}} week. The final board of each period is kept for good.',
    retention_other: 'Snapshots are now kept {{n}} weeks. The final board of each period is kept for good.',
    byScheduleOn: 'Period boards were turned on for this system too: a snapshot at the start of each period costs {{requests}}.',
    time: "A snapshot of this board costs **{{requests}}** (one for every 100 holders): about {{duration}} of background time at this key's background rate (requests a second: {{rate}}), up to twice that while feeds use their half. So the snapshot that closes each period starts {{lead}} before the period ends, and the final board is complete when it ends.",
  },
  snapshotLate:
    'The snapshot of {{system}} from {{at}} ({{zone}}) could not be finished before its period ended, so that period board is incomplete.',
};
