/**
 * The layering rules, checked on every import of src/, commands/, bench/ and chaos/
 * (`npm run lint`). docs/architecture.md says why each holds.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files never import each other in a loop: each one can be read, tested and moved with what it imports.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-never-import-the-bot-or-commands',
      severity: 'error',
      comment: 'A feature is what the bot runs, not the other way round: it knows the command contract, never the runtime or the command modules.',
      from: { path: '^src/features/' },
      to: { path: '^(src/bot/|commands/|src/main\\.ts|src/http/|src/console/)' },
    },
    {
      name: 'the-command-layer-never-imports-the-bot',
      severity: 'error',
      comment: 'Commands and what they build on (the contract, input parsing, services, jobs) sit below the router and the runtime.',
      from: { path: '^(commands/|src/command/|src/input/|src/services/|src/jobs/|src/views/)' },
      to: { path: '^src/bot/' },
    },
    {
      name: 'lower-layers-never-import-features-or-commands',
      severity: 'error',
      comment: 'The contract, input parsing, services, the job engine, the store, the API client and the shared views are what features build on.',
      from: { path: '^(src/command/|src/input/|src/services/|src/jobs/|src/views/|src/store/|src/api/|src/i18n/|src/time/)' },
      to: { path: '^(src/features/|commands/)' },
    },
    {
      name: 'entry-points-never-import-command-internals',
      severity: 'error',
      comment: 'The processes start the bot; what commands share lives in a feature, not under commands/.',
      from: { path: '^(src/main\\.ts|src/http/|src/console/)' },
      to: { path: '^commands/.+/' },
    },
    {
      name: 'discord-is-a-leaf',
      severity: 'error',
      comment: 'src/discord knows Discord and the translations only: everything may use it, it uses nothing of ours.',
      from: { path: '^src/discord/' },
      to: { path: '^(src|commands)/', pathNot: '^src/(discord|i18n)/' },
    },
    {
      name: 'discord-uses-only-discord-js',
      severity: 'error',
      from: { path: '^src/discord/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'], pathNot: 'node_modules/(discord\\.js|@discordjs|discord-api-types)/' },
    },
    {
      name: 'the-api-client-knows-nothing-of-discord',
      severity: 'error',
      comment: 'src/api is the Community API client: usable by any front end, so no Discord and nothing above it.',
      from: { path: '^src/api/' },
      to: { path: '^(src/(bot|command|input|services|features|jobs|views|discord|web|http|console)/|commands/)|node_modules/(discord\\.js|@discordjs|discord-api-types)/' },
    },
    {
      name: 'the-store-knows-nothing-of-discord',
      severity: 'error',
      from: { path: '^src/store/' },
      to: { path: 'node_modules/(discord\\.js|@discordjs)/' },
    },
    {
      name: 'translations-are-a-leaf',
      severity: 'error',
      comment: 'src/i18n imports i18next, discord.js types and itself.',
      from: { path: '^src/i18n/' },
      to: { path: '^(src|commands)/', pathNot: '^src/i18n/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    // TypeScript 7 ships no JavaScript API for the cruiser to parse with; swc reads TypeScript.
    parser: 'swc',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.mts', '.js', '.mjs', '.json'] },
    extraExtensionsToScan: [],
  },
};
