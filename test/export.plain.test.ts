import { describe, expect, it } from 'vitest';
import { AUDIT_TABLE } from '../src/features/exports/csv.js';
import { mentionedMembers, plainText } from '../src/features/exports/plain-text.js';

/** Discord's markup as a spreadsheet cell shows text: names or ids, never `<@…>`, `<#…>`, `<t:…>` or markdown. */

const names = new Map([['298176450913796097', 'aurora.builds']]);
const nameOf = (id: string) => names.get(id);

describe('plainText', () => {
  it.each([
    ['Tip 10 ⚡ Sparks to <@298176450913796097>', 'Tip 10 ⚡ Sparks to @aurora.builds'],
    ['to <@!298176450913796097> and <@1203458820156250012>', 'to @aurora.builds and @1203458820156250012'],
    ['audit channel set to <#1203458820156252180>', 'audit channel set to #1203458820156252180'],
    ['moderator roles set to <@&1203458820156252190>', 'moderator roles set to @role:1203458820156252190'],
    ['ends <t:1795000000:f> (<t:1795000000:R>), <t:1795000000>', 'ends 2026-11-18T11:06:40Z (2026-11-18T11:06:40Z), 2026-11-18T11:06:40Z'],
    ['**bold** *it* __under__ ~~gone~~ ||secret|| _also_', 'bold it under gone secret also'],
    ['run </leaderboard:123456789012345678>', 'run /leaderboard'],
    ['wave <:wave:123456789012345678> <a:dance:123456789012345679>', 'wave :wave: :dance:'],
    ['see [the docs](https://example.com/a) or <https://example.com/b>', 'see the docs (https://example.com/a) or https://example.com/b'],
    ['address `0xAbC**d**` and ```\n<@1>\n```', 'address 0xAbC**d** and <@1>\n'],
    ['# Heading\n> quoted\n-# small', 'Heading\nquoted\nsmall'],
    ['a \\*literal\\* star, 2 \\* 3, snake_case_name, 5*3*2', 'a *literal* star, 2 * 3, snake_case_name, 5*3*2'],
    ['plain text stays', 'plain text stays'],
  ])('%j → %j', (text, plain) => {
    expect(plainText(text, { nameOf })).toBe(plain);
  });

  it('names the members a text mentions, once each', () => {
    expect(mentionedMembers('<@1> <@!2> <@1> <@&3> <#4>')).toEqual(['1', '2']);
  });

  it("an audit row's summary cell, and the members whose names it needs", () => {
    const row = {
      id: 1,
      at: 0,
      userId: '5',
      operation: 'tip.send',
      outcome: 'created',
      reference: null,
      summary: 'Tip **10** to <@298176450913796097>',
    };
    expect(AUDIT_TABLE.members(row)).toEqual(['5', '298176450913796097']);
    expect(AUDIT_TABLE.cells(row, { zone: 'UTC', nameOf }).at(-1)).toBe('Tip 10 to @aurora.builds');
  });
});
