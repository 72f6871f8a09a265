import { flatten } from '../../src/i18n/check.js';
import { commandsOr } from '../../src/discord/slash.js';
import { commandName, I18N, NAMESPACE, optionName, translate, type Language } from '../../src/i18n/index.js';
import { choiceName, commandLine } from '../../src/i18n/commands.js';
import { CONTEXT_MENU_NAME } from '../../commands/verify.js';
import { quoted, quotedList, readerFor, withAside, type Reader } from '../../src/i18n/reader.js';
import { periodWords } from '../../src/features/periods/view.js';
import { zonedWords } from '../../src/features/schedules/view.js';
import { PLACEHOLDERS, type PlaceholderKind } from '../../src/i18n/placeholders.js';
import { FORMS } from '../../src/i18n/shape.js';
import { counted, formatEvery, formatSpan, type Counted } from '../../src/views/format.js';
import { periodLabelWords } from '../../src/views/period-label.js';
import { inRunningText } from '../../src/views/enum-words.js';

/**
 * Every reply text of a language rendered as a member reads it: each placeholder filled with a
 * realistic value of its kind (src/i18n/placeholders.ts) in the reader's language and number
 * format, Discord timestamps written out the way the reader's client shows them, and each plural
 * at the counts that pick every form (1, 2, 5, 21, 1,000). A placeholder that takes one of
 * several words or phrases (a period, a weekday, an interval) is rendered once per value, so a
 * reviewer reads every sentence it makes.
 */

/** The counts every plural is rendered with: between them they pick every form of every language. */
export const COUNTS = [1, 2, 5, 21, 1000] as const;

/** Texts that are the definitions' (command, option and choice names): not replies. */
const DEFINITION_TEXT = /^(commands|options|choices|optionDescriptions)\./;

export interface Rendered {
  /** The text's key (a plural's without its form). */
  key: string;
  /** The area it belongs to: the first part of its key (`period`, `schedule`…). */
  area: string;
  /** One line per rendering: `count=5: …` for a plural, `period=this week: …` for a variant. */
  lines: { label: string; text: string }[];
}

/** A moment every timestamp shows: Monday 7 December 2026, 18:00 UTC. */
const MOMENT = Date.UTC(2026, 11, 7, 18, 0);

