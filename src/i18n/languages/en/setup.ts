/**
 * /setup (src/features/setup/view.ts, commands/setup.ts): the private panel an administrator sees, the
 * key form, the lines on what just changed, and the refusals. The key itself never appears:
 * `{{last4}}` is its last 4 characters. Discord's own words (its permissions, as Discord names
 * them in each language) and the environment variables stay as they are.
 */
export const setup = {
  panel: {
    title: 'Server setup',
    key: {
      environmentStored:
        "🔑 The bot's environment (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) holds this server's key, and it wins; a key ending in `…{{last4}}` is stored.",
      environmentNone:
        "🔑 The bot's environment (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) holds this server's key, and it wins; no key is stored.",
      /** The console on its sandbox: the demo community's key, which nobody set in the environment. */
      sandboxStored:
        "🔑 The console's sandbox provides this server's key (its demo community's), and it wins; a key ending in `…{{last4}}` is stored.",
      sandboxNone: "🔑 The console's sandbox provides this server's key (its demo community's), and it wins; no key is stored.",
      stored: '🔑 In force: the key set here, ending in `…{{last4}}`.',
      none: '🔑 No key yet: the bot cannot reach your community until you set one (Set the API key).',
    },
    roles: '🛡️ Moderator roles: {{roles}} (Manage Server always counts)',
    rolesNone: 'none',
    audit: '📜 Audit channel: {{channel}}',
    auditDefault: "{{channel}} (the bot's default)",
    auditNone: 'none',
    system: '🏆 Default point system: {{system}}',
    systemNone: 'none (the first active one)',
    language: '🌐 Language: {{language}}',
    timeZone: '🕒 Time zone: {{zone}} (now {{time}}) · `{{/setup timezone:}}` changes it',
    timeZoneDefault: 'UTC (default)',
    languageChosen: '{{language}}, chosen here',
    languageFromDiscord: "{{language}}, the server's Discord language (none chosen here)",
    languageFallback: "English: the server's Discord language ({{locale}}) has no translation (none chosen here)",
    changed: '-# Last changed {{when}} by {{member}}',
    setKey: 'Set the API key',
    replaceKey: 'Replace the API key',
    removeKey: 'Remove the stored key',
    rolesPlaceholder: 'Moderator roles (choose none to clear)',
    auditPlaceholder: 'Audit channel (choose none to clear)',
    systemPlaceholder: 'Default point system',
    /** A point system that is not active, in the picker and as the default (`{{status}}`: Archived, Suspended). */
    systemMarked: '{{system}} ({{status}})',
    systemInactive: '{{system}} ({{status}}: the points moves use it only while it is active)',
    languagePlaceholder: 'Language of public messages',
    limits: '⌨️ Typed confirmation above {{usd}} or {{points}}',
    limitPoints_one: '{{n}} point',
    limitPoints_other: '{{n}} points',
    limitDefault: '{{value}} (default)',
    limitsButton: 'Typed confirmation limits',
  },
  form: {
    title: 'Community API key',
    label: 'API key (from your community dashboard)',
    placeholder: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  },
  limitsForm: {
    title: 'Typed confirmation limits',
    usd: 'Dollars',
    usdPlaceholder: 'e.g. 250; leave empty for the default ({{value}})',
    points: 'Points',
    pointsPlaceholder: 'e.g. 50000; leave empty for the default ({{value}})',
  },
  done: {
    timeZoneSaved: '✅ Time zone set to {{zone}}: every time the bot shows or takes is in it, and the schedules follow it.',
    keySaved: '✅ Key checked and saved (ending …{{last4}}); the bot now uses it for this server.',
    keySavedEnvironment:
      "✅ Key checked and saved (ending …{{last4}}). The bot's environment also names a key for this server, and that one stays in force until the operator removes it.",
    keySavedSandbox:
      "✅ Key checked and saved (ending …{{last4}}). The console's sandbox also provides a key for this server (its demo community's), and that one stays in force while the console runs on the sandbox.",
    noKeyStored: 'No key is stored for this server.',
    keyRemoved: '🗑️ The stored key is removed.',
    rolesSet: '✅ Moderator roles set to {{roles}}.',
    rolesCleared: '✅ Moderator roles cleared.',
    auditCleared: '✅ Audit channel cleared.',
    auditDenied:
      "⚠️ I can't post in {{channel}}, so it is not saved: give the bot View Channel and Send Messages there, then choose it again.",
    auditSet: '✅ The audit trail is posted in {{channel}} from now on.',
    systemSaved: '✅ Default point system saved.',
    languageSaved: '✅ Language saved ({{language}}).',
    limitsSaved: '✅ Saved: an action asks for the amount typed above {{usd}} or {{points}}.',
  },
  /** Posted in the chosen audit channel (in the server's language) to check the bot may post there. */
  auditHello:
    "📜 Changes to the bot's settings and the actions it takes for the community will be posted here (chosen by {{member}} with {{/setup}}).",
  refusals: {
    notInGuild: 'This works only inside a server.',
    timeZone:
      'I do not know the time zone {{zone}}. Pick one from the list as you type, e.g. `Europe/Berlin`, `America/New_York` or `UTC`.',
    keyRefused:
      'The Community API refused that key, so nothing was saved. Copy the key again from your community dashboard (it looks like xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx) and try again.',
    keyFormat: 'That is not a Community API key (it looks like xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx); nothing was saved.',
    keyUnchecked: 'The key could not be checked right now (the Community API did not answer), so nothing was saved. Try again in a moment.',
    /** `{{reason}}`: the store's own message for the bot's operator (English: it names SETTINGS_SECRET and how to set it). */
    cannotStore: 'The key is fine, but the bot cannot store keys yet, so nothing was saved: {{reason}}.',
    systemGone: 'That point system is not in this community any more; pick another.',
    limitUsd: 'The dollar limit must be an amount such as 250 or 99.50 (a point for cents, no thousands separator); nothing was saved.',
    limitPoints: 'The points limit must be a whole number such as 50000 (no thousands separator); nothing was saved.',
  },
  /** How late a scheduled action the bot was down for may still be sent (`/setup grace:`; `{{minutes}}`: "5 minutes"). */
  grace: {
    panel: '⏳ Scheduled actions the bot was down for are still sent up to {{minutes}} late · `{{/setup grace:}}` changes it',
    saved:
      '✅ Scheduled actions are now sent up to {{minutes}} late when the bot was down at their time; later than that they are refused as missed.',
  },
  /** The most actions that may wait for their time at once (`/setup max-scheduled:`). */
  scheduled: {
    panel_one: '🗓️ At most {{n}} action may wait to be sent at a set time · `{{/setup max-scheduled:}}` changes it',
    panel_other: '🗓️ At most {{n}} actions may wait to be sent at a set time · `{{/setup max-scheduled:}}` changes it',
    saved_one:
      '✅ At most {{n}} action may now wait to be sent at a set time; a Confirm past that is refused and says so. Actions already waiting stay.',
    saved_other:
      '✅ At most {{n}} actions may now wait to be sent at a set time; a Confirm past that is refused and says so. Actions already waiting stay.',
  },
};
