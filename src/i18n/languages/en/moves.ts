import { plural } from '../../plural.js';

/**
 * The value moves: /tip, /transfer, /airdrop, /raffle, /burn and /points give|take, their
 * previews, confirmations and outcomes (src/views/moves.ts, commands/support/moves/). These texts are
 * about money: amounts, "nothing was sent" and "the outcome is unknown" say exactly that.
 *
 * Placeholders: `{{move}}` is a `title.*` text; `{{prize}}` what moves, already in bold
 * (`**25 ✨ Sparks**`, `**the @Role role for 3 days**`); `{{member}}` a mention; `{{when}}` and
 * `{{expires}}` Discord timestamps (`1 January 2030 12:00 (2 hours ago)`, `in 10 minutes`,
 * rendered in the reader's own language); `{{treasury}}` and `{{points}}` slash commands as the
 * reader sees them (`/treasury balance`). Check texts (`check.*`) start with `{{name}}`, the option
 * as the reader sees it, followed by a space; they are plain text (escaped when shown).
 * The word the typed confirmation asks for (`BURN`, `SEND`) is not translated: it is shown in code.
 */
export const moves = {
  title: { pointsGive: 'Give points', pointsTake: 'Take points', tip: 'Tip', transfer: 'Transfer', airdrop: 'Airdrop', raffle: 'Raffle', burn: 'Burn' },
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
      members: plural({ one: 'Give {{prize}} to each of {{n}} member.', other: 'Give {{prize}} to each of {{n}} members.' }),
    },
    take: {
      member: 'Take {{prize}} from {{member}}.',
      members: plural({ one: 'Take {{prize}} from each of {{n}} member.', other: 'Take {{prize}} from each of {{n}} members.' }),
    },
    tipPoints: {
      member: 'Tip {{prize}} to {{member}} (printed from the point system).',
      members: plural({
        one: 'Tip {{prize}} to each of {{n}} member (printed from the point system).',
        other: 'Tip {{prize}} to each of {{n}} members (printed from the point system).',
      }),
    },
    tipWallet: {
      member: 'Tip {{prize}} to {{member}} from the tipping wallet.',
      members: plural({
        one: 'Tip {{prize}} to each of {{n}} member from the tipping wallet.',
        other: 'Tip {{prize}} to each of {{n}} members from the tipping wallet.',
      }),
    },
    transfer: 'Transfer {{prize}} from the tipping wallet to {{address}} on {{chain}}.',
    airdrop: plural({
      one: 'Airdrop a pool of {{prize}}, shared among up to {{n}} member who enters.',
      other: 'Airdrop a pool of {{prize}}, shared among up to {{n}} members who enter.',
    }),
    raffle: 'Raffle {{prize}} among {{entrants}}; {{winners}}.',
    raffleEntrants: plural({ one: 'up to {{n}} member who enters', other: 'up to {{n}} members who enter' }),
    raffleWinners: plural({ one: '{{n}} winner', other: '{{n}} winners' }),
    burn: 'Burn {{prize}} from the tipping wallet: it is destroyed.',
  },
  where: {
    nativeCoin: 'native coin',
    token: '{{which}} on {{chain}}',
    nft: '{{which}} · token id {{id}} on {{chain}}',
  },
  field: {
    member: 'Member',
    members: 'Members ({{n}})',
    address: 'To address',
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
    repeat: '⚠️ {{earlier}} Sending this one may repeat it. Nothing happens unless you press **Send anyway**; this preview expires {{expires}}.',
    typedConfirm: "Because this is irreversible and worth more than this server's limit, Confirm then asks you to type {{typed}}.",
    typedAnyway: "Because this is irreversible and worth more than this server's limit, Send anyway then asks you to type {{typed}}.",
    earlierDone: 'An identical request ({{move}}) was sent {{when}} and went through.',
    earlierSending: 'An identical request ({{move}}) is being sent right now (since {{when}}).',
    earlierUnknown: 'An identical request ({{move}}) was sent {{when}} and its outcome is unknown: it may have happened. Check the balances first.',
  },
  outcome: {
    done: '{{done}}: {{headline}}.',
    donePosted: '{{done}}: {{headline}}; the service posts in {{channel}}.',
    failed: 'Nothing was moved: {{reason}}',
    unknown:
      'Outcome unknown: the request reached the Community API but no clear answer came back (a timeout, a dropped connection or a server error), so it may have happened. ' +
      'Check the balances ({{treasury}}, {{points}}) before trying again; pressing Confirm again will not resend it.',
    sentAt: 'It was sent {{when}}.',
    cancelled: 'Cancelled; nothing was sent.',
    expired: 'This preview expired {{when}}; nothing was sent. Run the command again.',
    notYours: 'Only the moderator who asked for this preview can confirm or cancel it.',
    inFlight: 'This is being sent already; the preview will show the result in a moment.',
  },
  confirm: {
    typedRequired: 'Press Confirm and type {{typed}} to confirm.',
    mismatch: 'That does not match; nothing was sent. To confirm, press Confirm and type {{typed}} exactly.',
    mismatchAmount: 'That does not match; nothing was sent. To confirm, press Confirm and type the amount exactly.',
    modalTitle: 'Confirm an irreversible move',
    modalLabel: 'Type what the preview asks (amount or word)',
  },
  check: {
    comma: '{{name}} "{{typed}}" has a comma; write a point for decimals (0.5) and no thousands separator',
    notNumber: '{{name}} must be a number such as 12 or 0.5',
    negative: '{{name}} must not be negative',
    tooLarge: '{{name}} is far too large',
    tooSmall: '{{name}} is far too small',
    notPositive: '{{name}} must be greater than 0',
    cents: plural({ one: '{{name}} in dollars has at most {{n}} decimal place (cents)', other: '{{name}} in dollars has at most {{n}} decimal places (cents)' }),
    noPrice: '{{symbol}} has no dollar price; give the amount in {{symbol}}',
    notConvertible: "{{name}} cannot be converted at {{symbol}}'s price",
    belowUnit: '{{name}} ${{dollars}} is less than the smallest unit of {{symbol}}',
    overDollars: '{{name}} is about {{tokens}} {{symbol}}, more than the tipping wallet holds {{held}} {{symbol}}',
    tooPrecise: plural({
      one: '{{name}} {{amount}} has {{n}} decimal place; {{symbol}} has at most {{decimals}}',
      other: '{{name}} {{amount}} has {{n}} decimal places; {{symbol}} has at most {{decimals}}',
    }),
    over: '{{name}} {{amount}} {{symbol}} is more than the tipping wallet holds {{held}} {{symbol}}',
    overTimes: '{{name}} {{amount}} × {{times}} = {{total}} {{symbol}} is more than the tipping wallet holds {{held}} {{symbol}}',
    points: '{{name}} {{amount}} cannot be recorded exactly as points; use fewer digits',
    tokenAmbiguous: plural({
      one: '{{name}} "{{typed}}" matches {{n}} token on {{chain}}; pick one from the list',
      other: '{{name}} "{{typed}}" matches {{n}} tokens on {{chain}}; pick one from the list',
    }),
    tokenMissing: '{{name}} "{{typed}}" is not in the tipping wallet on {{chain}}; it holds {{held}}',
    tokenMissingEmpty: '{{name}} "{{typed}}" is not in the tipping wallet on {{chain}}; it holds no tokens there',
    nftAmbiguous: plural({
      one: '{{name}} "{{typed}}" matches {{n}} NFT on {{chain}}; pick one from the list',
      other: '{{name}} "{{typed}}" matches {{n}} NFTs on {{chain}}; pick one from the list',
    }),
    nftMissing: "{{name}} \"{{typed}}\" is not in the tipping wallet's inventory on {{chain}}",
    nftCount: '{{name}} must be a whole number of at least 1',
    nftOver: '{{name}} {{editions}} is more than the tipping wallet holds of {{nft}} ({{held}})',
    systemInactive: '{{name}} {{system}} is {{status}}; only active point systems can change',
  },
  refuse: {
    noActiveSystem: 'This community has no active point system; pick one with the {{option}} option.',
    noPrint: "The community's API key may not change {{system}} balances: it may {{may}}, but not {{print}}.",
    noPrintNothing: "The community's API key may not change {{system}} balances: it may do nothing with it, but not {{print}}.",
    noChannel: 'Run {{command}} in a channel, or give the {{option}} option.',
    sameRole: '{{notRole}} is the same role as {{onlyRole}}; nobody could enter',
    tooManyMembers: plural({ one: 'at most {{n}} member at once (got {{got}})', other: 'at most {{n}} members at once (got {{got}})' }),
  },
  choice: {
    token: '{{symbol}} · {{amount}} held',
    native: '{{symbol}} · {{amount}} held (native)',
  },
};