/** A Discord timestamp as the reader's client writes it (`<t:…:f>` and `<t:…:R>`). */
export function shownTime(style: 'f' | 'R', r: Reader, minutes = 10): string {
  if (style === 'R') return new Intl.RelativeTimeFormat(r.locale, { numeric: 'auto' }).format(minutes, 'minute');
  return new Intl.DateTimeFormat(r.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(MOMENT);
}

const num = (n: number, r: Reader, digits = 2) => new Intl.NumberFormat(r.locale, { maximumFractionDigits: digits }).format(n);
/** A span as every reply writes one (src/views/format.ts). */
const span = (ms: number, r: Reader) => formatSpan(ms, r);

/** The values a placeholder is rendered with: one, or several when it takes one of a set of words. */
type Sample = (r: Reader, key: string) => string | string[];

const KIND_SAMPLES: Record<PlaceholderKind, Sample> = {
  count: (r) => num(1201, r),
  number: (r) => num(1234, r),
  amount: (r) => num(1234.5, r),
  time: (r) => shownTime('f', r),
  relative: (r) => shownTime('R', r),
  span: (r) => [span(60_000, r), span(90 * 60_000, r), span(2 * 86_400_000, r)],
  text: () => 'Sample',
  phrase: () => '…',
  command: () => '',
};

/** Realistic values by placeholder name, where the kind's sample would read wrong. */
const NAMED: Record<string, Sample> = {
  system: () => '⚡ Sparks',
  member: () => '@alice',
  // A refused take names each member with what they hold, as the points command does.
  who: (r, key) =>
    key === 'board.points.cannotTake' ? translate(r.language, 'board.points.holds', { member: '@alice', balance: num(12.5, r) }) : '@alice',
  channel: () => '#general',
  chain: () => 'Ethereum',
  chains: (r) => ['Ethereum', 'Base'].join(translate(r.language, 'board.comma')),
  symbol: () => 'USDC',
  typed: () => 'abc',
  // In code where a message shows it; a footer is plain text.
  id: (_r, key) => (key === 'quest.info.footer' ? 'q-42' : key.startsWith('schedule.') || key.startsWith('feed.') ? '`7`' : '`q-42`'),
  reference: () => 'E-1A2B',
  quest: () => '**Launch day**',
  round: () => '3',
  index: () => '2',
  role: () => '@Helpers',
  roles: (r) => ['@Helpers', '@Mods'].join(translate(r.language, 'board.comma')),
  onlyRole: () => '@Helpers',
  url: () => 'https://x.com/acme/status/1',
  address: () => '0x1234…cdef',
  wallet: () => '0x1234…cdef',
  zone: () => 'Europe/Berlin',
  server: (r) => zonedWords(MOMENT, 'Europe/Berlin', r),
  aside: () => 'q-42',
  last4: () => 'a1b2',
  language: () => 'Deutsch',
  locale: () => 'ko',
  // A scheduled final board's week is named with its ISO week year: week 1 posted in late December.
  label: (r, key) =>
    key.startsWith('schedule.post.final') ? [periodLabelWords('2027-W01', r)] : ['2026-W47', '2026-11'].map((l) => periodLabelWords(l, r)),
  year: () => '2026',
  weekday: (r) =>
    [0, 1, 2, 3, 4, 5, 6].map((d) =>
      new Intl.DateTimeFormat(r.locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + d)),
    ),
  week: () => '47',
  month: (r) => new Intl.DateTimeFormat(r.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 15)),
  minute: () => '15',
  day: () => '1',
  interval: (r) => [span(60_000, r), span(90 * 60_000, r)],
  every: (r) => [60_000, 90 * 60_000, 86_400_000].map((ms) => everyPhrase(ms, r)),
  move: (r) => translate(r.language, 'moves.title.tip'),
  done: (r, key) => (key.startsWith('moves.outcome') ? translate(r.language, 'moves.done.tip') : num(600, r)),
  prize: (r) => `**${num(25, r)} ⚡ Sparks**`,
  // Only the outcome of a move that went through takes a headline: the past tense's, of the tip `done` names.
  headline: (r) =>
    translate(r.language, 'moves.doneHeadline.tipPoints.member', { prize: `**${num(25, r)} ⚡ Sparks**`, member: '@alice' }).replace(
      /[.。]$/u,
      '',
    ),
  reason: (r, key) =>
    key.startsWith('feed.')
      ? translate(r.language, 'feed.reason.channel')
      : key.startsWith('schedule.')
        ? translate(r.language, 'schedule.reason.channel')
        : translate(r.language, 'errors.write.refused'),
  // A quest list's filters put the words in running text (src/features/quests/view.ts).
  status: (r, key) =>
    key.startsWith('errors.')
      ? '403'
      : key === 'quest.list.filter.status'
        ? inRunningText(translate(r.language, 'common.words.questStatus.DRAFT'), r)
        : running(r, key, translate(r.language, 'common.words.pointSystemStatus.SUSPENDED')),
  recurrence: (r, key) => running(r, key, translate(r.language, 'common.words.recurrence.WEEKLY')),
  visibility: (r, key) => running(r, key, translate(r.language, 'common.words.visibility.PRIVATE')),
  strategy: (r) => translate(r.language, 'common.words.strategy.RAFFLE'),
  task: (r) => translate(r.language, 'common.words.taskType.DISCORD_ACCOUNT_AGE'),
  tasks: (r) => translate(r.language, 'quest.completions.tasks', { count: 2, n: num(2, r) }),
  token: (r) => translate(r.language, 'raid.token.symbolNative', { amount: num(0.5, r), symbol: 'ETH', chain: 'Ethereum' }),
  button: (r) => translate(r.language, 'moves.button.confirm'),
  entries: (r) => optionName({ language: r.language }, 'entries'),
  typedWord: () => '`SEND`',
  state: (r, key) =>
    key === 'web.setup.button'
      ? translate(r.language, 'web.setup.buttonOff')
      : key.startsWith('web.')
        ? translate(r.language, 'web.setup.off')
        : translate(r.language, 'schedule.writes.state.scheduled'),
  what: () => '`tip`',
  permission: (r, key) => translate(r.language, `moves.permission.${key === 'moves.role.manageRoles' ? 'ManageRoles' : 'ManageGuild'}`),
  // As the role-prize refusal names them: each quoted, listed with "and".
  permissions: (r) =>
    quotedList(
      r,
      [translate(r.language, 'moves.permission.Administrator'), translate(r.language, 'moves.permission.ManageRoles')],
      'conjunction',
    ),
  // As the views write a filter: the status word in lower case, in the reader's language.
  filters: (r) =>
    translate(r.language, 'board.systems.status', {
      status: translate(r.language, 'common.words.pointSystemStatus.ACTIVE').toLocaleLowerCase(r.locale),
    }),
  // Lists in refusals (shown escaped, so no backticks) as the code makes them: each item quoted in the reader's marks.
  list: (r, key) =>
    key === 'errors.option.unknownSubcommand'
      ? commandsOr(r, ['/quest info', '/quest list'])
      : key.startsWith('errors.lookup.')
        ? [withAside(r, quoted(r, 'Weekly Signal Boost'), 'q-42'), withAside(r, quoted(r, 'Weekly Quiz'), 'q-43')].join(
            translate(r.language, 'board.comma'),
          )
        : key === 'board.audit.unknownOperation'
          ? r.list([quoted(r, 'raid.create'), quoted(r, 'tip')], 'disjunction')
          : ['`raid.create`', '`tip`'].join(translate(r.language, 'board.comma')),
  names: (r, key) =>
    key.startsWith('errors.lookup.')
      ? r.list([quoted(r, 'Weekly Signal Boost'), quoted(r, 'Weekly Quiz')], 'disjunction')
      : ['@alice', '@bob'].join(translate(r.language, 'board.comma')),
  name: (r, key) =>
    key.startsWith('board.help') ? commandName(r, CONTEXT_MENU_NAME) : key.startsWith('info.verify') ? 'alice' : '`amount`',
  // Option and command names as the views pass them: the reader's own (src/i18n/index.ts).
  // A refusal's option is in code (optionErrorLine); elsewhere its name as written into the sentence.
  option: (r, key) =>
    key === 'errors.option.line'
      ? `\`${optionName(r, 'system')}\``
      : optionName(r, key === 'moves.refuse.noChannel' ? 'channel' : 'system'),
  command: (r) => commandLine(r.language, '/tip'),
  file: () => 'leaderboard.csv',
  may: (r) => translate(r.language, 'common.words.permission.VIEW'),
  print: (r) => translate(r.language, 'common.words.permission.PRINT'),
  earlier: (r) =>
    translate(r.language, 'moves.preview.earlierDone', { move: translate(r.language, 'moves.title.tip'), when: shownTime('f', r) }),
  detail: () => '…',
  item: () => 'Token #7',
  nft: () => 'CryptoCat #7',
  native: () => 'native',
  suggestion: () => 'Ethereum',
  example: () => 'https://x.com/acme/status/1',
  message: () => 'quota exceeded',
  title: () => 'Launch day',
  search: () => 'spark',
  group: () => 'EVM',
  which: () => 'USDC',
  type: (r) => optionName(r, 'reward-type'),
  like: (r) => optionName(r, 'like'),
  comment: (r) => optionName(r, 'comment'),
  repost: (r) => optionName(r, 'repost'),
  at: (r, key) => (key.startsWith('writes.') ? quoted(r, optionName(r, 'at')) : shownTime('f', r)),
  in: (r) => quoted(r, optionName(r, 'in')),
  until: (r) => optionName(r, 'until'),
  // The unit as the member typed it twice (`2h 3h`): the reader's own letter.
  unit: (r) => translate(r.language, 'common.spanUnits.hour'),
  prefix: () => 'osmo',
  operation: () => 'raid.create',
  value: () => 'abc',
  choices: (r) =>
    quotedList(
      r,
      ['week', 'month'].map((v) => choiceName(r, {}, { name: v, value: v })),
      'disjunction',
    ),
  words: (r) =>
    periodWords(r)
      .map((w) => quoted(r, w))
      .join(translate(r.language, 'board.comma')),
  where: () => 'https://bot.example.com/b/1234',
  a: (r) => num(1.5, r),
  b: (r) => num(15, r),
  percent: (r) => num(5, r),
  // A reward's rule takes the number of winners; a rank its percentile phrase.
  top: (r, key) => (key.startsWith('rewards.') ? num(5, r) : translate(r.language, 'board.rank.top', { percent: num(5, r) })),
  multiplier: (r) => num(1.5, r),
  times: (r) => num(3, r),
  dollars: (r) => num(0.01, r),
  usd: (r) => new Intl.NumberFormat(r.locale, { style: 'currency', currency: 'USD' }).format(250),
  limit: (r, key) =>
    key === 'writes.typed.points'
      ? countedAll('points', r, [1, 2, 5, 21, 10_000])
      : key.startsWith('writes.typed')
        ? new Intl.NumberFormat(r.locale, { style: 'currency', currency: 'USD' }).format(100)
        : counted('holders', 20_000, r),
  // A raffle's headline takes each winner's share as a phrase (moves.each), its counts as plurals, as the move view does.
  each: (r, key) =>
    key.startsWith('moves.each.')
      ? `${num(8.33, r)} ⚡ Sparks`
      : translate(r.language, 'moves.each.each', { each: `${num(8.33, r)} ⚡ Sparks` }),
  entrants: (r) => translate(r.language, 'moves.headline.raffleEntrants', { count: 50, n: num(50, r) }),
  // A pool is shared (raffleEach) only among several winners.
  winners: (r, key) =>
    (key.endsWith('raffleEach') ? [3] : [1, 3]).map((n) =>
      translate(r.language, 'moves.headline.raffleWinners', { count: n, n: num(n, r) }),
    ),
  span: (r) => [span(3 * 86_400_000, r), span(90 * 60_000, r)],
  age: (r) => [span(60_000, r), span(5 * 60_000, r)],
  wait: (r) => formatSpan(30_000, r),
  expires: (r) => shownTime('R', r),
  relative: (r) => shownTime('R', r),
  next: (r, key) =>
    key === 'rewards.confirmed' ? ['rewards.firstSync', 'rewards.firstPeriod'].map((k) => translate(r.language, k)) : shownTime('f', r),
  date: (r) => shownTime('f', r),
  time: (r, key) =>
    key === 'period.asOf'
      ? shownTime('R', r, -4)
      : key.startsWith('setup.panel')
        ? '18:00'
        : key.startsWith('schedule.every')
          ? '18:00'
          : shownTime('f', r),
  when: (r, key) =>
    /^schedule\.(hello|created|createdNow)$/.test(key)
      ? translate(r.language, 'schedule.every.withZone', {
          when: translate(r.language, 'schedule.every.weekday.mon', { time: '18:00' }),
          zone: 'Europe/Berlin',
        })
      : /^(feed\.(announce|list)|schedule\.post\.updated|setup\.panel\.changed|rewards\.list\.lastSync|raid\.recent\.|(moves\.outcome|info\.tokens\.add|raid)\.expired)/.test(
            key,
          )
        ? shownTime('R', r, -5)
        : key === 'raid.preview.content'
          ? shownTime('R', r)
          : shownTime('f', r),
  rank: (r) => num(3, r),
  page: (r) => num(2, r),
  pages: (r) => num(5, r),
  gainers: (r) => num(57, r),
  remaining: (r) => num(12, r),
  holders: (r) => countedAll('holders', r),
  requests: (r) => countedAll('requests', r, [1, 2, 5, 21, 2000]),
  // A duration's bound is the same span in minutes (30 days); elsewhere a count of minutes at each form.
  minutes: (r, key) =>
    key === 'errors.parse.durationBounds' ? counted('minutes', 43_200, r) : countedAll('minutes', r, [1, 2, 5, 21, 90]),
  weeks: (r) => countedAll('weeks', r, [1, 2, 5, 21]),
  partMembers: (r) => countedAll('members', r, [1, 2, 5, 21, 1000]),
  membersAll: (r) => countedAll('members', r, [1, 2, 5, 21, 4120]),
  max: (r, key) =>
    /^errors\.option\.too/.test(key)
      ? countedAll('characters', r, [1, 2, 5, 21, 100])
      : /^(errors\.parse\.tooManyMembers|common\.export\.names)/.test(key)
        ? countedAll('members', r, [1, 2, 5, 21, 1000])
        : key === 'errors.parse.durationBounds'
          ? formatSpan(30 * 86_400_000, r)
          : num(1000, r),
  min: (r, key) => (/^errors\.option\.too/.test(key) ? countedAll('characters', r, [1, 2, 5, 21, 100]) : num(1, r)),
  balance: (r) => num(5_000_000, r),
  gain: (r) => `+${num(120, r)}`,
  // Dollars with both cent digits, as money is written (src/features/moves/view.ts).
  amount: (r, key) =>
    key === 'moves.prize.dollars' ? new Intl.NumberFormat(r.locale, { minimumFractionDigits: 2 }).format(1234.5) : num(1234.5, r),
  tokens: (r) => num(0.25, r),
  held: (r) => num(12.5, r),
  needed: (r) => num(20, r),
  before: (r) => num(30, r),
  now: (r) => num(10, r),
  after: (r) => num(9, r),
  total: (r) => num(1000, r),
};

