import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, HOSTILE } from '../src/sandbox/index.js';
import { escape } from '../src/discord/limits.js';
import { EXAMPLE_POST_URL } from '../src/input/parse.js';
import { startTestBot, type RunResult, type TestBot } from './harness.js';
import { expectAnswered, payloadText } from './hardening.helpers.js';

/**
 * API data is not trusted to be harmless: names, descriptions, usernames and symbols holding
 * pings, masked links (several on a line), headings, subtext, lists, quotes and code fences
 * must render inert. Every payload sent carries `allowed_mentions: { parse: [] }`, and the
 * text is escaped. The one field shown as markdown on purpose is a quest's full description
 * (the spec allows markdown there): its mentions are defused instead.
 */

/** Masked links whose `[` is not escaped; the bot's own link labels are allowed. */
function liveMaskedLinks(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split('\n')) {
    for (let at = line.indexOf(']('); at >= 0; at = line.indexOf('](', at + 2)) {
      const open = line.lastIndexOf('[', at);
      if (open < 0) continue;
      const label = line.slice(open + 1, at);
      if (line[open - 1] !== '\\' && label !== 'Social post') found.push(line.slice(open, at + 30));
    }
  }
  return found;
}

/**
 * Lines that Discord would render as a heading, subtext, quote or code fence (the bot uses
 * none), or as one of HOSTILE's list items (the bot numbers its own lists).
 */
function liveBlocks(text: string): string[] {
  return text.split('\n').filter((l) => /^\s*(#{1,3} |-# |>|- item|1\. item)/.test(l) || /(^|[^\\])```/.test(l));
}

describe('escape', () => {
  it('escapes every masked link on a line, not only the first', () => {
    const out = escape('[a](https://evil.example/1) then [b](https://evil.example/2) [c](https://e.vil)');
    expect(out).toBe('\\[a](https://evil.example/1) then \\[b](https://evil.example/2) \\[c](https://e.vil)');
    expect(liveMaskedLinks(out)).toEqual([]);
  });

  it('escapes subtext and quotes at line starts, which escapeMarkdown leaves alone', () => {
    expect(escape('-# small\n> quote\n>>> all\n  -# indented')).toBe('\\-# small\n\\> quote\n\\>>> all\n  \\-# indented');
  });

  it.each([HOSTILE.name, HOSTILE.line, HOSTILE.block])('leaves nothing live in %j', (text) => {
    const out = escape(text);
    expect(liveMaskedLinks(out)).toEqual([]);
    expect(liveBlocks(out)).toEqual([]);
  });

  it('keeps links and custom emoji usable and stays linear on hostile input', () => {
    expect(escape('see https://x.com/a_b*c and <:big_smile:123>')).toBe('see https://x.com/a_b*c and <:big_smile:123>');
    // Inputs that made discord.js's regexes backtrack for seconds: now each is one pass.
    for (const text of ['[a](b '.repeat(1000), '['.repeat(5000), '*'.repeat(5000), '_a'.repeat(2500), 'x'.repeat(5000)]) {
      expect(escape(text).length).toBeGreaterThanOrEqual(text.length);
    }
  });
});

describe('hostile API data through every command', () => {
  const AUDIT = '1203458820156252777';
  let bot: TestBot;
  beforeAll(async () => {
    bot = await startTestBot({
      keys: (sb) => ({ [DEMO.guildId]: sb.addCommunity({ hostile: true }) }),
      config: (c) => {
        c.discord.auditChannelId = AUDIT;
      },
    });
  });
  afterAll(() => bot?.close());

  it('every payload allows no mentions, and no masked link, heading, subtext, list, quote or fence is live', async () => {
    const mod = () => bot.moderator();
    const runs: [string, RunResult][] = [];
    const run = async (name: string, p: Promise<RunResult>) => {
      const r = await p;
      expectAnswered(r);
      runs.push([name, r]);
      return r;
    };
    await run('tokens', bot.slash('tokens', { subcommand: 'list' }, mod()));
    await run('quest info', bot.slash('quest', { subcommand: 'info', quest: DEMO.quests.active }, mod()));
    await run('leaderboard', bot.slash('leaderboard', {}, mod()));
    await run('points systems', bot.slash('points', { subcommand: 'systems', 'include-shared': true }, mod()));
    await run('points balance', bot.slash('points', { subcommand: 'balance', member: DEMO.memberId }, mod()));
    await run('treasury balance', bot.slash('treasury', { subcommand: 'balance', chain: 'Ethereum' }, mod()));
    await run('treasury inventory', bot.slash('treasury', { subcommand: 'inventory', chain: 'Ethereum' }, mod()));
    await run('verify', bot.slash('verify', { member: DEMO.gating.linked }, mod()));
    const raidMod = mod();
    const preview = await run(
      'raid preview',
      bot.slash(
        'raid',
        {
          subcommand: 'create',
          title: '@everyone [a](https://e.vil) [b](https://e.vil)',
          description: HOSTILE.line,
          'post-url': EXAMPLE_POST_URL,
          'reward-type': 'TOKEN_POOL',
          chain: 'Base',
          token: 'native',
          amount: 0.01,
        },
        raidMod,
      ),
    );
    const confirm = ((preview.message?.components ?? []) as { components: { custom_id: string }[] }[])[0]!.components[0]!.custom_id;
    await run('raid confirm', bot.button(confirm, raidMod));

    const autocomplete = await bot.autocomplete('leaderboard', { system: '' }, 'system', mod());
    expect(autocomplete.choices?.length).toBeGreaterThan(0);

    for (const [name, r] of runs) {
      expect(r.payloads.length, name).toBeGreaterThan(0);
      for (const p of r.payloads) {
        expect(p.allowed_mentions, name).toEqual({ parse: [] });
        const text = payloadText(p);
        // The hostile data did reach this view (else the checks below prove nothing).
        expect(text, name).toMatch(/e\.vil|evil\.example|@everyone|@here/);
        const markdown = name === 'quest info' ? ((p.embeds as { description?: string }[])[0]?.description ?? '') : '';
        const checked = text.replace(markdown, '');
        expect(liveMaskedLinks(checked), name).toEqual([]);
        expect(liveBlocks(checked), name).toEqual([]);
      }
    }
    // The audit line quotes the moderator's title: escaped and mention-free too.
    const audit = bot.calls.filter((c) => c.path === `/channels/${AUDIT}/messages`).map((c) => c.body as Record<string, unknown>);
    expect(audit.length).toBeGreaterThan(0);
    for (const body of audit) {
      expect(body.allowed_mentions).toEqual({ parse: [] });
      expect(liveMaskedLinks(String(body.content))).toEqual([]);
    }
  });

  it("a quest's full description keeps its markdown but none of its mentions", async () => {
    const r = await bot.slash('quest', { subcommand: 'info', quest: DEMO.quests.active }, bot.member());
    const description = String((r.message?.embeds as { description?: string }[])[0]?.description);
    expect(description).toContain('# big');
    for (const ping of ['@everyone', '@here', '<@&1203458820156252555>', '<@298176450913796097>']) expect(description).not.toContain(ping);
    expect(r.message?.allowed_mentions).toEqual({ parse: [] });
  });
});
