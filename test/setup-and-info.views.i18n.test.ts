import type { APIModalInteractionResponseCallbackData } from 'discord.js';
import { describe, expect, test } from 'vitest';
import { LISTED_CHAINS } from '../src/api/chains.js';
import type { CustomToken, TippingNft, TippingToken, UserDetails } from '../src/api/schemas.js';
import { embedLength, LIMITS } from '../src/discord/limits.js';
import type { Reply } from '../src/discord/reply.js';
import { EVERY_READER, type Reader } from '../src/i18n/reader.js';
import { CHAIN_LIST } from '../src/sandbox/chaindata.js';
import { chainsView } from '../src/features/chains/view.js';
import { keyModal, limitsModal, setupView, type SetupData } from '../src/features/setup/view.js';
import { confirmIds, previewControls } from '../src/features/writes/confirm-view.js';
import {
  tokenAddCancelled,
  tokenAddExpired,
  tokenAddPreview,
  tokenAlreadyListed,
  tokenList,
  tokenNotAdded,
  tokenSaved,
} from '../src/features/tokens/view.js';
import { treasuryBalance, treasuryInventory } from '../src/features/treasury/view.js';
import { notVerified, verifiedDetails } from '../src/features/verify/view.js';
import { serviceWallets } from '../src/features/wallets/view.js';
import { expectDiscordLimits } from './discord-limits.js';
import { inRunningText } from '../src/views/enum-words.js';

/**
 * Every view of /setup and the information commands, in every language: each text Discord
 * limits stays within its limit as the view wrote it (before the router's fitting would cut a
 * translation short), and no key of src/i18n/languages/<language>/{setup,info}.ts shows through as itself.
 */

const GUILD = '123456789012345678';
const MEMBER = '318204957716152321';
const RAW_KEY = /\b(?:setup|info|common|errors)\.[a-z]+\.[a-zA-Z.]+\b/;

const token = (i: number, over: Partial<CustomToken> = {}): CustomToken => ({
  chain: 'Ethereum',
  address: `0x${i.toString(16).padStart(40, '0')}`,
  symbol: `TK${i}`,
  decimals: i % 3 === 0 ? 1 : 18,
  createdAt: Date.UTC(2026, 0, 1) + i * 1000,
  ...over,
});
const coin = (i: number, over: Partial<TippingToken> = {}): TippingToken => ({
  chain: 'Ethereum',
  contractAddress: `0x${i.toString(16).padStart(40, '0')}`,
  symbol: `C${i}`,
  decimals: 18,
  name: `Coin number ${i}`,
  balanceRaw: '123456789012345678901234',
  balance: 123456.78,
  usdValue: 1000 - i,
  ...over,
});
const nft = (i: number): TippingNft => ({
  chain: 'Ethereum',
  contractAddress: `0x${'c'.repeat(40)}`,
  tokenId: String(1000 + i),
  name: i % 2 ? '' : `Badge ${i}`,
  imageUrl: '',
  amount: i + 1,
});
const details: UserDetails = {
  chatUserId: MEMBER,
  chatUsername: 'aurora_builds',
  chatAvatarUrl: null,
  linkedAccounts: [
    { platform: 'social', username: 'aurora_builds' },
    { platform: 'chat', username: '' },
    { platform: '', username: '', isRedacted: true },
  ],
  linkedWallets: [
    { chain: 'SeiEvm', chainId: '1329', address: '0xabc' },
    { chain: '', chainId: '', address: '', isRedacted: true },
  ],
};
const setupData = (over: Partial<SetupData>): SetupData => ({
  guildId: GUILD,
  source: 'stored',
  storedLast4: 'abcd',
  moderatorRoleIds: [],
  auditChannelId: null,
  defaultPointSystem: null,
  language: null,
  updatedAt: Date.UTC(2026, 0, 1),
  updatedBy: MEMBER,
  ...over,
});