/** A table's word as the quest list's filters write it: in running text. */
/** An enum word as the views put it into a sentence (`inRunningText`); a quest's recurrence heads its own line. */
const running = (r: Reader, key: string, word: string) => (key === 'quest.recurrence.named' ? word : inRunningText(word, r));

/** "every minute", "every 90 minutes": the bot's own phrase for how often. */
const everyPhrase = (ms: number, r: Reader): string => formatEvery(ms, r);
/** A count with its noun, as the bot writes it (`common.count`), at each count that picks a form. */
const countedAll = (noun: Counted, r: Reader, counts: readonly number[] = [1, 2, 5, 21, 200_000]) => counts.map((n) => counted(noun, n, r));

/**
 * Texts whose plural is never given 1: one unit has its own text (common.every), one member
 * is named by its own text (a move headline's `.member`, picked in src/features/moves/view.ts).
 */
export const NEVER_ONE = /^(common\.every\.|moves\.(headline|doneHeadline)\.\w+\.members$)/;

function sample(name: string, r: Reader, key: string): string[] {
  const kind = PLACEHOLDERS[name];
  // Unknown to src/i18n/placeholders.ts: shown as such (test/i18n.grammar.test.ts fails on it).
  if (kind === undefined) return [`{{${name}?}}`];
  const v = (NAMED[name] ?? KIND_SAMPLES[kind])(r, key);
  return Array.isArray(v) ? v : [v];
}

