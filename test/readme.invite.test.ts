import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PermissionFlagsBits } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { BOT_PERMISSIONS, INVITE_SCOPES, inviteUrl } from '../src/bot/permissions.js';
import { createOutput } from '../src/console/output.js';
import { BOARD_CARD_FILE } from '../src/features/leaderboard/view.js';

/**
 * What the documentation tells a newcomer about creating the application and the invite
 * (docs/discord-setup.md), the tests that need servers (docs/testing.md) and the console's card
 * files (docs/console.md) holds to the code.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const doc = (name: string) => readFileSync(join(ROOT, 'docs', name), 'utf8');
const setup = doc('discord-setup.md');
/** A document with its line breaks as spaces, as it reads. */
const flatten = (text: string) => text.replace(/\s+/g, ' ');
const flat = flatten(setup);

describe("docs/discord-setup.md's invite", () => {
  const printed = /https:\/\/discord\.com\/oauth2\/authorize\?\S+/.exec(setup)?.[0] ?? '';

  it('is the invite the code builds: scopes `bot applications.commands`, permissions BOT_PERMISSIONS', () => {
    expect(printed).toBe(inviteUrl('APPLICATION_ID'));
    const q = new URL(printed).searchParams;
    expect(q.get('scope')).toBe('bot applications.commands');
    expect(q.get('scope')).toBe(INVITE_SCOPES.join(' '));
    expect(q.get('permissions')).toBe(String(BOT_PERMISSIONS));
    expect(flat.includes(`\`${BOT_PERMISSIONS}\` is \`BOT_PERMISSIONS\``), `\`${BOT_PERMISSIONS}\` is \`BOT_PERMISSIONS\``).toBe(true);
  });

  it('names the permissions the integer holds, and the integer without Manage Roles', () => {
    const named = {
      ViewChannel: 'View Channel',
      SendMessages: 'Send Messages',
      EmbedLinks: 'Embed Links',
      ManageRoles: 'Manage Roles',
    } as const;
    let sum = 0n;
    for (const [flag, words] of Object.entries(named)) {
      sum |= PermissionFlagsBits[flag as keyof typeof named];
      expect(flat.includes(`**${words}**`), `**${words}**`).toBe(true);
    }
    expect(BOT_PERMISSIONS).toBe(sum);
    expect(
      flat.includes(`\`${BOT_PERMISSIONS & ~PermissionFlagsBits.ManageRoles}\` if you run no role`),
      `\`${BOT_PERMISSIONS & ~PermissionFlagsBits.ManageRoles}\` if you run no role`,
    ).toBe(true);
  });

  it('says where the Server Members intent is and that the bot connects with none', async () => {
    expect(/\*\*Bot\*\* tab[\s\S]{0,200}\*\*Privileged Gateway Intents\*\*[\s\S]{0,100}\*\*Server Members Intent\*\*/.test(flat)).toBe(
      true,
    );
    const { clientOptions } = await import('../src/bot/bot.js');
    const { parseConfig } = await import('../src/config.js');
    expect(clientOptions(parseConfig({ NODE_ENV: 'test' })).intents).toEqual([]);
  });
});

describe("docs/testing.md's table of suites that need PostgreSQL or Redis", () => {
  const testing = doc('testing.md');
  /** The table row `| <label> | … |`: the suites it names. */
  const listed = (label: string) =>
    [...(new RegExp(`^\\| ${label} \\|(.*)\\|$`, 'm').exec(testing)?.[1] ?? '').matchAll(/`(test\/[\w.-]+\.test\.ts)`/g)]
      .map((m) => m[1]!)
      .sort();

  it('is every test file that asks for a server, under the servers it asks for', () => {
    const asks = new Map<string, Set<string>>();
    for (const f of readdirSync(join(ROOT, 'test')).filter((n) => n.endsWith('.test.ts'))) {
      const kinds = new Set(
        [...readFileSync(join(ROOT, 'test', f), 'utf8').matchAll(/serverAvailable\('(postgres|redis)'/g)].map((m) => m[1]!),
      );
      if (kinds.size) asks.set(`test/${f}`, kinds);
    }
    const want = (k: 'postgres' | 'redis' | 'both') =>
      [...asks]
        .filter(([, s]) => (k === 'both' ? s.size === 2 : s.size === 1 && s.has(k)))
        .map(([f]) => f)
        .sort();
    expect(listed('PostgreSQL')).toEqual(want('postgres'));
    expect(listed('Redis')).toEqual(want('redis'));
    expect(listed('both')).toEqual(want('both'));
  });
});

describe("docs/console.md's word on the console's card files", () => {
  it('is where the console writes a card and what it prints', () => {
    let printed = '';
    const sink = { write: (t: string) => ((printed += t), true) } as unknown as NodeJS.WritableStream;
    const output = createOutput({ output: sink, errors: sink }, { json: false, ansi: false });
    output.show({
      ok: true,
      deliveries: [
        {
          kind: 'reply',
          private: false,
          body: {},
          ref: 1,
          message: { content: 'board' },
          files: [{ name: BOARD_CARD_FILE, data: Buffer.from('png') }],
        },
      ],
    });
    const path = /📎 (\S+) saved to (\S+)/.exec(printed);
    expect(path?.[1]).toBe(BOARD_CARD_FILE);
    const file = path?.[2] ?? '';
    try {
      expect(existsSync(file)).toBe(true);
      expect(dirname(dirname(file))).toBe(tmpdir());
      expect(basename(dirname(file))).toMatch(/^community-console-\w{6}$/);
      const consoleDoc = flatten(doc('console.md'));
      expect(consoleDoc.includes('`$TMPDIR/community-console-XXXXXX/`')).toBe(true);
      expect(consoleDoc.includes(`\`📎 ${BOARD_CARD_FILE} saved to <path>\``), `\`📎 ${BOARD_CARD_FILE} saved to <path>\``).toBe(true);
    } finally {
      if (file) rmSync(dirname(file), { recursive: true, force: true });
    }
  });
});
