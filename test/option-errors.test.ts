import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { schedule } from '../commands/schedule.js';
import { tip } from '../commands/tip.js';
import { tokens } from '../commands/tokens.js';
import { flatten } from '../src/i18n/check.js';
import { DISCORD_LOCALES, LANGUAGES, RESOURCES, SOURCE_LANGUAGE, optionName, type Language } from '../src/i18n/index.js';
import { readerFor } from '../src/i18n/reader.js';
import { DEMO } from '../src/sandbox/demo.js';
import { startTestBot, type TestBot } from './harness.js';

/**
 * Every refusal of an option has one shape, in every language: the option's name as the
 * member's Discord shows it, then what is wrong and what to type (`` `in`: must be between… ``,
 * `` `um`: für jeden Tag eine Uhrzeit angeben… ``), whichever part of the bot refused it (the
 * router's check of the definition, a parser, a handler's own rule), and no text names the option
 * again at its start.
 */

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const CHANNEL = DEMO.channelId;

let bot: TestBot;
beforeAll(async () => {
  bot = await startTestBot({ commands: [tip, schedule, tokens] });
}, 60_000);
afterAll(() => bot?.close());

const content = (r: { message?: Record<string, unknown> }) => String(r.message?.content ?? '');
const locale = (language: Language) => DISCORD_LOCALES[language][0]!;

/** `` `name`: rest `` with the option as `language` shows it and the language's colon, and a rest that does not name it again first. */
function expectShape(line: string, language: Language, option: string): void {
  const shown = optionName({ language }, option);
  const head = readerFor(language).t('errors.option.line', { option: `\`${shown}\``, message: '' });
  expect(line.startsWith(head), `${language}: ${line}`).toBe(true);
  const rest = line.slice(head.length);
  expect(rest.length, line).toBeGreaterThan(3);
  expect(rest.startsWith(shown), line).toBe(false);
}

describe('a refused option reads `name`: what is wrong and what to type', () => {
  test.each(LANGUAGES.map((l) => [l]))(
    '%s: in (a duration out of bounds), at (a schedule time missing), amount (required), the same shape',
    async (language) => {
      const moderator = bot.moderator({ locale: locale(language) });
      // A parser's refusal: `in:` beyond 30 days.
      const late = await bot.slash(
        'tip',
        { subcommand: 'token', member: DEMO.memberId, chain: 'Ethereum', token: USDC, amount: '1', in: '90d' },
        moderator,
      );
      expect(late.ephemeral).toBe(true);
      expectShape(content(late), language, 'in');
      // A handler's own rule: every day takes a time of day.
      const at = await bot.slash('schedule', { subcommand: 'leaderboard', channel: CHANNEL, every: 'day', at: 'soon' }, moderator);
      expect(at.ephemeral).toBe(true);
      expectShape(content(at), language, 'at');
      // The router's check against the definition: a required option missing.
      const missing = await bot.slash('tokens', { subcommand: 'add', chain: 'Ethereum' }, moderator);
      expectShape(content(missing), language, 'address');
    },
    60_000,
  );

  test('no refusal text of any language starts with the option it refuses: the one line puts it first', () => {
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      for (const [key, text] of flatten(RESOURCES[language] as never)) {
        if (key.startsWith('board.help.')) continue;
        if (/^\{\{name\}\}/.test(text)) problems.push(`${language} ${key}: ${text.slice(0, 60)}`);
      }
    }
    expect(problems).toEqual([]);
    // The English texts of the option refusals still state what is expected.
    expect(readerFor(SOURCE_LANGUAGE).t('errors.parse.durationBounds', { max: '30 days', minutes: '43,200 minutes' })).toBe(
      'must be between 1 minute and 30 days (43,200 minutes)',
    );
  });
});
