import { ApplicationCommandOptionType as T, type APIApplicationCommandOption } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../commands/index.js';
import { readArgs } from '../src/discord/slash.js';
import { ENGLISH } from '../src/i18n/reader.js';
import { rendersAsNothing } from '../src/i18n/visible.js';
import { EXAMPLE_POST_URL } from '../src/input/parse.js';
import { startTestBot, type TestBot } from './harness.js';
import { shown, upstream } from './reply-helpers.js';

/**
 * Text that renders as nothing (zero-width, combining marks only, format
 * characters) counts as empty, as spaces do, for every text option.
 */

const NOTHING = [
  '   ',
  '\u200B',
  '\u200B\u200C\u200D\u2060',
  '\uFEFF',
  '\u0301\u0308',
  '\u00AD',
  '\u202E\u202C',
  ' \u3164 ',
  '\uFE0F',
  '\u2800',
];
const SOMETHING = ['a', ' x ', 'é', 'e\u0301', '🎉', '\u200Bhi', '日本'];

it('rendersAsNothing: blank, zero-width, format and combining-only text is nothing; any visible character is something', () => {
  for (const t of NOTHING) expect(rendersAsNothing(t), JSON.stringify(t)).toBe(true);
  for (const t of SOMETHING) expect(rendersAsNothing(t), JSON.stringify(t)).toBe(false);
});

/** Every free-text option of every command (no choices), with the subcommand it sits under. */
function textOptions(): { command: string; subcommand?: string; name: string }[] {
  const out: { command: string; subcommand?: string; name: string }[] = [];
  for (const m of commands) {
    const top = (m.definition.options ?? []) as APIApplicationCommandOption[];
    const visit = (options: APIApplicationCommandOption[], subcommand?: string) => {
      for (const o of options) {
        if (o.type === T.Subcommand) visit((o.options ?? []) as APIApplicationCommandOption[], o.name);
        else if (o.type === T.String && !('choices' in o && o.choices?.length))
          out.push({ command: m.name, ...(subcommand ? { subcommand } : {}), name: o.name });
      }
    };
    visit(top);
  }
  return out;
}

it('every text option of every command refuses text that shows nothing, naming the option', () => {
  const options = textOptions();
  // The walk finds the options it checks.
  expect(options.length).toBeGreaterThan(20);
  expect(options).toContainEqual({ command: 'raid', subcommand: 'create', name: 'title' });
  for (const { command, subcommand, name } of options) {
    const definition = commands.find((c) => c.name === command)!.definition;
    for (const value of ['\u200B', '\u0301', '  ']) {
      const r = readArgs(definition, { ...(subcommand ? { subcommand } : {}), [name]: value });
      expect(r.ok, `${command} ${subcommand ?? ''} ${name}`).toBe(false);
      if (r.ok) continue;
      const issue = r.issues.find((i) => i.field === name);
      expect(issue?.message(ENGLISH), `${command} ${subcommand ?? ''} ${name}`).toMatch(/must not be empty: it shows nothing/);
    }
  }
});

describe('as a moderator types it', () => {
  let bot: TestBot;
  beforeAll(async () => {
    bot = await startTestBot();
  });
  afterAll(() => bot?.close());

  it('/raid create title:"\\u200B" is refused privately, like "   ", and nothing is sent', async () => {
    for (const title of ['\u200B', '   ', '\u0301']) {
      const raid = {
        subcommand: 'create',
        title,
        'post-url': EXAMPLE_POST_URL,
        'reward-type': 'TOKEN_POOL',
        chain: 'Base',
        token: 'native',
        amount: 10,
      };
      const [r, sent] = await upstream(bot.sandbox, () => bot.slash('raid', raid, bot.moderator()));
      expect(sent).toBe(0);
      expect(r.ephemeral).toBe(true);
      expect(shown(r).content).toContain('`title`: must not be empty: it shows nothing');
    }
  });
});
