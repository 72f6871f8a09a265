/**
 * /raid create (src/features/raids/view.ts, commands/raid.ts): the preview, its outcomes (created, not
 * created with a reason, unknown: stored and shown again later, in the reader's language), and
 * the refusals of the create options. `{{when}}`/`{{expires}}` are Discord timestamps (the
 * reader's client writes them out: `<t:…:R>` reads "in 10 minutes" / "5 minutes ago", `<t:…:f>`
 * a date and time); `{{token}}` is one of `token.*`; `{{name}}`, `{{type}}`, `{{like}}`… are
 * option names as the reader sees them in Discord; `{{command}}` is `/raid create` likewise.
 */
export const raid = {
  where: { default: "the community's default raid channel" },
  token: {
    symbolAddress: '{{amount}} {{symbol}} ({{address}}) on {{chain}}',
    symbolNative: '{{amount}} {{symbol}} (native coin) on {{chain}}',
    address: '{{amount}} of token {{address}} on {{chain}}',
    native: '{{amount}} of the native coin of {{chain}}',
  },
  reward: {
    random: 'A random reward from reward pool {{pool}}',
    randomCost: 'Paid from reward pool {{pool}}',
    pool: 'A pool of {{token}}, shared by the raiders',
    poolCost: '{{amount}} (the whole pool)',
    fixed: '{{token}} for each raider',
    fixedCost: '{{amount}} per raider; the total depends on how many members take part',
  },
  requirement: { like: 'Like', comment: 'Comment', repost: 'Repost' },
  field: {
    where: 'Where',
    mentions: 'Mentions',
    duration: 'Duration',
    requirements: 'Requirements',
    reward: 'Reward',
    cost: 'Total cost',
    usd: 'Dollar value',
    wallet: 'Tipping wallet',
  },
  post: 'Post: <{{url}}>',
  noRole: 'No role',
  funding: {
    noPrice: 'no dollar price known',
    usdPool: '≈ {{usd}} (the whole pool)',
    usdEach: '≈ {{usd}} per raider',
    holds: "holds {{amount}}; each raider's reward is paid from it",
  },
  recent: {
    single: '⚠️ **This post was raided in the last 24 hours**: **{{title}}**, {{when}}. Check it is not a repeat before you confirm.',
    several_one:
      '⚠️ **This post was raided in the last 24 hours**: **{{title}}**, {{when}} and {{n}} more. Check it is not a repeat before you confirm.',
    several_other:
      '⚠️ **This post was raided in the last 24 hours**: **{{title}}**, {{when}} and {{n}} more. Check it is not a repeat before you confirm.',
  },
  preview: {
    title: 'Raid preview',
    content: 'Check this raid before it is created. Nothing is sent until you press **Confirm**; this preview expires {{when}}.',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  duplicate: {
    title: 'Raid preview: possible duplicate',
    created:
      '⚠️ An identical raid was created {{when}}. Creating this one may make a duplicate. Nothing is sent unless you press **Create anyway**; this preview expires {{expires}}.',
    inFlight:
      '⚠️ An identical raid is being created right now (sent {{when}}). Creating this one may make a duplicate. Nothing is sent unless you press **Create anyway**; this preview expires {{expires}}.',
    unknown:
      '⚠️ An identical raid was sent {{when}} and its outcome is unknown: it may exist already. Check the raid channel first. Creating this one may make a duplicate. Nothing is sent unless you press **Create anyway**; this preview expires {{expires}}.',
    scheduled:
      '⚠️ An identical raid is scheduled for {{when}} by {{member}}. Creating this one may make a duplicate. Nothing is sent unless you press **Create anyway**; this preview expires {{expires}}.',
    alsoScheduled: 'An identical raid is also scheduled for {{when}} by {{member}}.',
    anyway: 'Create anyway',
  },
  outcome: {
    created: 'Raid created: **{{title}}** for <{{url}}>, posted in {{channel}}.',
    createdDefault: "Raid created: **{{title}}** for <{{url}}>, posted in the community's default raid channel.",
    createdTitle: 'Raid created',
    failed: 'The raid was not created: {{reason}}.',
    failedTitle: 'Raid not created',
    unknown:
      'Outcome unknown — the request was sent to the Community API but no clear answer came back (a timeout, a dropped connection or a server error), so the raid may or may not exist. Check the raid channel before trying again. Pressing Confirm again will not resend it.',
    unknownSent:
      'Outcome unknown — the request was sent to the Community API but no clear answer came back (a timeout, a dropped connection or a server error), so the raid may or may not exist. Check the raid channel before trying again. Pressing Confirm again will not resend it. It was sent {{when}}.',
    unknownTitle: 'Raid outcome unknown',
  },
  expired: {
    content: 'This preview expired {{when}}; nothing was sent. Run `{{/raid create}}` again to create the raid.',
    title: 'Raid preview expired',
  },
  cancelled: 'Raid cancelled, nothing was sent.',
  create: {
    tokenSpaces: 'must be a token address without spaces, or "{{native}}" for the native coin',
    poolRequired: 'is required for a reward pool raid: give the pool id',
    notWithPool: 'is not used with a reward pool; leave it out or pick a token {{:reward-type}}',
    poolOnlyForPool: 'is only used with the reward pool type; leave it out for a token pool',
    poolOnlyForFixed: 'is only used with the reward pool type; leave it out for a fixed reward',
    requiredForPool: 'is required for a token pool',
    requiredForFixed: 'is required for a fixed reward',
    tokenRequiredForPool: `is required for a token pool: pick a token, or "{{native}}" for the chain's native coin`,
    tokenRequiredForFixed: `is required for a fixed reward: pick a token, or "{{native}}" for the chain's native coin`,
    noRequirement: 'a raid needs at least one of {{:like}}, {{:comment}} or {{:repost}} turned on',
  },
};
