/**
 * What every confirmed write shares (src/features/writes/confirm-view.ts, src/features/writes/flow.ts): a raid, a
 * value move or a token added is previewed, then confirmed (by typing the amount or a word when
 * it is worth more than the server's limit, or its worth is unknown), sent once, and its
 * outcome shown. `{{button}}` is the label of the button pressed (Confirm, Send anyway…);
 * `{{typed}}` the amount or word to type, in code; `{{limit}}` the server's limit, formatted
 * (`$100`, `10,000`). The word (`word`) is
 * translated; the English word is accepted in every language.
 */
export const writes = {
  notYours: 'Only the moderator who asked for this preview can confirm or cancel it.',
  inFlight: 'This is being sent already; the preview will show the result in a moment.',
  typed: {
    usd: "Because it is worth more than this server's limit of {{limit}}, **{{button}}** then asks you to type {{typed}}.",
    unknown: 'Because no dollar price is known for it, **{{button}}** then asks you to type {{typed}}.',
    role: 'Because it hands out a role, **{{button}}** then asks you to type {{typed}}.',
    self: 'Because it moves value to you yourself, **{{button}}** then asks you to type {{typed}}.',
    unknownLimit:
      "Because it is of unknown worth (no dollar price is known for it), it cannot be measured against this server's limit of {{limit}}, so **{{button}}** then asks you to type {{typed}}.",
    points: "Because it moves more than this server's limit of {{limit}}, **{{button}}** then asks you to type {{typed}}.",
  },
  confirm: {
    typedRequired: 'Press Confirm and type {{typed}} to confirm.',
    mismatch: 'That does not match; nothing was sent. To confirm, press Confirm and type the amount {{typed}} as the preview shows it.',
    mismatchWord: 'That does not match; nothing was sent. To confirm, press Confirm and type {{typed}} exactly, in capital letters.',
    modalTitle: 'Type to confirm',
    modalLabel: 'Type what the preview asks (amount or word)',
    modalLabelWord: 'Type {{typed}} exactly',
  },
  /**
   * The confirmation words (`TYPED_WORDS` in src/features/writes/confirm-view.ts): a move with no amount to type,
   * a burn, a role prize. Each language's is the word a moderator would type; the English one is accepted too.
   */
  word: { SEND: 'SEND', BURN: 'BURN', ROLE: 'ROLE' },
  /** An action sent at a set time (`at:`/`in:`): `{{when}}` a Discord timestamp, `{{relative}}` how far off, `{{id}}` its id in code. */
  scheduled: {
    preview: '🕒 To be sent {{when}} ({{relative}}). Confirm schedules it; it is checked again just before it goes.',
    confirmed:
      '🕒 Scheduled as {{id}}: it will be sent {{when}} ({{relative}}), after the same checks again. **Cancel** stops it until then; `{{/schedule list}}` shows it.',
    cancel: 'Cancel',
    missed: 'missed: it was due {{when}} while the bot was down, more than {{minutes}} ago, so it was not sent late',
    notice: '🕒 {{member}}, your scheduled action {{id}} (due {{when}}):',
    full_one:
      'This server already has {{n}} action waiting to be sent at a set time, the most it allows; nothing was scheduled. Cancel one with `{{/schedule remove}}`, or an administrator can raise the cap with `{{/setup max-scheduled:}}`.',
    full_other:
      'This server already has {{n}} actions waiting to be sent at a set time, the most it allows; nothing was scheduled. Cancel one with `{{/schedule remove}}`, or an administrator can raise the cap with `{{/setup max-scheduled:}}`.',
    refusedLeft: 'the moderator who scheduled it is no longer a member of this server, so it was not sent',
    refusedNotModerator: 'the moderator who scheduled it is no longer a moderator here, so it was not sent',
    refusedKeyChanged:
      "the server's Community API key was replaced after it was scheduled, so it was not sent; schedule it again if it should go under the new key",
    refusedRepeat:
      'held back as a repeat: an identical action ({{id}}) by {{member}} went out {{when}}, after this one was scheduled; schedule it again if both should go',
  },
  /** `at:` and `in:` refused: `{{name}}` the option, `{{typed}}` what was typed, `{{zone}}` the server's time zone. */
  when: {
    form: '"{{typed}}" is not a time I can read. Use 18:00, tomorrow 9:00, mon 18:00 or 2026-12-01 18:00, in the server time zone ({{zone}}).',
    past: '"{{typed}}" is already past in the server time zone ({{zone}}). Give a time still to come.',
    far: '"{{typed}}" is more than 30 days ahead; an action can be scheduled at most 30 days ahead.',
    both: 'Give either {{:at}} or {{:in}}, not both.',
  },
};