/** The names of a text's `{{…}}` placeholders (not command references, not `n` of a plural). */
export function placeholderNames(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*-?\s*([A-Za-z_][\w.]*)[^}]*\}\}/g)].map((m) => m[1]!))];
}

/** A language's reply texts as i18next holds them (command references already written out), by key. */
export function replyTexts(language: Language): Map<string, string> {
  const all = flatten(I18N.store.data[language]![NAMESPACE] as never);
  return new Map([...all].filter(([k]) => !DEFINITION_TEXT.test(k)));
}

const PLURAL = new RegExp(`^(.*)_(${FORMS.join('|')})$`);

/** Every reply text of a language rendered (see the module's comment), grouped by key in the order English has them. */
export function renderAll(language: Language): Rendered[] {
  const r = readerFor(language);
  const english = replyTexts('en');
  const texts = replyTexts(language);
  const seen = new Set<string>();
  const out: Rendered[] = [];
  for (const enKey of english.keys()) {
    const base = PLURAL.exec(enKey)?.[1];
    const key = base && english.has(`${base}_other`) ? base : enKey;
    if (seen.has(key)) continue;
    seen.add(key);
    const plural = key !== enKey;
    const template = plural ? (texts.get(`${key}_other`) ?? english.get(`${key}_other`)!) : (texts.get(key) ?? english.get(key)!);
    const names = placeholderNames(template).filter((n) => !(plural && n === 'n'));
    const values: Record<string, string[]> = Object.fromEntries(names.map((n) => [n, sample(n, r, key)]));
    // One line per value of the first placeholder with several; the others take their first.
    const varied = names.find((n) => values[n]!.length > 1);
    const variants = varied
      ? values[varied]!.map((v) => ({ label: `${varied}=${v}`, fixed: { [varied]: v } }))
      : [{ label: '', fixed: {} }];
    const lines: Rendered['lines'] = [];
    for (const variant of variants) {
      const base = { ...Object.fromEntries(names.map((n) => [n, values[n]![0]!])), ...variant.fixed };
      if (plural) {
        for (const c of COUNTS.filter((c) => c !== 1 || !NEVER_ONE.test(key)))
          lines.push({
            label: [variant.label, `count=${c}`].filter(Boolean).join(' '),
            text: translate(language, key, { ...base, count: c, n: num(c, r) }),
          });
      } else {
        lines.push({ label: variant.label, text: translate(language, key, base) });
      }
    }
    out.push({ key, area: key.split('.')[0]!, lines });
  }
  return out;
}

