/**
 * Period boards (/leaderboard period:, /points balance period:, /setup periods:): members ranked
 * by what they gained in a week or month. `{{system}}` is a point system's label, `{{period}}` a
 * period's name (`this week`, `2026-W47`), `{{time}}` a Discord timestamp.
 */
export const period = {
  thisWeek: 'this week',
  thisMonth: 'this month',
  /** A past period by its name: `2026-W47` (a week) or `2026-11` (a month). */
  named: '{{label}}',
  title: '{{system}} gains, {{period}}',
  finalTitle: '🏁 Final board of {{period}}: {{system}}',
  row: '{{gain}} · balance {{balance}}',
  since: 'Gains since {{time}}',
  sinceTurnedOn: 'Gains since {{time}}, when period boards were turned on',
  /** A running board's balances: `{{time}}` is a Discord relative timestamp ("5 minutes ago"). */
  asOf: 'Balances as read {{time}}; read again every few minutes',
  footer: 'Page {{page}} of {{pages}} · members: {{n}} · {{period}}',
  empty: 'Nobody holds or gained {{system}} in this period.',
  myRank: 'You are **#{{rank}}** of {{n}} with a gain on the board of {{period}}: {{gain}} {{system}} (balance {{balance}}).',
  myUnranked: 'You gained nothing on the board of {{period}}: {{gain}} {{system}} (balance {{balance}}), so you are not ranked. Members with a gain: {{gainers}} of {{n}}.',
  gainers: 'Members with a gain: {{gainers}} of {{n}}; the others are listed without a rank.',
  notRanked: 'You are not on the board of {{period}}: you neither held nor gained {{system}} in it.',
  balanceLine: '{{member}} · {{period}}: {{gain}} {{system}} since {{time}} (**#{{rank}}** of {{n}} with a gain, balance {{balance}})',
  balanceUnranked: '{{member}} · {{period}}: {{gain}} {{system}} since {{time}} (no gain, so not ranked; balance {{balance}})',
  balanceNone: '{{member}} is not on the board of {{period}}: no {{system}} held or gained in it.',
  card: 'The period board page as an image',
  /** What a member types for `period:`, one word each (spaces read as dashes); every language's words are read, English's too. */
  words: { week: 'week', month: 'month', lastWeek: 'last-week', lastMonth: 'last-month' },
  refusals: {
    bad: 'Type a period as {{words}}, or a past one by its name, such as 2026-W47 or 2026-11.',
    future: '{{period}} has not started yet.',
    notOn: 'Period boards are off for {{system}}. A server manager turns them on with {{/setup periods:}}.',
    notReady: 'The snapshot this board counts from is still being taken (holders read: {{done}} of {{total}}). Try again in a minute.',
    noFinal: 'No final board of {{period}} is stored: period boards were off then, or its closing snapshot is still being taken.',
  },
  setup: {
    cost: 'Period boards for {{system}}: a snapshot of its {{holders}} holders at the start of each week and each month, in the server time zone ({{zone}}). Each snapshot costs **{{requests}}** requests to the Community API (holders / 100), read in the background. Snapshots are kept {{weeks}} weeks; the final board of each period is kept for good. The running board is read again every 5 minutes or less often (as many requests each time, within a quarter of the background share), so looking at it costs nothing.',
    isOn: 'Period boards are on for {{system}} since {{time}}.',
    turnOn: 'Turn on',
    turnOff: 'Turn off',
    on: 'Period boards are on for {{system}}: the first snapshot is being taken now, and boards count from {{time}}.',
    off: 'Period boards are off for {{system}}. The final boards already stored stay.',
    retention_one: 'Snapshots are now kept {{n}} week. The final board of each period is kept for good.',
    retention_other: 'Snapshots are now kept {{n}} weeks. The final board of each period is kept for good.',
    byScheduleOn: 'Period boards were turned on for this system too: a snapshot at the start of each period costs {{requests}} requests.',
    time: "A snapshot of this board reads **{{requests}}** pages of 100 holders: about {{duration}} of background time at this key's background rate ({{rate}} requests a second), up to twice that while feeds use their half. So the snapshot that closes each period starts {{lead}} before the period ends, and the final board is complete when it ends.",
  },
  snapshotLate: 'The period snapshot of {{system}} from {{at}} ({{zone}}) could not be finished before its period ended, so that period board is incomplete.',
};