/** Every view, with the data that exercises each of its texts. */
const views: [string, (s: Reader) => Reply][] = [
  ['setup: no key, nothing chosen', (s) => setupView(setupData({ source: 'none', storedLast4: null, updatedBy: '' }), s)],
  [
    'setup: stored key, every setting',
    (s) =>
      setupView(
        setupData({
          moderatorRoleIds: ['1303458820156252999', '1303458820156252998'],
          auditChannelId: '1303458820156252001',
          defaultPointSystem: 'ps-1',
          language: 'ja',
          systems: Array.from({ length: 25 }, (_, i) => ({ id: `ps-${i}`, name: `System ${i}`, emoji: '⭐' })),
          note: (x) => x.t('setup.done.keySavedEnvironment', { last4: 'abcd' }),
        }),
        s,
      ),
  ],
  [
    "setup: environment key, stored one too, the bot's audit channel",
    (s) => setupView(setupData({ source: 'environment', fallbackAuditChannelId: '1303458820156252002', defaultPointSystem: 'gone' }), s),
  ],
  [
    'setup: an archived default among 25 systems, long names',
    (s) =>
      setupView(
        setupData({
          defaultPointSystem: 'ps-0',
          systems: Array.from({ length: 25 }, (_, i) => ({
            id: `ps-${i}`,
            name: `System ${i} ${'x'.repeat(120)}`,
            emoji: '⭐',
            status: i % 2 ? 'ACTIVE' : i % 4 ? 'SUSPENDED' : 'ARCHIVED',
          })),
        }),
        s,
      ),
  ],
  [
    "setup: the console's sandbox key, one stored too",
    (s) => setupView(setupData({ source: 'sandbox', note: (x) => x.t('setup.done.keySavedSandbox', { last4: 'abcd' }) }), s),
  ],
  ["setup: the console's sandbox key only", (s) => setupView(setupData({ source: 'sandbox', storedLast4: null }), s)],
  ['setup: environment key only', (s) => setupView(setupData({ source: 'environment', storedLast4: null }), s)],
  ['setup: the default limits', (s) => setupView(setupData({ limits: { usd: 100, points: 10_000, ownUsd: false, ownPoints: false } }), s)],
  [
    'setup: its own limits, the largest',
    (s) =>
      setupView(
        setupData({
          limits: { usd: 999_999_999.99, points: 999_999_999_999_999, ownUsd: true, ownPoints: true },
          note: (x) => x.t('setup.done.limitsSaved', { usd: '$1.00', points: '1' }),
        }),
        s,
      ),
  ],
  [
    'tokens: a full page of 35, on a chain',
    (s) => tokenList({ tokens: Array.from({ length: 10 }, (_, i) => token(i)), page: 1, total: 35, chain: 'Ethereum' }, s),
  ],
  ['tokens: one token', (s) => tokenList({ tokens: [token(3)], page: 0, total: 1 }, s)],
  ['tokens: none', (s) => tokenList({ tokens: [], page: 0, total: 0 }, s)],
  ['tokens: none on a chain', (s) => tokenList({ tokens: [], page: 0, total: 0, chain: 'CosmosHub' }, s)],
  ['tokens: added, read back', (s) => tokenSaved('Base', token(1).address, token(1, { chain: 'Base' }), s)],
  ['tokens: added, not read yet', (s) => tokenSaved('Base', token(1).address, undefined, s)],
  ['tokens: already listed', (s) => tokenAlreadyListed(token(3), s)],
  [
    'tokens: add preview',
    (s) =>
      tokenAddPreview(
        { chain: 'CosmosHub', address: 'a'.repeat(256) },
        previewControls(confirmIds('tokens'), 'AbCdEf12'),
        Date.UTC(2026, 0, 1),
        s,
      ),
  ],
  [
    'tokens: add preview, a repeat',
    (s) =>
      tokenAddPreview(
        { chain: 'Base', address: token(1).address },
        previewControls(confirmIds('tokens'), 'AbCdEf12', { earlier: { state: 'unknown', sentAt: Date.UTC(2026, 0, 1) } }),
        Date.UTC(2026, 0, 1),
        s,
      ),
  ],
  [
    'tokens: not added',
    (s) => tokenNotAdded({ chain: 'Base', address: token(1).address }, { status: 'failed', reason: () => 'x'.repeat(3000) }, s),
  ],
  [
    'tokens: add outcome unknown',
    (s) => tokenNotAdded({ chain: 'Base', address: token(1).address }, { status: 'unknown', sentAt: Date.UTC(2026, 0, 1) }, s),
  ],
  ['tokens: add cancelled', (s) => tokenAddCancelled({ chain: 'Base', address: token(1).address }, s)],
  ['tokens: add expired', (s) => tokenAddExpired({ chain: 'Base', address: token(1).address }, Date.UTC(2026, 0, 1), s)],
  [
    'treasury: balance',
    (s) =>
      treasuryBalance(
        'Ethereum',
        {
          walletAddress: `0x${'1'.repeat(40)}`,
          tokens: [coin(0, { contractAddress: null }), ...Array.from({ length: 99 }, (_, i) => coin(i + 1))],
        },
        s,
      ),
  ],
  ['treasury: empty balance', (s) => treasuryBalance('Base', { walletAddress: `0x${'1'.repeat(40)}`, tokens: [] }, s)],
  [
    'treasury: inventory page',
    (s) =>
      treasuryInventory('Ethereum', { walletAddress: `0x${'1'.repeat(40)}`, nfts: Array.from({ length: 12 }, (_, i) => nft(i)) }, 1, s),
  ],
  ['treasury: one NFT', (s) => treasuryInventory('Ethereum', { walletAddress: `0x${'1'.repeat(40)}`, nfts: [nft(1)] }, 0, s)],
  ['treasury: no NFTs', (s) => treasuryInventory('Ethereum', { walletAddress: `0x${'1'.repeat(40)}`, nfts: [] }, 0, s)],
  ['chains: the live list', (s) => chainsView(CHAIN_LIST, s)],
  [
    'chains: a short list, some unknown to the bot',
    (s) =>
      chainsView(
        [...CHAIN_LIST.slice(0, 5), ...Array.from({ length: 12 }, (_, i) => ({ key: `New${i}`, id: `new-${i}`, name: `New chain ${i}` }))],
        s,
      ),
  ],
  ['chains: none', (s) => chainsView([], s)],
  [
    'wallets: yours',
    (s) =>
      serviceWallets(
        {
          userId: MEMBER,
          self: true,
          wallets: LISTED_CHAINS.map((chain, i) => ({
            id: `w${i}`,
            chain,
            chainId: '',
            address: i < 10 ? `0x${'a'.repeat(40)}` : `addr${i}`,
          })),
          name: (k) => k,
        },
        s,
      ),
  ],
  [
    "wallets: another member's single wallet",
    (s) =>
      serviceWallets(
        { userId: MEMBER, self: false, wallets: [{ id: 'w', chain: 'Solana', chainId: '', address: 'So1ana' }], name: (k) => k },
        s,
      ),
  ],
  ['wallets: none yet, yours', (s) => serviceWallets({ userId: MEMBER, self: true, wallets: [], name: (k) => k }, s)],
  ['wallets: none yet, theirs', (s) => serviceWallets({ userId: MEMBER, self: false, wallets: [], name: (k) => k }, s)],
  ['verify: details', (s) => verifiedDetails(details, s)],
  ['verify: nothing linked', (s) => verifiedDetails({ ...details, linkedAccounts: [], linkedWallets: [] }, s)],
  ['verify: not verified', (s) => notVerified(MEMBER, s)],
];