/** The rendering as a reviewer reads it: grouped by area, each key then its sentences, one a line. */
/**
 * Texts Discord shows as plain text, marked for a reviewer (no Markdown there, so a command is
 * written plainly): embed footers, a refusal's message after its option (escaped, as it may hold
 * what the member typed), and the reasons put escaped into another message.
 */
const PLAIN =
  /^(errors\.(option|parse|address|chain|write)\.|errors\.lookup\.(pointSystem|quest)\.|moves\.check\.|board\.leaderboard\.noButtons$|schedule\.list\.zone$|(period|quest\.completions|quest\.info|quest\.list|info\.(chains|verify|wallets))\.footer$|quest\.completions\.narrow$)/;

export function renderedFile(language: Language, rendered: Rendered[]): string {
  const out: string[] = [
    `# ${language}: every reply text, rendered (${rendered.length} texts)`,
    '# A key marked (plain text) is shown without Markdown formatting: a footer, a refusal after its option, a reason inside another message.',
    '',
  ];
  let area = '';
  for (const x of rendered) {
    if (x.area !== area) {
      area = x.area;
      out.push('', `## ${area}`, '');
    }
    out.push(`[${x.key}]${PLAIN.test(x.key) ? ' (plain text)' : ''}`);
    for (const l of x.lines) out.push(`  ${l.label ? `(${l.label}) ` : ''}${l.text.replace(/\n/g, ' ⏎ ')}`);
  }
  return `${out.join('\n')}\n`;
}
