/**
 * Refusals and failures (src/bot: router, errors, parse; src/discord/options). Every error is
 * shown privately, in the member's language. Option refusals start with `{{name}}`, the option
 * as the reader sees it in Discord; they are plain text (escaped when shown).
 */
export const errors = {
  stale: 'This button or menu is no longer valid (it may be from an older message). Run the command again.',
  noKey:
    "This server isn't connected to its community yet: an administrator runs {{/setup}} to add the Community API key (members: ask one).",
  keyUnreadable:
    "This server's stored Community API key can't be read by the bot right now (its SETTINGS_SECRET is missing or changed): tell the bot's operator, or an administrator can set the key again with {{/setup}}.",
  unexpected: 'Something went wrong on our side (reference {{reference}}).',
  /** The bot's own database (or Redis) did not answer: nothing about the API to say. */
  storeUnavailable: "The bot's storage is unavailable right now; try again in a minute (reference {{reference}}).",
  upstream: 'The Community API had a problem answering; try again later (reference {{reference}}).',
  unreachable: {
    outcomeUnknown:
      'The Community API did not confirm the change, so the outcome is unknown: check before trying again (reference {{reference}}).',
    timeout: 'The Community API did not answer in time; try again shortly (reference {{reference}}).',
    notSent: 'The Community API could not be reached, so nothing was sent; try again shortly (reference {{reference}}).',
    heldBack: 'The bot could not send the request just now, so nothing was sent; try again shortly (reference {{reference}}).',
    /** A read that could not get its turn (the shared rate limiter did not answer): nothing to say about sending. */
    heldBackRead: 'The bot could not ask the Community API just now; try again shortly (reference {{reference}}).',
    unreachable: 'The Community API could not be reached; try again shortly (reference {{reference}}).',
  },
  /** A channel option naming where the bot posts for the invoker (/feed quests, /schedule leaderboard): they must be able to post there themselves. */
  channel: {
    invokerCannotPost:
      'You cannot post in {{channel}} yourself (View Channel and Send Messages), so the bot will not post there for you. Pick a channel you can post in.',
  },
  router: {
    notInGuild: 'This command works only inside a server: a DM has no community.',
    notModerator: 'This is for moderators (Manage Server, Administrator, or a moderator role).',
    notAdmin: 'This is for server administrators (Manage Server or Administrator).',
    unknownCommand: 'This command is not available any more. It may have been removed or renamed.',
    restarting: 'The bot is restarting; try again in a moment.',
    empty: 'Done.',
    failedPublicly: 'Something went wrong with this command. Try again in a moment.',
  },
  api: {
    forbidden:
      "This server's Community API key was refused for this feature (403): the community's plan may not include it, or the key may be wrong; ask an admin.",
    unauthorized: "This server's Community API key was refused (401); ask an admin.",
    notFound: 'Not found: the Community API has no such item. Check the id and try again.',
    busy: 'The Community API is busy; try again in {{wait}}.',
    rejectedWith: 'The Community API refused the request: {{message}}',
    rejected: 'The Community API refused the request.',
  },
  write: {
    /** A scheduled action or a whole-role move stopped for want of a key: shown inside another message, escaped, so plain. */
    noKey: 'the server has no working Community API key (set one with {{/setup}})',
    refusedStatus: 'the Community API refused it (status {{status}})',
    refused: 'the Community API refused it',
    notSent: 'the Community API could not be reached, so nothing was sent; try again shortly',
    heldBack: 'the bot could not send it just now, so nothing was sent; try again shortly',
    upstream: 'The Community API had a problem answering; try again later.',
    keyChanged:
      "This server's Community API key was changed since this preview, so nothing was sent: run the command again to preview it under the new key.",
  },
  lookup: {
    pointSystem: {
      ambiguous: '"{{typed}}" matches more than one point system: {{list}}; type the id or pick one from the suggestions',
      none: 'no point system "{{typed}}" in this community; pick one from the suggestions, or see {{/points systems}}',
      close:
        'no point system "{{typed}}" in this community; did you mean {{names}}? Pick one from the suggestions, or see {{/points systems}}',
    },
    quest: {
      ambiguous: '"{{typed}}" matches more than one quest: {{list}}; type the id or pick one from the suggestions',
      none: 'no such quest "{{typed}}" in this community; pick one from the suggestions',
      close: 'no such quest "{{typed}}" in this community; did you mean {{names}}? Pick one from the suggestions',
    },
    pointSystemGone:
      'This point system no longer exists in this community; run {{/leaderboard}} or {{/points systems}} to see the current ones.',
  },
  option: {
    /** A refusal that concerns an option: `{{option}}` its name as Discord shows it (in code), `{{message}}` what is wrong. */
    line: '{{option}}: {{message}}',
    notAChoice: '{{value}} is not one of {{choices}}',
    notText: 'must be text',
    tooShort: 'must be at least {{min}}',
    tooLong: 'must be at most {{max}}',
    whole: 'must be a whole number',
    wholeBetween: 'must be a whole number between {{min}} and {{max}}',
    wholeAtLeast: 'must be a whole number of at least {{min}}',
    wholeAtMost: 'must be a whole number of at most {{max}}',
    number: 'must be a number',
    numberBetween: 'must be a number between {{min}} and {{max}}',
    numberAtLeast: 'must be a number at least {{min}}',
    numberAtMost: 'must be a number at most {{max}}',
    rangeBetween: 'must be between {{min}} and {{max}}',
    rangeAtLeast: 'must be at least {{min}}',
    rangeAtMost: 'must be at most {{max}}',
    notBoolean: 'must be true or false',
    notUser: '{{value}} is not a user id: a Discord user id has 16 to 20 digits; pick the member from the list',
    notChannel: '{{value}} is not a channel id: a Discord id has 16 to 20 digits; pick the channel from the list',
    notRole: '{{value}} is not a role id: a Discord id has 16 to 20 digits; pick the role from the list',
    unsupported: 'is not supported',
    unknownSubcommand: 'unknown subcommand; use {{list}}',
    blank: 'must not be empty: it shows nothing (only spaces or invisible characters); type some text',
    required: 'is required',
    invalid: 'is not valid',
  },
  parse: {
    durationBounds: 'must be between 1 minute and {{max}} ({{minutes}})',
    notDurationMinutes: '"{{typed}}" is not a duration; use minutes (90) or a span like 45m, 2h, 3d, 1w or 1d12h',
    notDuration: '"{{typed}}" is not a duration; use a span like 30m, 2h, 1d 12h or 2w',
    unitTwice: '"{{typed}}" gives {{unit}} twice',
    spanBounds: 'must be between {{min}} and {{max}}',
    postUrl: 'must be an https link to a post on X, such as {{example}}',
    notMember: '"{{typed}}" is not a member: type @ and pick the member from Discord\'s list, or paste their id',
    noMembers: 'no member given; mention them, e.g. @alice @bob',
    tooManyMembers: 'at most {{max}} at once (got {{got}})',
  },
  chain: {
    unknown:
      '"{{typed}}" is not a chain the Community API supports; {{/chains}} lists them (names, chain ids such as 1 or osmosis-1, and short forms such as eth work)',
    unknownHint:
      '"{{typed}}" is not a chain the Community API supports; did you mean {{suggestion}}? {{/chains}} lists them (names, chain ids such as 1 or osmosis-1, and short forms such as eth work)',
    tokens: '{{chain}} has no custom tokens',
    balance: 'the Community API has no tipping wallet balance on {{chain}}; it keeps them only on the chains {{/chains}} lists',
    inventory: 'the Community API has no NFT inventory on {{chain}}',
    inventoryTry: 'the Community API has no NFT inventory on {{chain}}; {{/treasury balance}} shows the tokens on {{chain}}',
  },
  address: {
    length: 'must be 1 to 128 characters',
    evm: 'must be 0x followed by 40 hexadecimal characters on {{chain}}',
    bech32: 'must be a {{chain}} address: {{prefix}}1 followed by 38 to 58 lowercase bech32 characters',
    solana: 'must be a Solana address: 32 to 44 base58 characters (no 0, O, I or l)',
    nano: 'must be a Nano address (nano_ followed by 60 characters)',
    pepecoin: 'must be a Pepecoin address (P followed by 25 to 34 base58 characters)',
    atto: 'must be an Atto address (atto://…)',
    spaces: 'must not contain spaces',
    hyperCoreToken: 'must be a HyperCore token id: 0x followed by 32 hexadecimal characters',
    solanaMint: 'must be a Solana mint address: 32 to 44 base58 characters (no 0, O, I or l)',
    cosmosToken:
      'must be a token on {{chain}}: ibc/ followed by 64 hexadecimal characters, factory/{{prefix}}1…/name, or a contract address {{prefix}}1…',
    evmChecksum:
      '"{{typed}}" fails its checksum (EIP-55): a letter has the wrong case, so the address most likely has a typo. Copy it again from the wallet; nothing was sent',
    bech32Checksum:
      '"{{typed}}" is not a valid {{chain}} address: its bech32 checksum does not match, so it most likely has a typo. Copy it again from the wallet; nothing was sent',
    bech32Prefix: '"{{typed}}" is not a {{chain}} address: {{chain}} addresses start with {{prefix}}1',
    solanaBytes:
      '"{{typed}}" is not a Solana address: it does not decode to a 32-byte key, so it most likely has a typo. Copy it again from the wallet; nothing was sent',
    burn: '"{{typed}}" is a zero or burn address: whatever is sent there is lost for good. Give the wallet address of whoever should receive it',
  },
};