type Select = { placeholder?: string; options?: { label: string }[]; label?: string };

/** Every limit the view's own text can break, unfitted. */
function problems(view: Reply): string[] {
  const out: string[] = [];
  const over = (what: string, length: number, max: number) => length > max && out.push(`${what}: ${length} > ${max}`);
  over('content', view.content?.length ?? 0, LIMITS.content);
  const embeds = view.embeds ?? [];
  over(
    'embed total',
    embeds.reduce((n, e) => n + embedLength(e), 0),
    LIMITS.embedTotal,
  );
  for (const e of embeds) {
    over('title', e.title?.length ?? 0, LIMITS.embedTitle);
    over('description', e.description?.length ?? 0, LIMITS.embedDescription);
    over('footer', e.footer?.text.length ?? 0, LIMITS.footer);
    over('fields', e.fields?.length ?? 0, LIMITS.embedFields);
    for (const f of e.fields ?? []) {
      over(`field name ${f.name}`, f.name.length, LIMITS.fieldName);
      over(`field value of ${f.name}`, f.value.length, LIMITS.fieldValue);
    }
  }
  for (const row of view.components ?? []) {
    for (const c of row.components as Select[]) {
      if (c.label !== undefined) over(`button label ${c.label}`, c.label.length, LIMITS.buttonLabel);
      if (c.placeholder !== undefined) over(`placeholder ${c.placeholder}`, c.placeholder.length, 100);
      for (const o of c.options ?? []) over(`option label ${o.label}`, o.label.length, 100);
    }
  }
  return out;
}

