import { ENGLISH, readerFor } from '../src/i18n/reader.js';
import { describe, expect, it } from 'vitest';
import type { PointSystem } from '../src/api/schemas.js';
import { splitId as decode } from '../src/discord/component-id.js';
import { balancesView, SYSTEMS_PAGER, systemsView } from '../src/features/points/view.js';
import { buttons, dataOf, expectDiscordLimits } from './discord-limits.js';

const system = (over: Partial<PointSystem> = {}): PointSystem => ({
  id: 'ps-sparks',
  communityId: 'c1',
  status: 'ACTIVE',
  createdAt: 0,
  name: 'Sparks',
  description: 'Earned by completing quests.',
  emoji: '⚡',
  aliases: ['sp'],
  isTransferable: true,
  isBurnable: false,
  permissions: ['VIEW', 'TRANSFER'],
  holderCount: 1200,
  ...over,
});

describe('balancesView', () => {
  it('lists each system with the balance by locale, and "none yet" for a system not held', () => {
    const reply = balancesView(
      {
        userId: '318204957716152321',
        entries: [
          { system: system(), balance: 1234567 },
          { system: system({ id: 'b', name: 'Gems', emoji: '💎' }), balance: undefined },
        ],
        omitted: 0,
      },
      readerFor('de-DE'),
    );
    const d = reply.embeds?.[0]?.description ?? '';
    expect(d).toBe('Guthaben von <@318204957716152321>\n\n⚡ Sparks – **1.234.567**\n💎 Gems – 0 (noch keine)');
    expect(reply.embeds?.[0]?.footer).toBeUndefined();
  });

  it('says how many systems the cap left out', () => {
    const entries = Array.from({ length: 10 }, (_, i) => ({ system: system({ id: `s${i}` }), balance: i }));
    const reply = balancesView({ userId: '1', entries, omitted: 3 }, ENGLISH);
    expect(reply.embeds?.[0]?.footer?.text).toBe('3 more active systems not shown; pick one with the "system" option.');
    expect(balancesView({ userId: '1', entries, omitted: 1 }, ENGLISH).embeds?.[0]?.footer?.text).toBe(
      '1 more active system not shown; pick one with the "system" option.',
    );
    // The option as German members see it in Discord.
    expect(balancesView({ userId: '1', entries, omitted: 3 }, readerFor('de')).embeds?.[0]?.footer?.text).toBe(
      '3 weitere aktive Systeme nicht gezeigt; wähle eines mit der Option „system“.',
    );
  });

  it('says so when there is no active system', () => {
    const reply = balancesView({ userId: '1', entries: [], omitted: 0 }, ENGLISH);
    expect(reply.embeds?.[0]?.description).toBe('This community has no active point systems.');
  });

  it('fits with the largest data', () => {
    const entries = Array.from({ length: 10 }, (_, i) => ({
      system: system({ id: `s${i}`, name: '*'.repeat(3000), emoji: `${'🔥'.repeat(12)}x` }),
      balance: 1_000_000_000_000,
    }));
    const reply = balancesView({ userId: '1', entries, omitted: 40 }, ENGLISH);
    expectDiscordLimits(reply);
    expect(reply.embeds?.[0]?.description).toContain('1,000,000,000,000');
  });
});

describe('systems pager state', () => {
  it('round-trips every filter, search with dots and colons last', () => {
    const f = { search: 'a.b:c d', status: 'SUSPENDED' as const, includeShared: true };
    expect(decode(SYSTEMS_PAGER.id('next', { page: 3, ...f })!)?.state).toBe('3:S:1::a.b%3Ac d~');
    expect(dataOf(SYSTEMS_PAGER, SYSTEMS_PAGER.id('next', { page: 3, ...f }))).toEqual({ page: 3, ...f });
    expect(SYSTEMS_PAGER.parse('0::::0:~')).toBeUndefined();
    expect(SYSTEMS_PAGER.parse('0::0::~')).toEqual({ page: 0, includeShared: false });
    for (const junk of ['', '1.-.0.', '0:X:0::~', '0::2::~', 'x!::0::~', '0:', '0::0:'])
      expect(SYSTEMS_PAGER.parse(junk), junk).toBeUndefined();
  });
});

