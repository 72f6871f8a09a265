import { describe, expect, test } from 'vitest';
import { ComponentIdError, componentIds, field, pageField, splitId } from '../src/discord/component-id.js';

const board = componentIds('points', ['page'], {
  system: field.text((s) => s.length > 0 && s.length <= 128),
  page: pageField,
  order: field.oneOf({ d: 'desc', a: 'asc' }),
});

describe('componentIds', () => {
  test('round trip; text may hold colons, percent signs and tildes', () => {
    const id = board.id('page', { system: 'ps:sparks%~', page: 3, order: 'desc' })!;
    expect(id).toBe('points:page:ps%3Asparks%25%7E:3:d~');
    expect(splitId(id)).toEqual({ command: 'points', action: 'page', state: 'ps%3Asparks%25%7E:3:d~' });
    expect(board.parse(splitId(id)!.state)).toEqual({ system: 'ps:sparks%~', page: 3, order: 'desc' });
    const none = componentIds('help', ['open'], {});
    expect(none.id('open', {})).toBe('help:open:~');
    expect(none.parse(splitId(none.id('open', {})!)!.state)).toEqual({});
  });

  test('numbers in base 36, snowflakes as bigints, optional fields empty', () => {
    const ids = componentIds('quest', ['next'], { page: pageField, member: field.optional(field.snowflake), shared: field.flag });
    const id = ids.id('next', { page: 35, member: '123456789012345678', shared: true })!;
    expect(id).toBe(`quest:next:z:${BigInt('123456789012345678').toString(36)}:1~`);
    expect(ids.parse(splitId(id)!.state)).toEqual({ page: 35, member: '123456789012345678', shared: true });
    expect(ids.parse(splitId(ids.id('next', { page: 0, shared: false })!)!.state)).toEqual({ page: 0, shared: false });
  });

  test('an id over 100 characters is never cut: id() says it does not fit', () => {
    const room = 100 - 'points:page::0:d~'.length;
    expect(board.id('page', { system: 'x'.repeat(room), page: 0, order: 'desc' })).toHaveLength(100);
    expect(board.id('page', { system: 'x'.repeat(room + 1), page: 0, order: 'desc' })).toBeUndefined();
  });

  test('malformed names and values are bugs, refused at once', () => {
    expect(() => componentIds('Points', ['page'], {})).toThrow(ComponentIdError);
    expect(() => componentIds('points', ['pa:ge'], {})).toThrow(ComponentIdError);
    expect(() => componentIds('', ['page'], {})).toThrow(ComponentIdError);
    expect(() => board.id('page', { system: '', page: 0, order: 'desc' })).toThrow(ComponentIdError);
    expect(() => board.id('page', { system: 'a', page: -1, order: 'desc' })).toThrow(ComponentIdError);
  });

  test.each([
    ['the old dotted format', 'ps-sparks.3.d'],
    ['cut before the end mark', 'ps-sparks:3:d'],
    ['cut inside a field', 'ps-sparks:3~'],
    ['a field too many', 'ps-sparks:3:d:x~'],
    ['an empty required field', ':3:d~'],
    ['a page that is not base 36', 'ps-sparks:-1:d~'],
    ['an unknown order', 'ps-sparks:3:x~'],
    ['a broken escape', 'ps%2sparks:3:d~'],
    ['an escape of something else', 'ps%41:3:d~'],
    ['an unescaped end mark inside text', 'ps~x:3:d~'],
    ['text over its bound', `${'x'.repeat(129)}:3:d~`],
  ])('parse refuses %s', (_what, state) => {
    expect(board.parse(state)).toBeUndefined();
  });
});

test.each(['', 'points', 'points:page', ':page:1', 'points::1', 'POINTS:page:1', 'po ints:page:1', 'x'.repeat(101)])(
  'splitId rejects %j',
  (id) => {
    expect(splitId(id)).toBeUndefined();
  },
);
