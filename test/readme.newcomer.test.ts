import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commands } from '../commands/index.js';

/** What the documentation tells a newcomer about who sees which command matches the definitions. */

const read = (path: string) => readFileSync(fileURLToPath(new URL(`../${path}`, import.meta.url)), 'utf8');
const setup = read('docs/discord-setup.md');

describe('docs/discord-setup.md, as a newcomer reads it', () => {
  it('names every command hidden from members by default (default_member_permissions), and no other', () => {
    const sentence = /Moderator commands \(([\s\S]*?)\) are hidden from members by default/.exec(setup)?.[1];
    expect(sentence).toBeDefined();
    const named = [...(sentence ?? '').matchAll(/`\/([a-z-]+)`/g)].map((m) => m[1]).sort();
    const hidden = commands
      .filter((c) => c.definition.default_member_permissions !== undefined)
      .map((c) => c.name)
      .sort();
    expect(named).toEqual(hidden);
  });

  it("names the moderator subcommands of member commands, which show in everyone's picker", () => {
    const sentence = /Discord cannot\s+hide a single subcommand, so ([\s\S]*?) show in everyone's picker/.exec(setup)?.[1] ?? '';
    for (const c of commands) {
      for (const sub of (c.moderatorSubcommands ?? []) as readonly string[])
        expect(sentence, `/${c.name} ${sub}`).toMatch(new RegExp(`/${c.name} [a-z|]*\\b${sub}\\b`));
    }
  });

  it('no document calls the public language "stored for the coming localisation"', () => {
    const files = [
      'README.md',
      ...readdirSync(fileURLToPath(new URL('../docs/', import.meta.url)))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ];
    for (const f of files) expect(read(f), f).not.toContain('coming localisation');
  });
});
