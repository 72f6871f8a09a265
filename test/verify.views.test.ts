import { describe, expect, it } from 'vitest';
import type { UserDetails } from '../src/api/schemas.js';
import { ENGLISH } from '../src/i18n/reader.js';
import { notVerified, verifiedDetails } from '../src/features/verify/view.js';
import { limitProblems, textOf } from './raid.limits-helper.js';

const ID = '298176450913796097';

describe('verify views', () => {
  it('shows the member, linked accounts and wallets', () => {
    const reply = verifiedDetails(
      {
        chatUserId: ID,
        chatUsername: 'aurora_builds',
        chatAvatarUrl: 'https://cdn.example/a.png',
        linkedAccounts: [{ platform: 'social', username: 'aurora_builds' }],
        linkedWallets: [{ chain: 'SeiEvm', chainId: '1329', address: '0xabc' }],
      },
      ENGLISH,
    );
    expect(limitProblems(reply)).toEqual([]);
    expect(reply.embeds?.[0]?.thumbnail).toEqual({ url: 'https://cdn.example/a.png' });
    const text = textOf(reply);
    expect(text).toContain('aurora\\_builds');
    expect(text).toContain(`<@${ID}>`);
    expect(text).toContain('• X: aurora\\_builds');
    expect(text).toContain('• Sei EVM: `0xabc`');
  });

  it('names redacted entries instead of showing blanks', () => {
    const reply = verifiedDetails(
      {
        chatUserId: ID,
        chatUsername: 'quiet',
        chatAvatarUrl: null,
        linkedAccounts: [{ platform: '', username: '', isRedacted: true }],
        linkedWallets: [{ chain: '', chainId: '', address: '', isRedacted: true }],
      },
      ENGLISH,
    );
    const fields = reply.embeds?.[0]?.fields ?? [];
    expect(fields.map((f) => f.value)).toEqual([
      "• *hidden by the member's privacy settings*",
      "• *hidden by the member's privacy settings*",
    ]);
    expect(reply.embeds?.[0]?.thumbnail).toBeUndefined();
  });

  it('fits limits with many long entries', () => {
    const details: UserDetails = {
      chatUserId: ID,
      chatUsername: '*'.repeat(300),
      chatAvatarUrl: 'https://cdn.example/a.png',
      linkedAccounts: Array.from({ length: 60 }, (_, i) => ({ platform: `p${i}`.repeat(30), username: '_'.repeat(200) })),
      linkedWallets: Array.from({ length: 60 }, () => ({ chain: 'Ethereum', chainId: '1', address: `0x${'f'.repeat(300)}` })),
    };
    const reply = verifiedDetails(details, ENGLISH);
    expect(limitProblems(reply)).toEqual([]);
    expect(textOf(reply)).toMatch(/…and \d+ more/);
  });

  it('answers an unknown member as not verified', () => {
    expect(notVerified(ID, ENGLISH).content).toBe(`<@${ID}> is not verified: the Community API has no verified details for this member.`);
  });
});
