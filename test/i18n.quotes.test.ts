import { PermissionFlagsBits as P } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { quest } from '../commands/quest.js';
import { unknownNameText } from '../src/command/error-texts.js';
import { commandsOr, readArgs } from '../src/discord/slash.js';
import { rolePrizeProblem } from '../src/features/moves/role-prize.js';
import { PERIOD_TEXTS, periodWords } from '../src/features/periods/view.js';
import { InputError } from '../src/command/contract.js';
import { sendTimeOf } from '../src/features/writes/when.js';
import { zonedWords } from '../src/features/schedules/view.js';
import { LANGUAGES, optionName, RESOURCES } from '../src/i18n/index.js';
import { flatten } from '../src/i18n/check.js';
import { commandLine } from '../src/i18n/commands.js';
import { EVERY_READER, quoted, quotedList, readerFor, withAside, type Reader } from '../src/i18n/reader.js';

/**
 * Lists in refusals shown as plain text (escaped after "`option`: ", so a backtick shows as
 * one): each item in the reader's own quotation marks, joined with the language's list comma.
 */

const MARKS: Record<string, [string, string]> = {
  en: ['"', '"'],
  de: ['„', '“'],
  es: ['«', '»'],
  fr: ['«\u202f', '\u202f»'],
  ja: ['「', '」'],
  'pt-BR': ['“', '”'],
  ru: ['«', '»'],
};
const q = (s: Reader, text: string) => `${MARKS[s.language]![0]}${text}${MARKS[s.language]![1]}`;

describe('quoted and quotedList', () => {
  it.each(EVERY_READER.map((s) => [s.language, s] as const))('%s: its own marks, listed as the language lists', (_l, s) => {
    expect(quoted(s, 'a')).toBe(q(s, 'a'));
    expect(quotedList(s, ['a', 'b', 'c'], 'disjunction')).toBe(s.list([q(s, 'a'), q(s, 'b'), q(s, 'c')], 'disjunction'));
    expect(quotedList(s, ['a', 'b'], 'conjunction')).toBe(s.list([q(s, 'a'), q(s, 'b')], 'conjunction'));
  });
  it('"or" and "and" in the words of each language', () => {
    expect(quotedList(readerFor('en'), ['a', 'b', 'c'], 'disjunction')).toBe('"a", "b", or "c"');
    expect(quotedList(readerFor('de'), ['a', 'b'], 'conjunction')).toBe('„a“ und „b“');
    expect(quotedList(readerFor('ja'), ['a', 'b'], 'disjunction')).toBe('「a」または「b」');
  });
});

describe('the refusals that list', () => {
  const role = { id: 'r1', position: 1, managed: false, permissions: P.Administrator | P.ManageRoles };
  const invoker = { userId: 'u1', guildId: 'g1', permissions: P.Administrator, roleIds: [] };
  const guild = { ownerId: 'u1', roles: [role], botRoleIds: [] };

  it.each(EVERY_READER.map((s) => [s.language, s] as const))('%s: a role prize names each permission quoted on its own', (_l, s) => {
    const text = rolePrizeProblem('r1', role, invoker, guild)!(s);
    const names = [s.t('moves.permission.Administrator'), s.t('moves.permission.ManageRoles')];
    expect(text).toContain(
      s.list(
        names.map((n) => q(s, n)),
        'conjunction',
      ),
    );
    expect(text).not.toContain('`');
  });

  it.each(EVERY_READER.map((s) => [s.language, s] as const))('%s: period words, each quoted', (_l, s) => {
    const text = PERIOD_TEXTS.bad(s);
    for (const w of periodWords(s)) expect(text).toContain(q(s, w));
    expect(text).not.toContain('`');
  });

  it.each(EVERY_READER.map((s) => [s.language, s] as const))(
    "%s: the subcommands as commands, in the reader's names, not quoted like an option",
    (_l, s) => {
      const r = readArgs(quest.definition, { subcommand: 'delete' });
      expect(r.ok).toBe(false);
      const text = (r as { issues: { message: (s: Reader) => string }[] }).issues[0]!.message(s);
      expect(text).toContain(
        commandsOr(
          s,
          quest.definition.options!.map((o) => `/quest ${o.name}`),
        ),
      );
      // Each command whole, never run into the language's "or".
      for (const o of quest.definition.options!)
        expect(text).toMatch(new RegExp(`${commandLine(s.language, `/quest ${o.name}`)}(\\s|$|[,、;。])`));
      expect(text).not.toContain(MARKS[s.language]![0]);
      expect(text).not.toContain('`');
    },
  );

  it.each(EVERY_READER.map((s) => [s.language, s] as const))('%s: a lookup quotes once, in its own marks', (_l, s) => {
    const close = [
      { id: 'q-1', name: 'Weekly A' },
      { id: 'q-2', name: 'Weekly B' },
    ];
    const ambiguous = unknownNameText('quest', 'Weekly', { ambiguous: true, close })(s);
    expect(ambiguous).toContain(`${withAside(s, q(s, 'Weekly A'), 'q-1')}${s.t('board.comma')}${withAside(s, q(s, 'Weekly B'), 'q-2')}`);
    const near = unknownNameText('quest', 'Weekly', { ambiguous: false, close })(s);
    for (const text of [ambiguous, near]) {
      expect(text).toContain(q(s, 'Weekly'));
      // Never quoted twice (the text's marks around the code's).
      if (s.language !== 'en') expect(text).not.toContain('"');
    }
    expect(near).toContain(q(s, 'Weekly B'));
  });
});

