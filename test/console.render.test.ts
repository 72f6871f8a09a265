import { ButtonBuilder, ButtonStyle, ActionRowBuilder, StringSelectMenuBuilder, EmbedBuilder, escapeMarkdown } from 'discord.js';
import { describe, expect, it } from 'vitest';
import {
  controlsOf,
  fieldPrompt,
  findControl,
  modalFields,
  plain,
  relative,
  renderCard,
  renderChoices,
  renderModal,
  type MessageBody,
} from '../src/console/render.js';

const leaderboard: MessageBody = {
  embeds: [
    new EmbedBuilder()
      .setTitle('Leaderboard — Demo **points**')
      .setDescription('🥇 <@123456789012345678> — 1,200\n🥈 name\\_with\\_underscores — 900')
      .setColor(0x5865f2)
      .addFields({ name: 'Holders', value: '42', inline: true }, { name: 'Updated', value: '<t:1700000000:f>' })
      .setFooter({ text: 'Page 2 of 5' })
      .setThumbnail('https://cdn.example.com/logo.png')
      .toJSON(),
  ],
  components: [
    new ActionRowBuilder<ButtonBuilder>()
      .addComponents(
        new ButtonBuilder().setCustomId('leaderboard:page:a.1').setLabel('Previous').setEmoji('◀️').setStyle(ButtonStyle.Secondary),
        new ButtonBuilder().setCustomId('leaderboard:page:a.2').setLabel('2/5').setStyle(ButtonStyle.Secondary).setDisabled(true),
        new ButtonBuilder().setCustomId('leaderboard:page:a.3').setLabel('Next').setStyle(ButtonStyle.Primary),
        new ButtonBuilder().setURL('https://example.com/docs').setLabel('Docs').setStyle(ButtonStyle.Link),
      )
      .toJSON(),
    new ActionRowBuilder<StringSelectMenuBuilder>()
      .addComponents(
        new StringSelectMenuBuilder()
          .setCustomId('leaderboard:system:x')
          .setPlaceholder('Point system')
          .addOptions({ label: 'XP', value: 'sys1', description: 'experience', default: true }, { label: 'Karma', value: 'sys2' }),
      )
      .toJSON(),
  ],
};

