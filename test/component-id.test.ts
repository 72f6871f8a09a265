import { expect, test } from 'vitest';
import { CustomIdError, decode, encode } from '../src/discord/component-id.js';

test('round trip, state may hold colons', () => {
  const id = encode('points', 'page', 'ps-sparks:3:desc');
  expect(id).toBe('points:page:ps-sparks:3:desc');
  expect(decode(id)).toEqual({ command: 'points', action: 'page', state: 'ps-sparks:3:desc' });
  expect(decode(encode('help', 'open'))).toEqual({ command: 'help', action: 'open', state: '' });
});

test('encode refuses ids over 100 characters and malformed parts', () => {
  expect(() => encode('points', 'page', 'x'.repeat(100))).toThrow(CustomIdError);
  expect(encode('points', 'page', 'x'.repeat(100 - 'points:page:'.length))).toHaveLength(100);
  expect(() => encode('Points', 'page')).toThrow(CustomIdError);
  expect(() => encode('points', 'pa:ge')).toThrow(CustomIdError);
  expect(() => encode('', 'page')).toThrow(CustomIdError);
});

test.each(['', 'points', 'points:page', ':page:1', 'points::1', 'POINTS:page:1', 'po ints:page:1', 'x'.repeat(101)])(
  'decode rejects %j',
  (id) => {
    expect(decode(id)).toBeUndefined();
  },
);
