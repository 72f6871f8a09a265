/**
 * The value moves: /tip, /transfer, /airdrop, /raffle, /burn and /points give|take, their
 * previews and outcomes (src/features/moves/; the confirmation every
 * write shares is ./writes.ts). These texts are about money: amounts, "nothing was sent" and "the outcome is unknown" say exactly that.
 *
 * Placeholders: `{{move}}` is a `title.*` text; `{{prize}}` what moves, already in bold
 * (`**25 ✨ Sparks**`, `**the @Role role for 3 days**`); `{{member}}` a mention; `{{when}}` and
 * `{{expires}}` Discord timestamps (`1 January 2030 12:00 (2 hours ago)`, `in 10 minutes`,
 * rendered in the reader's own language); `{{treasury}}` and `{{points}}` slash commands as the
 * reader sees them (`/treasury balance`). Check texts (`check.*`) start with `{{name}}`, the option
 * as the reader sees it, followed by a space; they are plain text (escaped when shown).
 */
export const moves = {
  title: {
    pointsGive: 'Give points',
    pointsTake: 'Take points',
    tip: 'Tip',
    transfer: 'Transfer',
    airdrop: 'Airdrop',
    raffle: 'Raffle',
    burn: 'Burn',
  },
  done: {
    pointsGive: 'Points given',
    pointsTake: 'Points taken',
    tip: 'Tip sent',
    transfer: 'Transfer sent',
    airdrop: 'Airdrop created',
    raffle: 'Raffle created',
    burn: 'Burned',
  },
  heading: {
    preview: '{{move}} preview',
    repeat: '{{move}} preview: possible repeat',
    failed: '{{move}}: not done',
    unknown: '{{move}}: outcome unknown',
    cancelled: '{{move}} cancelled',
    expired: '{{move}} preview expired',
  },
  prize: {
    dollars: '${{amount}} worth of {{symbol}} (about {{tokens}} {{symbol}})',
    roleFor: 'the {{role}} role for {{span}}',
    roleForGood: 'the {{role}} role for good',
  },
  headline: {
    give: {
      member: 'Give {{prize}} to {{member}}.',
      members_one: 'Give {{prize}} to each of {{n}} member.',
      members_other: 'Give {{prize}} to each of {{n}} members.',
    },
    take: {
      member: 'Take {{prize}} from {{member}}.',
      members_one: 'Take {{prize}} from each of {{n}} member.',
      members_other: 'Take {{prize}} from each of {{n}} members.',
    },
    tipPoints: {
      member: 'Tip {{prize}} to {{member}} (printed from the point system).',
      members_one: 'Tip {{prize}} to each of {{n}} member (printed from the point system).',
      members_other: 'Tip {{prize}} to each of {{n}} members (printed from the point system).',
    },
    tipWallet: {
      member: 'Tip {{prize}} to {{member}} from the tipping wallet.',
      members_one: 'Tip {{prize}} to each of {{n}} member from the tipping wallet.',
      members_other: 'Tip {{prize}} to each of {{n}} members from the tipping wallet.',
    },
    transfer: 'Transfer {{prize}} from the tipping wallet to {{address}} on {{chain}}.',
    airdrop_one: 'Airdrop a pool of {{prize}}, shared among up to {{n}} member who enters.',
    airdrop_other: 'Airdrop a pool of {{prize}}, shared among up to {{n}} members who enter.',
    raffle: 'Raffle {{prize}} among {{entrants}}; {{winners}}.',
    raffleEach: 'Raffle {{prize}} among {{entrants}}; {{winners}}, {{each}}.',
    raffleEntrants_one: 'up to {{n}} member who enters',
    raffleEntrants_other: 'up to {{n}} members who enter',
    raffleWinners_one: '{{n}} winner',
    raffleWinners_other: '{{n}} winners',
    burn: 'Burn {{prize}} from the tipping wallet: it is destroyed.',
  },
  /** The headline of a move that went through, in the past tense: what was done, to whom (the same placeholders as `headline`). */
  doneHeadline: {
    give: {
      member: 'Gave {{prize}} to {{member}}.',
      members_one: 'Gave {{prize}} to each of {{n}} member.',
      members_other: 'Gave {{prize}} to each of {{n}} members.',
    },
    take: {
      member: 'Took {{prize}} from {{member}}.',
      members_one: 'Took {{prize}} from each of {{n}} member.',
      members_other: 'Took {{prize}} from each of {{n}} members.',
    },
    tipPoints: {
      member: 'Tipped {{prize}} to {{member}} (printed from the point system).',
      members_one: 'Tipped {{prize}} to each of {{n}} member (printed from the point system).',
      members_other: 'Tipped {{prize}} to each of {{n}} members (printed from the point system).',
    },
    tipWallet: {
      member: 'Tipped {{prize}} to {{member}} from the tipping wallet.',
      members_one: 'Tipped {{prize}} to each of {{n}} member from the tipping wallet.',
      members_other: 'Tipped {{prize}} to each of {{n}} members from the tipping wallet.',
    },
    transfer: 'Transferred {{prize}} from the tipping wallet to {{address}} on {{chain}}.',
    airdrop_one: 'Started an airdrop of a pool of {{prize}}, shared among up to {{n}} member who enters.',
    airdrop_other: 'Started an airdrop of a pool of {{prize}}, shared among up to {{n}} members who enter.',
    raffle: 'Started a raffle of {{prize}} among {{entrants}}; {{winners}}.',
    raffleEach: 'Started a raffle of {{prize}} among {{entrants}}; {{winners}}, {{each}}.',
    burn: 'Burned {{prize}} from the tipping wallet: it is destroyed.',
  },
  where: {
    nativeCoin: 'native coin',
    token: '{{which}} on {{chain}}',
    nft: '{{which}} · token id {{id}} on {{chain}}',
  },
  /** What each winner of a raffle gets: `{{each}}` is a prize (`33.33 QUEST`), `{{prize}}` the whole pool. */
  each: { each: '{{each}} each', uneven: '{{prize}} in all, which does not split evenly among them' },
  field: {
    member: 'Member',
    members: 'Members ({{n}})',
    address: 'To address',
    addressNoChecksum:
      "This address is written in one letter case, so it carries no checksum: a typo in it cannot be detected. Compare it character by character with the recipient's wallet.",
    amount: 'Amount',
    estimate: '{{amount}} (estimate: the service converts the dollars at its own price)',
    usd: 'Dollar value',
    noPrice: 'no dollar price known',
    wallet: 'Tipping wallet',
    nft: 'NFT',
    nftHeld: '{{now}} → {{after}} of this NFT',
    system: 'Point system',
    ends: 'Ends',
    endsAfter: '{{span}} after you confirm',
    entries: 'Entries',
    entriesAtMost: 'at most {{n}}',
    winners: 'Winners',
    eachWinner: 'Each winner gets',
    onlyFor: 'Only for',
    notFor: 'Not for',
    postedIn: 'Posted in',
    postedBy: '{{channel}}, by the service',
    noChannel: 'no channel',
    comment: 'Comment',
    reason: 'Reason (recorded)',
    irreversible: 'Irreversible',
    irreversibleText: 'Once confirmed this cannot be undone or refunded.',
  },
  button: { confirm: 'Confirm', anyway: 'Send anyway', cancel: 'Cancel' },
  preview: {
    check: 'Check this before it is sent. Nothing happens until you press **Confirm**; this preview expires {{expires}}.',
    repeat:
      '⚠️ {{earlier}} Sending this one may repeat it. Nothing happens unless you press **Send anyway**; this preview expires {{expires}}.',
    earlierDone: 'An identical request ({{move}}) was sent {{when}} and went through.',
    earlierSending: 'An identical request ({{move}}) is being sent right now (since {{when}}).',
    earlierUnknown:
      'An identical request ({{move}}) was sent {{when}} and its outcome is unknown: it may have happened. Check the balances first.',
    earlierScheduled: 'An identical request ({{move}}) is scheduled for {{when}} by {{member}}.',
  },
  outcome: {
    done: '{{done}}: {{headline}}.',
    donePosted: '{{done}}: {{headline}}; the service posts in {{channel}}.',
    failed: 'Nothing was moved: {{reason}}.',
    unknown:
      'Outcome unknown: the request reached the Community API but no clear answer came back (a timeout, a dropped connection or a server error), so it may have happened. ' +
      'Check the balances ({{/treasury balance}}, {{/points balance}}) before trying again; pressing Confirm again will not resend it.',
    sentAt: 'It was sent {{when}}.',
    cancelled: 'Cancelled; nothing was sent.',
    expired: 'This preview expired {{when}}; nothing was sent. Run the command again.',
  },
  check: {
    comma:
      '"{{typed}}" is not a number as written here: the decimal mark is a point (0.5), and a comma only groups thousands in threes (1,000)',
    ambiguous: '"{{typed}}" could mean {{a}} or {{b}}, so nothing was read: type {{a}} or {{b}}, as written here, and it can mean only one',
    notNumber: 'must be a number such as 12 or 0.5',
    negative: 'must not be negative',
    tooLarge: 'is far too large',
    tooSmall: 'is far too small',
    notPositive: 'must be greater than 0',
    cents_one: 'in dollars has at most {{n}} decimal place (cents)',
    cents_other: 'in dollars has at most {{n}} decimal places (cents)',
    noPrice: '{{symbol}} has no dollar price; give the amount in {{symbol}}',
    notConvertible: "cannot be converted at {{symbol}}'s price",
    belowUnit: '${{dollars}} is less than the smallest unit of {{symbol}}',
    overDollars: 'is about {{tokens}} {{symbol}}, more than the tipping wallet holds ({{held}} {{symbol}})',
    tooPrecise_one: '{{amount}} has {{n}} decimal place; {{symbol}} has at most {{decimals}}',
    tooPrecise_other: '{{amount}} has {{n}} decimal places; {{symbol}} has at most {{decimals}}',
    over: '{{amount}} {{symbol}} is more than the tipping wallet holds ({{held}} {{symbol}})',
    overTimes: '{{amount}} × {{times}} = {{total}} {{symbol}} is more than the tipping wallet holds ({{held}} {{symbol}})',
    points: '{{amount}} cannot be recorded exactly as points; use fewer digits',
    tokenAmbiguous_one: '"{{typed}}" matches {{n}} token on {{chain}}; pick one from the list',
    tokenAmbiguous_other: '"{{typed}}" matches {{n}} tokens on {{chain}}; pick one from the list',
    tokenMissing: '"{{typed}}" is not in the tipping wallet on {{chain}}; it holds {{held}}',
    tokenMissingEmpty: '"{{typed}}" is not in the tipping wallet on {{chain}}; it holds no tokens there',
    nftAmbiguous_one: '"{{typed}}" matches {{n}} NFT on {{chain}}; pick one from the list',
    nftAmbiguous_other: '"{{typed}}" matches {{n}} NFTs on {{chain}}; pick one from the list',
    nftMissing: '"{{typed}}" is not in the tipping wallet\'s inventory on {{chain}}',
    nftCount: 'must be a whole number of at least 1',
    nftOver: '{{editions}} is more than the tipping wallet holds of {{nft}} ({{held}})',
    systemInactive: '{{system}} is {{status}}; only active point systems can change',
  },
  toSelf: '(to the moderator themself)',
  role: {
    everyone: "@everyone is everyone's role already; it cannot be a prize.",
    unknown: 'Discord did not describe {{role}}, so it cannot be checked; nothing was sent.',
    unreadable: "The bot could not read this server's roles from Discord to check {{role}}; try again in a moment. Nothing was sent.",
    managed: '{{role}} is managed by an integration (a bot, boosts or a subscription); nobody can hand it out.',
    dangerous: '{{role}} grants {{permissions}}: a role that can run the server cannot be a prize.',
    manageRoles: 'A role prize needs the {{permission}} permission, which you do not have.',
    aboveYou: '{{role}} is not below your highest role; you can only give away roles below yours.',
    aboveBot: "{{role}} is not below the bot's highest role; move the bot's role above it in Server Settings → Roles.",
  },
  permission: {
    Administrator: 'Administrator',
    ManageGuild: 'Manage Server',
    ManageRoles: 'Manage Roles',
    ManageChannels: 'Manage Channels',
    ManageWebhooks: 'Manage Webhooks',
    BanMembers: 'Ban Members',
    KickMembers: 'Kick Members',
    MentionEveryone: 'Mention @everyone, @here and All Roles',
  },
  recipient: {
    bot: '{{member}} is a bot; bots cannot receive tips or points.',
    notUser: '{{id}} is not a member (no Discord user has that id; it may be a role, a channel or the server).',
  },
  changed: {
    token:
      "Nothing was sent: since the preview the tipping wallet's {{symbol}} went from {{before}} to {{now}}, less than the {{needed}} {{symbol}} this needs.",
    nft: "Nothing was sent: since the preview the tipping wallet's editions of {{nft}} went from {{before}} to {{now}}, fewer than the {{needed}} this needs.",
    gone: 'Nothing was sent: since the preview, {{item}} left the tipping wallet.',
    points: 'Balances changed since the preview. {{detail}}',
  },
  refuse: {
    noActiveSystem: 'This community has no active point system; pick one with the {{:system}} option.',
    noPrint: "The community's API key may not change {{system}} balances: it may {{may}}, but not {{print}}.",
    noPrintNothing: "The community's API key may not change {{system}} balances: it has no permissions on it, so it cannot {{print}}.",
    noChannel: 'Run {{command}} in a channel, or give the {{:channel}} option.',
    sameRole: 'is the same role as {{:only-role}}; nobody could enter',
    moreWinners: '{{n}} is more than {{:entries}} ({{m}}): at most {{members}} can enter, so no more than that can win; nothing was sent',
    tooManyMembers_one: 'at most {{n}} member at once (got {{got}})',
    tooManyMembers_other: 'at most {{n}} members at once (got {{got}})',
  },
  choice: {
    token: '{{symbol}} · {{amount}} held',
    native: '{{symbol}} · {{amount}} held (native)',
  },
  /** A points change for everyone holding a role: read from Discord, sent in parts of at most 1,000 members (src/features/moves/role-move-view.ts). `{{role}}` is a role mention. */
  roleMove: {
    headline: {
      give: 'Give {{prize}} to every member holding {{role}} ({{n}} in all).',
      take: 'Take {{prize}} from every member holding {{role}} ({{n}} in all).',
    },
    doneHeadline: {
      give: 'Gave {{prize}} to every member holding {{role}} ({{n}} in all).',
      take: 'Took {{prize}} from every member holding {{role}} ({{n}} in all).',
    },
    field: {
      holders: 'Members holding the role ({{n}})',
      more: '{{names}} and {{n}} more',
      bots: 'Bots left out',
      total: 'Points in all',
      parts: 'Parts',
      partsValue: '{{n}} (at most 1,000 members each)',
    },
    progress: '{{done}} of {{parts}} · {{membersDone}} of {{membersAll}}',
    sending: 'Sending, one part at a time; this message follows it.',
    done: 'Done: every part went through.',
    partly: 'Finished, but not every part went through:',
    part: {
      refused: 'Part {{index}} ({{partMembers}}) was refused, so nothing changed for them: {{reason}}.',
      unknown:
        'Part {{index}} ({{partMembers}}): outcome unknown, it may have happened; it is not sent again. Check a few balances with {{/points balance}}.',
      expired: 'Part {{index}} ({{partMembers}}) was not sent: it waited past its time (the bot was down too long).',
      left_one: 'Part {{index}}: {{n}} member who no longer holds the role was left out.',
      left_other: 'Part {{index}}: {{n}} members who no longer hold the role were left out.',
      stopped: 'Part {{index}} ({{partMembers}}) was not sent: the take stopped at the first part that did not go through.',
      halted: 'Part {{index}} ({{partMembers}}) was not sent: {{reason}}.',
    },
    tooMany_one:
      'A whole-role move reads at most {{n}} member of the server, and this server has more, so nothing was sent. Give points to smaller groups of members instead.',
    tooMany_other:
      'A whole-role move reads at most {{n}} members of the server, and this server has more, so nothing was sent. Give points to smaller groups of members instead.',
    allLeft: 'every member of this part has lost the role since the preview',
    stop: {
      botLeft: 'the bot is no longer in this server',
      left: 'the moderator who confirmed it is no longer a member of this server',
      notModerator: 'the moderator who confirmed it is no longer a moderator here',
      keyChanged: "this server's Community API key was changed since the preview",
    },
    tookFrom_one: 'Taken from {{n}} member (parts {{parts}}): {{who}}',
    tookFrom_other: 'Taken from {{n}} members (parts {{parts}}): {{who}}',
    gaveTo_one: 'Given to {{n}} member (parts {{parts}}): {{who}}',
    gaveTo_other: 'Given to {{n}} members (parts {{parts}}): {{who}}',
    heading: {
      sending: '{{move}}: sending',
      done: '{{move}}: done',
      partly: '{{move}}: not all went through',
    },
    summaryPart: '(part {{index}} of {{parts}}: {{partMembers}})',
    nobody: 'Nobody holds {{role}} (bots left out), so there is nothing to change.',
    intent:
      "Discord did not let the bot read this server's member list, so nothing was sent. The bot needs the Server Members intent: in the Discord Developer Portal, open the bot's application → Bot → Privileged Gateway Intents, turn on Server Members Intent, save, then run the command again.",
    memberOrRole: 'Give either {{:member}} or {{:role}}, not both.',
    noOne: 'Name a member with {{:member}}, or everyone holding a role with {{:role}}.',
    notLater: 'Points for a whole role are sent right after Confirm; they cannot be scheduled for later.',
    noJobs:
      'This bot is not set up to send points to a whole role (whoever runs it has turned that off), so nothing was sent. Name the members instead, or ask whoever runs the bot.',
  },
};
