import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { commands } from '../commands/index.js';
import { parseFlags } from '../src/console/flags.js';
import { createOutput } from '../src/console/output.js';
import { setUp, type ConsoleSetup } from '../src/console/setup.js';
import { parseConfig } from '../src/config.js';
import { silentLogger } from '../src/log.js';
import { MEMBER_PERMISSIONS, startTestBot, type RunResult, type TestBot } from './harness.js';

/**
 * /setup is the administrators' (Manage Server), not every moderator's. /help
 * lists it in a section of its own, shown to those who may run it, in every language; the
 * console's help says so too.
 */

type Field = { name: string; value: string };
const fields = (r: RunResult) => ((r.message?.embeds ?? []) as { fields?: Field[] }[])[0]?.fields ?? [];
const HELPERS = '1203458820156252999';

let bot: TestBot;
beforeAll(async () => {
  bot = await startTestBot({ config: (c) => void (c.discord.moderatorRoleIds = [HELPERS]) });
});
afterAll(() => bot?.close());

describe('/help and /setup', () => {
  test('a member with Manage Server finds /setup under the administrator commands, not the moderator ones', async () => {
    const f = fields(await bot.slash('help', {}, bot.moderator()));
    const moderator = f
      .filter((x) => x.name.startsWith('Moderator commands'))
      .map((x) => x.value)
      .join('\n');
    const admin = f
      .filter((x) => x.name.startsWith('Administrator commands'))
      .map((x) => x.value)
      .join('\n');
    expect(f.map((x) => x.name)).toContain('Administrator commands (Manage Server)');
    expect(admin).toContain('`/setup');
    expect(moderator).toContain('`/raid create');
    expect(moderator).not.toContain('/setup');
  });

  test('a moderator by role only (no Manage Server) sees the moderator commands, and no /setup', async () => {
    const f = fields(await bot.slash('help', {}, bot.member({ roles: [HELPERS], permissions: MEMBER_PERMISSIONS })));
    expect(f.map((x) => x.name)).toContain('Moderator commands');
    expect(f.some((x) => x.name.startsWith('Administrator commands'))).toBe(false);
    expect(f.map((x) => x.value).join('\n')).not.toContain('/setup');
  });

  test.each([
    ['de', 'Befehle für Administratoren („Server verwalten“)', 'Befehle für Moderatoren'],
    ['es-ES', 'Comandos de administración («Gestionar servidor»)', 'Comandos de moderación'],
    ['fr', 'Commandes d’administration («\u202fGérer le serveur\u202f»)', 'Commandes de modération'],
    ['pt-BR', 'Comandos de administração (Gerenciar servidor)', 'Comandos de moderação'],
    ['ru', 'Команды администраторов (право «Управлять сервером»)', 'Команды модераторов'],
    ['ja', '管理者用コマンド（サーバー管理）', 'モデレーター用コマンド'],
  ])("in %s the section is named with Discord's own word for the permission", async (locale, admin, moderator) => {
    const f = fields(await bot.slash('help', {}, bot.moderator({ locale })));
    const section = f.find((x) => x.name === admin);
    expect(section?.value).toMatch(/`\/[^ `]+/);
    expect(
      f
        .filter((x) => x.name.startsWith(moderator))
        .map((x) => x.value)
        .join('\n'),
    ).not.toContain(section!.value.split(' ')[0]!);
  });
});

describe("the console's help", () => {
  let setup: ConsoleSetup;
  beforeAll(async () => {
    const parsed = parseFlags(['--fast', '--as', 'admin']);
    if (parsed.kind !== 'run') throw new Error('flags');
    setup = await setUp(parsed.flags, parseConfig({ NODE_ENV: 'test' }), commands, silentLogger);
  });
  afterAll(() => setup?.close());

  test('marks /setup for administrators and the moderator-only subcommands of member commands', () => {
    let printed = '';
    const sink = { write: (t: string) => ((printed += t), true) } as unknown as NodeJS.WritableStream;
    createOutput({ output: sink, errors: sink }, { json: false, ansi: false }).help(setup.session);
    const line = (start: string) => printed.split('\n').find((l) => l.startsWith(`  ${start} `)) ?? '';
    expect(line('/setup')).toContain('(administrators: Manage Server or Administrator)');
    expect(line('/setup')).not.toContain('(moderators)');
    expect(line('/raid create')).toContain('(moderators)');
    expect(line('/points give')).toContain('(moderators)');
    expect(line('/points balance')).not.toContain('(moderators)');
  });
});
