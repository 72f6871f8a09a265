/** /feed: the quest-completion feed's announcements, its list, and what moderators are told. */
export const feed = {
  announce: {
    title: '🏁 **New quest completions**',
    line: '{{member}} completed {{quest}} (round {{round}}) {{when}}',
  },
  reason: {
    moderator: 'paused by a moderator',
    channel: 'the bot cannot post in that channel (it needs View Channel and Send Messages there)',
    quest: 'the quest no longer exists',
    key: 'the server has no working Community API key (set one with {{/setup}})',
    hidden: 'its quest is hidden from members (a draft, a template or a private quest) and the feed was not made to announce it publicly',
  },
  list: {
    title: 'Feeds in this server',
    none: 'No feeds yet. Start one with `{{/feed quests}}`.',
    /** What a feed announces, as its line in the list starts. */
    all: 'every quest',
    quest: 'quest {{quest}}',
    active: '▶️ active',
    paused: '⏸️ paused: {{reason}}',
    /** `{{every}}`: how often, a whole phrase ("every minute", "every 90 minutes"; common.every). */
    every: 'checked {{every}}',
    lastPoll: 'last checked {{when}}',
    neverPolled: 'not checked yet',
    announced: '{{n}} announced',
  },
  /** Each text that names what a feed follows, written whole for every quest (`all`) and for one (`quest`). */
  created: {
    all: 'Feed {{id}}: new completions of every quest are announced in {{channel}} from now on, checked {{every}}.',
    quest: 'Feed {{id}}: new completions of the quest {{quest}} are announced in {{channel}} from now on, checked {{every}}.',
  },
  hello: {
    all: '🏁 New completions of every quest will be announced here (set up by {{member}}).',
    quest: '🏁 New completions of the quest {{quest}} will be announced here (set up by {{member}}).',
  },
  exists: {
    all: '{{channel}} already has a feed for every quest: see `{{/feed list}}`.',
    quest: '{{channel}} already has a feed for the quest {{quest}}: see `{{/feed list}}`.',
  },
  full_one: 'This server already has {{n}} feed, the most it may have. Remove it with `{{/feed remove}}` first.',
  full_other: 'This server already has {{n}} feeds, the most it may have. Remove one with `{{/feed remove}}` first.',
  cannotPost: 'I cannot post in {{channel}}. Give me View Channel and Send Messages there, then try again.',
  paused: 'Feed {{id}} is paused. `{{/feed resume}}` starts it again where it stopped.',
  resumed: 'Feed {{id}} is active again: it announces what it missed at its next check.',
  removed: 'Feed {{id}} is removed.',
  notFound: 'There is no feed {{id}} in this server: `{{/feed list}}` shows them.',
  stopped: 'Feed {{id}} in {{channel}} was paused: {{reason}}. `{{/feed resume}}` starts it again once that is fixed.',
  /** /feed quests naming a quest members cannot see: the preview's warning and its Confirm. */
  hidden: {
    warning:
      '⚠️ {{quest}} is hidden from members (a draft, a template or a private quest). A feed of it announces every completion publicly in {{channel}}, with who completed it. Create it anyway?',
    confirm: 'Create anyway',
  },
};