describe('option names in a plain-text refusal', () => {
  it.each(EVERY_READER.map((s) => [s.language, s] as const))('%s: "at or in, not both" quotes each option', async (_l, s) => {
    const ctx = {} as Parameters<typeof sendTimeOf>[0];
    const refusal = await sendTimeOf(ctx, { at: '18:00', in: '2h' }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(InputError);
    const text = (refusal as InputError).issues[0]!.message(s);
    expect(text).toContain(q(s, optionName(s, 'at')));
    expect(text).toContain(q(s, optionName(s, 'in')));
    expect(text).not.toContain('`');
  });
});

describe('a reason ends the sentence once', () => {
  it.each(EVERY_READER.map((s) => [s.language, s] as const))('%s: a reason that is a whole sentence loses its own full stop', (_l, s) => {
    for (const reason of ['The API said no.', 'APIが拒否しました。', 'no answer']) {
      const text = s.t('moves.outcome.failed', { reason });
      expect(text).toMatch(/[^.。][.。]$/u);
      expect(text).toContain(reason.replace(/[.。]$/u, ''));
    }
    // An ellipsis is the reason's own and stays.
    expect(s.t('moves.outcome.failed', { reason: 'wait...' })).toContain('wait...');
  });
});

describe('brackets', () => {
  it("an aside in the language's brackets: Japanese full-width, with no space", () => {
    expect(withAside(readerFor('ja'), '「Weekly」', 'q-1')).toBe('「Weekly」（q-1）');
    expect(withAside(readerFor('en'), '"Weekly"', 'q-1')).toBe('"Weekly" (q-1)');
  });
  it("a server time's weekday in the language's brackets", () => {
    const monday = Date.UTC(2026, 11, 7, 18, 0);
    expect(zonedWords(monday, 'Europe/Berlin', readerFor('ja'))).toBe('12月7日（月）19:00');
    expect(zonedWords(monday, 'Europe/Berlin', readerFor('en'))).toBe('Mon, Dec 7, 19:00');
  });
});

describe('an option named in running text', () => {
  const MARK = /[`«„"“「](?:\s|\u00a0|\u202f)?\{\{\s*:[a-z-]+\s*\}\}|\{\{\s*:[a-z-]+\s*\}\}(?:\s|\u00a0|\u202f)?[`»“”"」:]/;
  it.each(LANGUAGES.map((l) => [l]))('%s: every text leaves its marks to the reference', (l) => {
    const wrapped = [...flatten(RESOURCES[l] as never)].filter(([, v]) => MARK.test(v));
    expect(wrapped).toEqual([]);
  });
  it.each(EVERY_READER.map((s) => [s.language, s] as const))("%s: in the reader's quotation marks, as its Discord names it", (_l, s) => {
    expect(s.t('rewards.bad.keep')).toContain(quoted(s, optionName(s, 'keep')));
    expect(s.t('moves.roleMove.noOne')).toContain(quoted(s, optionName(s, 'member')));
    expect(s.t('moves.roleMove.noOne')).not.toContain('{{');
  });
});
