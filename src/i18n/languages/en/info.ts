import { plural } from '../../plural.js';

/**
 * The information commands: /tokens, /treasury, /chains, /wallets, /verify (src/views of the
 * same names). Chain names, symbols, addresses and member mentions come in as placeholders,
 * already escaped.
 */
export const info = {
  tokens: {
    title: 'Custom tokens',
    titleOn: 'Custom tokens on {{chain}}',
    none: 'This community has no custom tokens yet.',
    noneOn: 'No custom tokens on {{chain}} yet.',
    addHint: 'Moderators can add one with `/tokens add`.',
    decimals: plural({ one: '{{n}} decimal', other: '{{n}} decimals' }),
    line: '**{{symbol}}** · {{chain}} · {{decimals}} · added {{date}}',
    footer: plural({ one: 'Page {{page}} of {{pages}} · {{n}} token', other: 'Page {{page}} of {{pages}} · {{n}} tokens' }),
    facts: '**{{symbol}}** · {{decimals}} · {{chain}}',
    added: {
      title: 'Token added',
      known: 'It is now a custom token of this community and shows in `/tokens list`.',
      unread: '{{address}} on {{chain}} is now a custom token of this community. Its symbol and decimals show in `/tokens list` once the Community API has read them.',
    },
    listed: {
      title: 'Already listed',
      text: 'This token is already a custom token of this community (added {{date}}); nothing was changed.',
    },
  },
  treasury: {
    title: 'Tipping wallet on {{chain}}',
    wallet: 'Wallet: {{address}}',
    empty: 'The wallet holds no tokens on {{chain}}.',
    nativeCoin: '**native coin**',
    more: '…and {{n}} more (counted in the total)',
    total: 'Total value',
    tokens: 'Tokens',
    noNfts: 'The tipping wallet {{wallet}} holds no NFTs on {{chain}}.',
    nftName: 'Token {{id}}',
    collection: 'Collection',
    tokenId: 'Token id',
    amount: 'Amount',
    inventory: plural({
      one: 'Tipping wallet {{wallet}} on {{chain}}: {{n}} NFT, page {{page}} of {{pages}}.',
      other: 'Tipping wallet {{wallet}} on {{chain}}: {{n}} NFTs, page {{page}} of {{pages}}.',
    }),
  },
  chains: {
    empty: 'The Community API lists no supported chains right now.',
    title: 'Supported chains ({{total}})',
    evm: 'EVM · chain id',
    others: 'Other',
    continued: '{{group}} (cont.)',
    footer: 'From the Community API chain list',
    some: '{{names}} and {{n}} more',
    usage: 'Commands take a chain by name, chain id (`1`, `osmosis-1`) or short form (`eth`, `matic`).',
    tokensAndInventory: 'Also for custom tokens, raid rewards and NFT inventories: {{chains}}.',
    tokensOnly: 'Also for custom tokens and raid rewards: {{chains}}.',
    noInventory: 'No NFT inventory (/treasury inventory) on: {{chains}}.',
    unknown: 'Listed by the API but not usable in commands yet: {{chains}}.',
  },
  wallets: {
    title: 'Service wallets',
    noneYours: 'Your service wallets: none yet.',
    noneTheirs: 'Service wallets of {{member}}: none yet.',
    chains: plural({ one: '{{n}} chain', other: '{{n}} chains' }),
    addresses: plural({ one: '{{n}} address', other: '{{n}} addresses' }),
    headYours: 'Your service wallets ({{chains}}, {{addresses}}):',
    headTheirs: 'Service wallets of {{member}} ({{chains}}, {{addresses}}):',
    sharedBy: plural({ one: '{{names}} ({{n}} chain)', other: '{{names}} ({{n}} chains)' }),
    footer: 'Wallets the service holds for this member; the set can change over time.',
  },
  verify: {
    title: 'Verified: {{name}}',
    description: '{{member}} · id {{id}}',
    hidden: "*hidden by the member's privacy settings*",
    blank: '(blank)',
    accounts: 'Linked accounts',
    wallets: 'Linked wallets',
    noneRequired: 'None required by the server’s verification rules',
    footer: 'Only you can see this.',
    notVerified: '{{member}} is not verified: the Community API has no verified details for this member.',
  },
};
