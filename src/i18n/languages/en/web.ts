/**
 * The public web leaderboard (src/web/): an HTML page, so plain text (no Markdown); every
 * value is escaped by the page's templates. The board's title, page and holder count are the
 * bot's own (`board.*`). Also the /setup line and button that turn it on, and /leaderboard's link.
 */
export const web = {
  description: 'The {{system}} leaderboard of this community: every holder, ranked.',
  rank: 'Rank',
  member: 'Member',
  gain: 'Gain',
  balance: 'Balance',
  top: 'Top %',
  namesHidden: 'This server hides members’ names here.',
  hiddenName: 'Member',
  unknownMember: 'Member {{id}}',
  you: 'you',
  find: 'Find a member',
  findLabel: 'Member name',
  findButton: 'Find',
  pages: 'Pages',
  first: 'First',
  previous: 'Previous',
  next: 'Next',
  last: 'Last',
  notOnBoard: 'That member holds no {{system}}.',
  noMatch: 'No member whose name starts with “{{name}}” holds {{system}}.',
  notFoundTitle: 'Not found',
  notFound: 'There is no published leaderboard at this address.',
  tooMany: 'Too many requests from your address; try again in a minute.',
  busy: 'The leaderboard cannot be read right now; try again in a moment.',
  /** A running period board's balances: `{{age}}` a span such as "5 minutes". */
  asOf: 'Balances read {{age}} ago; read again every few minutes.',
  cardAlt: 'The top of the {{system}} leaderboard as an image',
  openOnWeb: 'Open on the web',
  setup: {
    line: '🌐 Web leaderboard: {{state}}',
    off: 'off (turning it on publishes members’ names and balances on a public web page)',
    named: 'on, with names and balances: {{url}}',
    anonymous: 'on, ranks and balances with names hidden: {{url}}',
    noUrl: 'no address yet: the page cannot be opened until whoever runs the bot gives it a public web address',
    button: 'Web page: {{state}}',
    buttonOff: 'off',
    buttonNamed: 'names',
    buttonAnonymous: 'names hidden',
    saved: 'Web leaderboard: {{state}}.',
    confirm:
      '⚠️ Turning the web leaderboard on publishes every holder’s name (as Discord shows it) and balance on a web page anyone can open without signing in: {{where}}. Names can be hidden later with the same button. Publish it?',
    confirmOn: 'Publish names and balances',
    confirmKeep: 'Keep it off',
    kept: 'Web leaderboard: still off; nothing was published.',
  },
};
