/**
 * /quest info, list and completions (src/features/quests/view.ts, commands/quest.ts). `{{status}}`,
 * `{{recurrence}}`, `{{visibility}}`, `{{strategy}}` and item types are enum words
 * (common.words); `{{time}}`/`{{when}}` are Discord timestamps; `{{interval}}` a span written
 * out for the locale; `{{name}}`, `{{since}}`, `{{until}}` option names as the reader sees them.
 * A reward line is pieces joined by " · ": `reward.item.*` are its token or item phrases.
 */
export const quest = {
  task: {
    /** An account-age task with its threshold (the sandbox's `minAccountAgeDays`; see src/api/schemas.ts). */
    minAge_one: '{{task}}: at least {{n}} day',
    minAge_other: '{{task}}: at least {{n}} days',
    like: 'like',
    repost: 'repost',
    comment: 'comment',
    open: 'open the post',
    /** Between the actions a post asks for. */
    separator: ', ',
  },
  reward: {
    winners_one: '{{strategy}}, up to {{n}} winner',
    winners_other: '{{strategy}}, up to {{n}} winners',
    item: {
      symbolNative: '{{symbol}} (native coin)',
      token: 'token {{address}}',
      native: 'the native coin',
      amountOf: '{{amount}} of {{what}}',
      onChain: '{{what}} on {{chain}}',
    },
    pool: 'from reward pool {{pool}}',
  },
  recurrence: {
    once: 'Once, runs {{interval}}',
    /** `{{every}}`: how often, a whole phrase ("every 3 days"; common.every). */
    every: 'Repeats {{every}}',
    named: '{{recurrence}}, {{every}}',
  },
  info: {
    status: 'Status',
    recurrence: 'Recurrence',
    visibility: 'Visibility',
    starts: 'Starts',
    ends: 'Ends',
    round: 'Current round',
    completions: 'Completions',
    tasks: 'Tasks ({{n}})',
    noTasks: 'No tasks.',
    rewards: 'Rewards ({{n}})',
    noRewards: 'No rewards.',
    footer: 'Quest id: {{id}}',
    roundCount: 'Round {{round}}: {{completions}}',
    earlierRounds: 'Earlier rounds: {{completions}}',
    total: '**Total: {{completions}}**',
  },
  filters: 'Filters: {{list}}',
  completions: {
    title: 'Quest completions',
    tasks_one: '{{n}} task',
    tasks_other: '{{n}} tasks',
    line: '{{member}} · {{quest}} · round {{round}} · {{time}} · {{tasks}}',
    /** Added to a line when the service multiplied the reward (not ×1). */
    multiplier: "reward ×{{multiplier}} (the service's bonus multiplier)",
    filter: {
      quest: 'quest {{id}}',
      round: 'round {{round}}',
      member: 'member {{member}}',
      since: 'since {{time}}',
      until: 'until {{time}}',
    },
    all: 'All quests, all members.',
    none: 'No completions match.',
    total_one: '{{n}} completion',
    total_other: '{{n}} completions',
    footer: 'Page {{page}} of {{pages}} · {{total}}',
    narrow: 'filters too long for page buttons: narrow the search (e.g. a shorter quest id) to page',
  },
  list: {
    filter: {
      status: 'status {{status}}',
      recurrence: 'recurrence {{recurrence}}',
      visibility: 'visibility {{visibility}}',
    },
    every: 'Every quest, drafts and private ones included.',
    published: 'Published quests open to members.',
    title: 'Quests',
    none: 'No quests match.',
    placeholder: 'Open a quest…',
    total_one: '{{n}} quest',
    total_other: '{{n}} quests',
    footer: 'Page {{page}} of {{pages}} · {{total}} · pick one below to open it',
  },
  refuse: {
    notATime: '"{{typed}}" is not a time: use a date (2026-11-01), a date and time (2026-11-01T12:00Z) or a span ago (7d, 12h, 30m)',
    spanAgo: 'must be a span ago between 1 minute and 3650 days',
    statusForModerators: '{{status}} quests are for moderators; members see published quests only.',
    visibilityForModerators: '{{visibility}} quests are for moderators; members see public and shared quests only.',
    before1970: 'must not be before 1970',
    sinceAfterUntil: 'must not be after {{:until}}',
  },
};
