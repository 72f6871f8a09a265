/** /schedule: boards the bot posts by itself at set times, in the server's time zone (/setup). */
export const schedule = {
  every: {
    hour: 'every hour at :{{minute}}',
    day: 'every day at {{time}}',
    /** Each weekday its own text (languages agree "every" with the day: jeden Montag, каждую среду, todo sábado). */
    weekday: {
      mon: 'every Monday at {{time}}',
      tue: 'every Tuesday at {{time}}',
      wed: 'every Wednesday at {{time}}',
      thu: 'every Thursday at {{time}}',
      fri: 'every Friday at {{time}}',
      sat: 'every Saturday at {{time}}',
      sun: 'every Sunday at {{time}}',
    },
    month: 'on day {{day}} of every month at {{time}}',
    // The first of the month: an ordinal in some languages (1er, 1º).
    monthFirst: 'on day 1 of every month at {{time}}',
    // A run's time with the zone it is read in.
    withZone: '{{when}} ({{zone}})',
    monthLast: 'on the last day of every month at {{time}}',
  },
  post: {
    updated: '📊 Updated {{when}} · next update {{next}}',
    next: '📊 Next board {{next}}',
    /** A period's final board: a week by its number and ISO week year (`{{label}}`: "week 47 of 2026", period.labelWeek), a month by its name and year (`{{month}}`: "November 2026"). */
    final: { week: '🏁 Final board of {{label}}', month: '🏁 Final board of {{month}}' },
    finalTitle: { week: 'Final board, {{label}}', month: 'Final board, {{month}}' },
  },
  reason: {
    channel: 'the bot cannot post in that channel (it needs View Channel and Send Messages there)',
    system: 'the point system no longer exists',
    key: 'the server has no working Community API key (set one with {{/setup}})',
  },
  list: {
    title: 'Schedules in this server',
    none: 'No schedules yet. Start one with `{{/schedule leaderboard}}`.',
    board: 'leaderboard of {{system}}',
    next: '▶️ next {{when}} ({{server}})',
    paused: '⏸️ paused: {{reason}}',
    update: 'edits one message',
    new: 'a new message each time',
    by: 'made by {{member}} · posts so far: {{n}}',
    missed_one: '{{n}} run missed while the bot was stopped; posted once',
    missed_other: '{{n}} runs missed while the bot was stopped; posted once',
    zone: "Times in the server's zone: {{zone}} ({{/setup}})",
  },
  badAt: {
    hour: 'for every hour, type the minute, e.g. `:15`.',
    day: 'for every day, type a time, e.g. `18:00`.',
    week: 'for every week, type a weekday and a time, e.g. `mon 18:00`.',
    month: 'for every month, type a day (1–31, or `last`) and a time, e.g. `1 09:00` or `last 23:30`.',
  },
  hello: '📊 The leaderboard of {{system}} will be posted here {{when}} (set up by {{member}}).',
  created: 'Schedule {{id}}: the leaderboard of {{system}} in {{channel}}, {{when}}. Next: {{next}} ({{server}}).',
  createdNow:
    'Schedule {{id}}: the leaderboard of {{system}} in {{channel}}, posted now and edited {{when}}. Next update: {{next}} ({{server}}).',
  finalWeek: 'At the end of each week the final board is posted too.',
  finalMonth: 'At the end of each month the final board is posted too.',
  full_one: 'This server already has {{n}} schedule, the most it may have. Remove it with `{{/schedule remove}}` first.',
  full_other: 'This server already has {{n}} schedules, the most it may have. Remove one with `{{/schedule remove}}` first.',
  cannotPost: 'I cannot post in {{channel}}. Give me View Channel and Send Messages there, then try again.',
  removed: 'Schedule {{id}} is removed. Messages it posted stay.',
  resumed: 'Schedule {{id}} is active again. Next: {{next}} ({{server}}).',
  notFound: 'There is no schedule {{id}} in this server: `{{/schedule list}}` shows them.',
  stopped: 'Schedule {{id}} in {{channel}} was paused: {{reason}}. `{{/schedule resume}}` starts it again once that is fixed.',
  /** Actions waiting for their time (`at:`/`in:` on /raid create and the value moves). */
  writes: {
    title: 'Scheduled actions',
    line: '{{id}} · {{what}} · {{when}} ({{server}}) · by {{member}} · {{state}}',
    state: {
      scheduled: '⏳ waiting',
      created: '✅ sent',
      refused: '⛔ not sent: {{reason}}',
      unknown: '❓ sent, outcome unknown',
      cancelled: '✖️ cancelled',
      sending: '📤 being sent',
    },
    cancelled: 'Scheduled action {{id}} is cancelled; nothing was sent.',
    tooLate:
      'Scheduled action {{id}} can no longer be cancelled: it is being sent or already done. `{{/schedule list}}` shows what became of it.',
    count_one: '{{n}} waiting · listed: {{total}} · page {{page}} of {{pages}}',
    count_other: '{{n}} waiting · listed: {{total}} · page {{page}} of {{pages}}',
  },
};
