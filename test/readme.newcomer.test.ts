import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commands } from '../commands/index.js';

/** Issue 28 item 17: what the README tells a newcomer about the commands matches the definitions. */

const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');

describe('README, as a newcomer reads it', () => {
  it('names every command hidden from members by default (default_member_permissions), and no other', () => {
    const sentence = /Moderator commands \(([\s\S]*?)\) are hidden from members by default/.exec(readme)?.[1];
    expect(sentence).toBeDefined();
    const named = [...(sentence ?? '').matchAll(/`\/([a-z-]+)`/g)].map((m) => m[1]).sort();
    const hidden = commands.filter((c) => c.definition.default_member_permissions !== undefined).map((c) => c.name).sort();
    expect(named).toEqual(hidden);
  });

  it('names the moderator subcommands of member commands, which show in everyone\'s picker', () => {
    const sentence = /Discord cannot\s+hide a single subcommand, so ([\s\S]*?) show in everyone's picker/.exec(readme)?.[1] ?? '';
    for (const c of commands) {
      for (const sub of (c.moderatorSubcommands ?? []) as readonly string[]) expect(sentence, `/${c.name} ${sub}`).toMatch(new RegExp(`/${c.name} [a-z|]*\\b${sub}\\b`));
    }
  });

  it('no longer calls the public language "stored for the coming localisation"', () => {
    expect(readme).not.toContain('coming localisation');
  });
});