describe('renderCard', () => {
  it('shows title, colour, description, fields, thumbnail, footer and numbered controls', () => {
    const text = renderCard(leaderboard, { label: 'reply #1', private: false });
    expect(text).toBe(
      [
        '┌ reply #1 ──────────────────────────────────────────────',
        '│ ▌ Leaderboard — Demo points  (colour #5865f2)',
        '│ ▌ 🥇 @123456789012345678 — 1,200',
        '│ ▌ 🥈 name_with_underscores — 900',
        '│ ▌ Holders',
        '│ ▌   42',
        '│ ▌ Updated',
        '│ ▌   14 November 2023 at 22:13 UTC',
        '│ ▌ thumbnail: https://cdn.example.com/logo.png',
        '│ ▌ — Page 2 of 5',
        '│ ',
        '│ [1] ◀️ Previous',
        '│ [2] 2/5 (disabled)',
        '│ [3] Next',
        '│ [4] Docs ↗ https://example.com/docs',
        '│ [5] ▾ Point system',
        '│       1. XP — experience (selected)',
        '│       2. Karma',
        '└',
      ].join('\n'),
    );
  });

  it('marks private replies and edits through the label', () => {
    const text = renderCard({ content: 'Only you: **done**', flags: 64 }, { label: 'edit of #2', private: true });
    expect(text.split('\n')[0]).toMatch(/^┌ edit of #2 · private \(only you can see this\) ─+$/);
    expect(text).toContain('│ Only you: done');
    expect(renderCard({}, { label: 'reply #3', private: false })).toContain('(empty message)');
  });

  it('uses ANSI colour and bold only when asked', () => {
    const text = renderCard(leaderboard, { label: 'reply', private: false, ansi: true });
    expect(text).toContain('\x1b[38;2;88;101;242m▌');
    expect(text).toContain('\x1b[1mLeaderboard');
    expect(renderCard(leaderboard, { label: 'reply', private: false })).not.toContain('\x1b');
  });
});

describe('controls', () => {
  const controls = controlsOf(leaderboard);
  it('numbers buttons, links and selects in reading order', () => {
    expect(controls.map((c) => [c.n, c.kind, c.label, c.customId ?? c.url, c.disabled])).toEqual([
      [1, 'button', '◀️ Previous', 'leaderboard:page:a.1', false],
      [2, 'button', '2/5', 'leaderboard:page:a.2', true],
      [3, 'button', 'Next', 'leaderboard:page:a.3', false],
      [4, 'link', 'Docs', 'https://example.com/docs', false],
      [5, 'select', 'Point system', 'leaderboard:system:x', false],
    ]);
    expect(controls[4]!.options?.map((o) => o.value)).toEqual(['sys1', 'sys2']);
  });

  it('finds a control by number or label', () => {
    expect(findControl(controls, '3')?.customId).toBe('leaderboard:page:a.3');
    expect(findControl(controls, 'next')?.n).toBe(3);
    expect(findControl(controls, 'previous')?.n).toBe(1);
    expect(findControl(controls, 'Poi')?.n).toBe(5);
    expect(findControl(controls, '9')).toBeUndefined();
    expect(findControl(controls, 'zzz')).toBeUndefined();
    expect(findControl(controls, '!!')).toBeUndefined();
  });
});

describe('plain', () => {
  it('shows what Discord shows: no escapes, spelled-out tags, visible link targets', () => {
    expect(plain(escapeMarkdown('*not italic* __x__'))).toBe('*not italic* __x__');
    expect(plain('**bold** ~~gone~~ `0xabc`')).toBe('bold gone 0xabc');
    expect(plain('[click](https://evil.example/x) <#123> <@&456> <:wave:789>')).toBe(
      'click (https://evil.example/x) #123 @role:456 :wave:',
    );
    expect(plain('# Heading\n-# small\n```\ncode\n```')).toBe('Heading\nsmall\ncode');
    expect(plain('<t:0:d> <t:0:t> <t:0>')).toBe('01/01/1970 UTC 00:00 UTC 1 January 1970 at 00:00 UTC');
  });

  it('words a relative timestamp from the given moment, so a date and its distance are not the same text twice', () => {
    const day = 86_400;
    const now = 1_000 * day * 1000;
    const at = (secs: number) => plain(`<t:${1_000 * day + secs}:F> (<t:${1_000 * day + secs}:R>)`, { now });
    expect(at(12 * day)).toMatch(/^\w+day, \d+ \w+ 1972 at 00:00 UTC \(in 12 days\)$/);
    expect(at(-3 * 3_600)).toMatch(/\(3 hours ago\)$/);
    expect(at(40)).toMatch(/\(in 40 seconds\)$/);
    expect(at(-50 * day)).toMatch(/\(2 months ago\)$/);
    expect(at(400 * day)).toMatch(/\(in 1 year\)$/);
  });

  it('shows a member by name where it is known, by id otherwise', () => {
    const names = (id: string) => (id === '298176450913796097' ? 'aurora.builds' : undefined);
    expect(plain('<@298176450913796097> and <@!298176450913796097> thanked <@318204957716152321>', { names })).toBe(
      '@aurora.builds and @aurora.builds thanked @318204957716152321',
    );
  });
});

describe('choices and modals', () => {
  it('lists autocomplete suggestions with the value to type', () => {
    expect(
      renderChoices(
        [
          { name: 'Ethereum', value: 'ethereum' },
          { name: '42', value: 42 },
        ],
        'chain',
      ),
    ).toBe(['suggestions for chain:', '  1. Ethereum  →  chain:ethereum', '  2. 42'].join('\n'));
    expect(renderChoices([], 'chain')).toBe('no suggestions for chain');
  });

  const modal = {
    custom_id: 'tokens:add:x',
    title: 'Add a token',
    components: [
      { type: 1, components: [{ type: 4, custom_id: 'name', label: 'Name', style: 1, max_length: 32, placeholder: 'Acme' }] },
      { type: 18, label: 'Notes', component: { type: 4, custom_id: 'notes', style: 2, required: false, value: 'hi' } },
      { type: 10 },
    ],
  };

  it('reads text inputs from rows and labels', () => {
    expect(modalFields(modal)).toEqual([
      { customId: 'name', label: 'Name', paragraph: false, required: true, placeholder: 'Acme', maxLength: 32 },
      { customId: 'notes', label: 'Notes', paragraph: true, required: false, value: 'hi' },
    ]);
    const text = renderModal(modal);
    expect(text).toContain('form: Add a token');
    expect(text).toContain('1. Name (required) — e.g. Acme');
    expect(text).toContain('2. Notes (optional)');
    const [name, notes] = modalFields(modal);
    expect(fieldPrompt(name!)).toBe('Name (max 32): ');
    expect(fieldPrompt(notes!)).toBe('Notes [hi]: ');
  });
});

describe('relative timestamps ("Last changed 0 seconds ago")', () => {
  const now = Date.UTC(2026, 10, 27, 12);
  it('this very moment reads "now" in the reader\'s language, never "0 seconds ago"', () => {
    expect(relative(now, now)).toBe('now');
    expect(relative(now - 400, now)).toBe('now');
    expect(relative(now, now, 'de')).toBe('jetzt');
    expect(relative(now, now, 'ja')).toBe('今');
    expect(plain(`-# Last changed <t:${now / 1000}:R> by someone`, { now })).not.toMatch(/\b0 seconds/);
  });
  it('other moments keep their numbers', () => {
    expect(relative(now - 5_000, now)).toBe('5 seconds ago');
    expect(relative(now + 3 * 86_400_000, now)).toBe('in 3 days');
    expect(relative(now - 86_400_000, now)).toBe('1 day ago');
  });
});
