import { describe, expect, it } from 'vitest';
import { chainName } from '../src/api/chains.js';
import type { ServiceWallet } from '../src/api/schemas.js';
import { ENGLISH } from '../src/i18n/reader.js';
import { serviceWallets } from '../src/features/wallets/view.js';
import { expectDiscordLimits } from './discord-limits.js';

const w = (chain: string, address: string): ServiceWallet => ({ id: `w-${chain}`, chain, chainId: '', address });

describe('serviceWallets', () => {
  it('lists wallets by chain display name, sorted, addresses in full', () => {
    const r = serviceWallets(
      {
        userId: '1',
        self: true,
        wallets: [w('SeiEvm', '0xbbb'), w('CosmosHub', 'cosmos1aaa'), w('Abstract', '0xccc')],
        name: (k) => (k === 'SeiEvm' ? 'Sei EVM (live)' : chainName(k)),
      },
      ENGLISH,
    );
    const d = r.embeds?.[0]?.description ?? '';
    expect(d.split('\n')).toEqual([
      'Your service wallets (3 chains, 3 addresses):',
      '**Abstract** `0xccc`',
      '**Cosmos Hub** `cosmos1aaa`',
      '**Sei EVM (live)** `0xbbb`',
    ]);
    expectDiscordLimits(r);
  });

  it("another member's wallets name them; none says so", () => {
    const r = serviceWallets({ userId: '42', self: false, wallets: [], name: chainName }, ENGLISH);
    expect(r.embeds?.[0]?.description).toBe('Service wallets of <@42>: none yet.');
  });

  it('escapes names from the chain list and fits 100 wallets with long addresses', () => {
    const wallets = Array.from({ length: 100 }, (_, i) => w(`Chain${i}`, 'x'.repeat(297) + String(i).padStart(3, '0')));
    const r = serviceWallets({ userId: '1', self: true, wallets, name: (k) => `**${k}**`.repeat(20) }, ENGLISH);
    expectDiscordLimits(r);
    expect(r.embeds?.[0]?.description).toMatch(/…and \d+ more$/);
    expect(r.embeds?.[0]?.description).toContain('\\*\\*Chain');
  });
});