describe('/setup and the information views in every language', () => {
  test.each(views)('%s: fits Discord as written, no raw key', (_what, view) => {
    for (const s of EVERY_READER) {
      const reply = view(s);
      expect(problems(reply), s.language).toEqual([]);
      expectDiscordLimits(reply);
      expect(JSON.stringify(reply), s.language).not.toMatch(RAW_KEY);
    }
  });

  test('the key form: title and label within 45, placeholder within 100, in every language', () => {
    for (const s of EVERY_READER) {
      const modal: APIModalInteractionResponseCallbackData = keyModal(GUILD, s);
      expect(modal.title.length, s.language).toBeLessThanOrEqual(45);
      const input = (modal.components[0] as unknown as { components: { label: string; placeholder: string }[] }).components[0]!;
      expect(input.label.length, s.language).toBeLessThanOrEqual(45);
      expect(input.placeholder.length, s.language).toBeLessThanOrEqual(100);
      expect(JSON.stringify(modal), s.language).not.toMatch(RAW_KEY);
    }
  });

  test('the limits form: title and labels within 45, placeholders within 100, in every language', () => {
    for (const s of EVERY_READER) {
      const modal = limitsModal(GUILD, { usd: 100, points: 10_000 }, s);
      expect(modal.title.length, s.language).toBeLessThanOrEqual(45);
      for (const row of modal.components as unknown as { components: { label: string; placeholder: string }[] }[]) {
        const input = row.components[0]!;
        expect(input.label.length, s.language).toBeLessThanOrEqual(45);
        expect(input.placeholder.length, s.language).toBeLessThanOrEqual(100);
      }
      expect(JSON.stringify(modal), s.language).not.toMatch(RAW_KEY);
    }
  });

  test('every language but English says it in its own words', () => {
    const english = JSON.stringify(views.map(([, view]) => view(EVERY_READER[0]!)));
    for (const s of EVERY_READER.slice(1)) {
      const texts = views.map(([what, view]) => [what, JSON.stringify(view(s))] as const);
      for (const [what, text] of texts) expect(english.includes(text), `${s.language}: ${what}`).toBe(false);
    }
  });

  test('counts take the form of their number (Russian: 1, 3, 5 tokens)', () => {
    const ru = EVERY_READER.find((s) => s.language === 'ru')!;
    const footer = (total: number) => tokenList({ tokens: [token(1)], page: 0, total }, ru).embeds?.[0]?.footer?.text;
    expect([21, 3, 5].map(footer)).toEqual(['Страница 1 из 3 · 21 токен', 'Страница 1 из 1 · 3 токена', 'Страница 1 из 1 · 5 токенов']);
  });
});

describe('/setup marks a point system that is not active', () => {
  const systems = [
    { id: 'ps-live', name: 'Sparks', emoji: '⚡', status: 'ACTIVE' },
    { id: 'ps-old', name: 'Season 0', emoji: '🗄️', status: 'ARCHIVED' },
  ];
  const panel = (s: Reader, defaultPointSystem: string) => setupView(setupData({ defaultPointSystem, systems }), s);
  const labels = (r: Reply) =>
    ((r.components ?? []) as unknown as { components: { placeholder?: string; options?: { label: string; value: string }[] }[] }[])
      .flatMap((row) => row.components)
      .flatMap((c) => c.options ?? [])
      .filter((o) => o.value.startsWith('ps-'));

  test('in the picker and as the default, in every language; an active one is not marked', () => {
    for (const s of EVERY_READER) {
      // In running text: lower case, save in languages that capitalise nouns.
      const archived = inRunningText(s.t('common.words.pointSystemStatus.ARCHIVED'), s);
      const r = panel(s, 'ps-old');
      const options = labels(r);
      expect(options.find((o) => o.value === 'ps-old')?.label, s.language).toContain(archived);
      expect(options.find((o) => o.value === 'ps-live')?.label, s.language).not.toContain(s.t('common.words.pointSystemStatus.ACTIVE'));
      expect(JSON.stringify(r), s.language).toContain(
        JSON.stringify(s.t('setup.panel.systemInactive', { system: '🗄️ Season 0', status: archived })).slice(1, -1),
      );
      expect(JSON.stringify(panel(s, 'ps-live')), s.language).toContain(
        JSON.stringify(s.t('setup.panel.system', { system: '⚡ Sparks' })).slice(1, -1),
      );
    }
    const en = EVERY_READER.find((s) => s.language === 'en')!;
    expect(labels(panel(en, 'ps-old')).map((o) => o.label)).toEqual(['⚡ Sparks', '🗄️ Season 0 (archived)']);
    expect(JSON.stringify(panel(en, 'ps-old'))).toContain('🗄️ Season 0 (archived: the points moves use it only while it is active)');
  });
});