describe('systemsView', () => {
  const many = Array.from({ length: 10 }, (_, i) => system({ id: `s${i}`, name: `System ${i}` }));

  it('shows each system with status, holders, flags and permissions, and a pager', () => {
    const reply = systemsView({ systems: many, page: 0, total: 23, filters: { status: 'ACTIVE', includeShared: true } }, ENGLISH);
    const e = reply.embeds?.[0];
    expect(e?.fields).toHaveLength(10);
    expect(e?.fields?.[0]).toEqual({
      name: '⚡ System 0',
      value:
        '**Active** · 1,200 holders\nTransferable: yes · Burnable: no\nThis server may: see balances and move points between members\nId: `s0`\nEarned by completing quests.',
    });
    expect(e?.footer?.text).toBe('Page 1 of 3 · 23 systems · status active, shared included');
    const ids = buttons(reply).map((b) => decode(b.custom_id));
    expect(ids.map((i) => i?.action)).toEqual(['first', 'prev', 'next', 'last']);
    expect(ids[2]?.state).toBe('1:A:1::~');
    expect(ids[3]?.state).toBe('2:A:1::~');
    expect(buttons(reply).map((b) => b.disabled)).toEqual([true, true, false, false]);
    expectDiscordLimits(reply);
  });

  it('has no buttons on a single page', () => {
    const reply = systemsView({ systems: many.slice(0, 2), page: 0, total: 2, filters: { includeShared: false } }, ENGLISH);
    expect(reply.components).toEqual([]);
    expect(reply.embeds?.[0]?.footer?.text).toBe('Page 1 of 1 · 2 systems');
  });

  it('drops the pager, and says how to see the rest, when the search cannot fit a custom id', () => {
    const filters = { search: 's'.repeat(200), includeShared: false };
    const reply = systemsView({ systems: many, page: 0, total: 30, filters }, ENGLISH);
    expect(reply.components).toEqual([]);
    expect(reply.embeds?.[0]?.footer?.text).toContain('narrow it to see the rest');
    const short = systemsView({ systems: many, page: 0, total: 30, filters: { search: 'spark', includeShared: false } }, ENGLISH);
    expect(decode(buttons(short)[2]!.custom_id)?.state).toBe('1::0::spark~');
  });

  it('says when nothing matches, naming the filters', () => {
    expect(systemsView({ systems: [], page: 0, total: 0, filters: { includeShared: false } }, ENGLISH).embeds?.[0]?.description).toBe(
      'This community has no point systems.',
    );
    const reply = systemsView(
      { systems: [], page: 0, total: 0, filters: { search: 'zzz', status: 'SUSPENDED', includeShared: false } },
      ENGLISH,
    );
    expect(reply.embeds?.[0]?.description).toBe('No point systems match (matching "zzz", status suspended).');
    expect(reply.components ?? []).toEqual([]);
  });

  it('escapes markdown from the API', () => {
    const reply = systemsView(
      {
        systems: [system({ name: '**x**', description: '# head\n- [a](https://e.example)' })],
        page: 0,
        total: 1,
        filters: { includeShared: false },
      },
      ENGLISH,
    );
    const f = reply.embeds?.[0]?.fields?.[0];
    expect(f?.name).toBe('⚡ \\*\\*x\\*\\*');
    expect(f?.value).toContain('\\# head');
    expect(f?.value).toContain('\\- \\[a](');
  });

  it('fits ten of the largest systems in one message', () => {
    const huge = Array.from({ length: 10 }, (_, i) =>
      system({
        id: `${i}`.padEnd(128, 'i'),
        name: 'N'.repeat(5000),
        emoji: `${'🔥'.repeat(12)}x`,
        description: 'D'.repeat(5000),
        holderCount: 1_000_000_000_000,
        permissions: ['VIEW', 'TRANSFER', 'SPEND', 'PRINT'],
      }),
    );
    const reply = systemsView(
      { systems: huge, page: 98, total: 1_000_000_000_000, filters: { search: 'x'.repeat(256), status: 'ARCHIVED', includeShared: true } },
      ENGLISH,
    );
    expectDiscordLimits(reply);
    expect(reply.embeds?.[0]?.fields).toHaveLength(10);
    expect(reply.embeds?.[0]?.fields?.[9]?.value).toContain('1,000,000,000,000 holders');
  });
});
