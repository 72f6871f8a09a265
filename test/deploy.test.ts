import { spawn } from 'node:child_process';
import { definitionsOf } from '../src/command/contract.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { commands } from '../commands/index.js';
import { parseConfig } from '../src/config.js';
import { silentLogger } from '../src/log.js';
import { checkCommands, parseDeployArgs, runDeploy } from '../src/bot/deploy.js';
import { createRegistry } from '../src/bot/registry.js';
import { DISCORD_LOCALES, LANGUAGES, SOURCE_LANGUAGE } from '../src/i18n/locales.js';
import { startDiscordStandIn, type DiscordStandIn } from '../src/bot/offline/discord-rest.js';
import { fixtureModules } from './fixtures/modules.js';
import { entryArgs } from './support/entries.js';

const TOKEN = 'offline.deploy.token';
const GUILD = '123456789012345678';

function run(args: string[], env: Record<string, string>, cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...entryArgs('src/deploy-main.ts'), ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', DISCORD_TOKEN: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    // Decode as a stream: a chunk may end inside a multi-byte character (the translations are UTF-8).
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('checkCommands', () => {
  const ok = () => new SlashCommandBuilder().setName('thing').setDescription('A thing').setContexts(InteractionContextType.Guild);

  test('the real commands and the fixtures pass', () => {
    expect(checkCommands([...commands, ...fixtureModules()].flatMap(definitionsOf))).toEqual([]);
  });

  test.each<[string, object, RegExp]>([
    ['uppercase name', { ...ok().toJSON(), name: 'Thing' }, /must be lowercase/],
    ['name with a space', { ...ok().toJSON(), name: 'a thing' }, /must match/],
    ['name over 32', { ...ok().toJSON(), name: 'x'.repeat(33) }, /must match/],
    ['empty description', { ...ok().toJSON(), description: '' }, /description must be 1-100/],
    ['long description', { ...ok().toJSON(), description: 'd'.repeat(101) }, /description must be 1-100/],
    [
      '26 options',
      { ...ok().toJSON(), options: Array.from({ length: 26 }, (_, i) => ({ type: 3, name: `o${i}`, description: 'd' })) },
      /at most 25 options/,
    ],
    [
      '26 choices',
      {
        ...ok().toJSON(),
        options: [
          { type: 3, name: 'o', description: 'd', choices: Array.from({ length: 26 }, (_, i) => ({ name: `c${i}`, value: `${i}` })) },
        ],
      },
      /at most 25 choices/,
    ],
    [
      'required after optional',
      {
        ...ok().toJSON(),
        options: [
          { type: 3, name: 'a', description: 'd' },
          { type: 3, name: 'b', description: 'd', required: true },
        ],
      },
      /required options must come before/,
    ],
    [
      'autocomplete with choices',
      { ...ok().toJSON(), options: [{ type: 3, name: 'a', description: 'd', autocomplete: true, choices: [{ name: 'x', value: 'x' }] }] },
      /exclude each other/,
    ],
    [
      'over 8000 characters',
      {
        ...ok().toJSON(),
        options: Array.from({ length: 25 }, (_, i) => ({
          type: 3,
          name: `o${i}`,
          description: 'd'.repeat(100),
          choices: Array.from({ length: 25 }, (_, j) => ({ name: `c${j}`.padEnd(20, 'x'), value: `${j}` })),
        })),
      },
      /characters in names, descriptions and values \(each in its longest language\); at most 8000/,
    ],
    ['bad option name', { ...ok().toJSON(), options: [{ type: 3, name: 'Bad Name', description: 'd' }] }, /must match/],
  ])('refuses %s', (_what, def, message) => {
    const problems = checkCommands([def as never]);
    expect(problems.some((p) => message.test(p))).toBe(true);
  });

  test('accepts unicode letters, Devanagari and Thai in names', () => {
    expect(checkCommands([{ ...ok().toJSON(), name: 'über-नमस्ते-สวัสดี' }])).toEqual([]);
  });

  test("accepts an apostrophe, as Discord's name rule does (French jusqu'à)", () => {
    expect(checkCommands([{ ...ok().toJSON(), name: "jusqu'à", name_localizations: { fr: "jusqu'à" } }])).toEqual([]);
    expect(checkCommands([{ ...ok().toJSON(), name: 'a"b' }])).toEqual([expect.stringMatching(/name "a\\"b" must match/)]);
  });
});

test('parseDeployArgs', () => {
  expect(parseDeployArgs(['--guild', GUILD, '--dry-run'])).toEqual({ guildId: GUILD, global: false, dryRun: true });
  expect(parseDeployArgs(['--global'])).toEqual({ global: true, dryRun: false });
  expect(parseDeployArgs(['-h'])).toEqual({ help: true, global: false, dryRun: false });
  expect(() => parseDeployArgs(['--guild'])).toThrow(/--guild needs a server id/);
  expect(() => parseDeployArgs(['--guild', GUILD, '--global'])).toThrow(/not both/);
  expect(() => parseDeployArgs(['--force'])).toThrow(/unknown argument "--force"/);
});

// Real processes: on a loaded machine one can take 20 s to start.
describe('npm run deploy-commands -- --dry-run (a real process)', { timeout: 60_000 }, () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'deploy-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  test('prints only valid JSON that passes the offline checks, needs no token; stderr is one plain sentence', async () => {
    const r = await run(['--dry-run'], {}, dir);
    expect(r.code).toBe(0);
    // stderr is a pipe here, not a terminal: still no JSON log line.
    expect(r.stderr).toMatch(/^Dry run: \d+ command definitions printed, nothing sent\.\n$/);
    const body = JSON.parse(r.stdout) as { name: string }[];
    expect(body.map((c) => c.name)).toEqual(expect.arrayContaining(['chains', 'help']));
    expect(checkCommands(body as never)).toEqual([]);
  });

  test('the dry run carries the localisations: names, descriptions and choices in every language (src/i18n)', async () => {
    const r = await run(['--dry-run'], {}, dir);
    expect(r.code).toBe(0);
    type Localized = {
      name: string;
      type?: number;
      name_localizations?: Record<string, string>;
      description_localizations?: Record<string, string>;
    };
    type Option = Localized & { options?: Option[]; choices?: (Localized & { value: string })[] };
    const body = JSON.parse(r.stdout) as Option[];
    expect(body).toEqual(createRegistry(commands).definitions());
    const tip = body.find((c) => c.name === 'tip')!;
    // toMatchObject: a language added to src/i18n/locales.ts adds its locales without touching this test.
    expect(tip.name_localizations).toMatchObject({
      de: 'trinkgeld',
      'es-ES': 'propina',
      'es-419': 'propina',
      fr: 'pourboire',
      'pt-BR': 'gorjeta',
      ru: 'чаевые',
      ja: 'チップ',
    });
    expect(tip.description_localizations?.de).toBe('Einem Mitglied Trinkgeld von der Community geben (du siehst zuerst eine Vorschau)');
    const locales = LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE).flatMap((l) => DISCORD_LOCALES[l]);
    expect(locales).toEqual(expect.arrayContaining(['de', 'es-ES', 'es-419', 'fr', 'pt-BR', 'ru', 'ja']));
    for (const c of body.filter((d) => (d.type ?? 1) === 1))
      expect(Object.keys(c.description_localizations ?? {}).sort(), c.name).toEqual([...locales].sort());
    const member = tip.options?.find((o) => o.name === 'token')?.options?.find((o) => o.name === 'member');
    expect(member?.name_localizations).toMatchObject({ de: 'mitglied', ru: 'участник', ja: 'メンバー' });
    const unit = body.find((c) => c.name === 'burn')?.options?.[0]?.options?.find((o) => o.name === 'unit');
    expect(unit?.choices?.find((c) => c.value === 'dollar')?.name_localizations).toMatchObject({
      fr: 'dollars US',
      'pt-BR': 'dólares americanos',
    });
  });

  test('--help prints the usage on stdout and exits 0', async () => {
    const r = await run(['--help'], {}, dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: npm run deploy-commands -- [--guild ID | --global] [--dry-run]');
    for (const flag of ['--guild ID', '--global', '--dry-run', '--help']) expect(r.stdout).toContain(flag);
    expect(r.stderr).toBe('');
  });

  test('an unknown flag gets the usage on stderr', async () => {
    const bad = await run(['--force'], {}, dir);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('unknown argument "--force"');
    expect(bad.stderr).toContain('Usage: npm run deploy-commands');
  });

  test('a real deploy without a token exits non-zero and says what is missing', async () => {
    const r = await run(['--guild', GUILD], {}, dir);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('DISCORD_TOKEN is missing');
  });

  test('without token and target it names both at once', async () => {
    const r = await run([], {}, dir);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('No target');
    expect(r.stderr).toContain('DISCORD_TOKEN is missing');
  });
});

describe('runDeploy against the REST stand-in', () => {
  let standIn: DiscordStandIn;
  let out = '';
  let err = '';
  beforeAll(async () => {
    standIn = await startDiscordStandIn();
  });
  afterAll(() => standIn?.close());
  afterEach(() => {
    standIn.reset();
    out = '';
    err = '';
  });
  const deploy = (argv: string[], env: Record<string, string> = {}) =>
    runDeploy(argv, {
      config: parseConfig({ NODE_ENV: 'test', DISCORD_TOKEN: TOKEN, ...env }),
      commands,
      logger: silentLogger,
      stdout: { write: (t: string) => (out += t) },
      stderr: { write: (t: string) => (err += t) },
      rest: { api: standIn.apiUrl, retries: 0 },
    });

  test('guild deploy: the application id from /applications/@me, then ONE PUT with every definition', async () => {
    expect(await deploy(['--guild', GUILD])).toBe(0);
    expect(standIn.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /applications/@me',
      `PUT /applications/${standIn.applicationId}/guilds/${GUILD}/commands`,
    ]);
    const put = standIn.calls[1]!;
    expect(put.authorized).toBe(true);
    expect((put.body as { name: string }[]).map((c) => c.name)).toEqual(commands.flatMap(definitionsOf).map((d) => d.name));
    // What deploy-commands sends is the localised definitions (src/i18n), not the modules' English only.
    expect(put.body).toEqual(createRegistry(commands).definitions());
    expect((put.body as { name_localizations?: object }[]).every((c) => c.name_localizations !== undefined)).toBe(true);
    expect(out).toBe('');
    expect(err).toBe(`Deployed ${commands.flatMap(definitionsOf).length} commands to server ${GUILD}.\n`);
  });

  test('global deploy with DISCORD_APPLICATION_ID: just the PUT', async () => {
    const app = '876543210987654321';
    expect(await deploy(['--global'], { DISCORD_APPLICATION_ID: app })).toBe(0);
    expect(standIn.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`PUT /applications/${app}/commands`]);
  });

  test('default target is DISCORD_GUILD_ID; without it --global must be explicit', async () => {
    expect(await deploy([], { DISCORD_GUILD_ID: GUILD })).toBe(0);
    expect(standIn.calls.at(-1)!.path).toBe(`/applications/${standIn.applicationId}/guilds/${GUILD}/commands`);
    standIn.reset();
    expect(await deploy([])).toBe(1);
    expect(err).toContain('pass --guild ID, set DISCORD_GUILD_ID, or pass --global');
    expect(standIn.calls).toHaveLength(0);
  });

  test("a failing PUT exits non-zero with Discord's message", async () => {
    standIn.fail({
      method: 'PUT',
      path: /\/commands$/,
      status: 400,
      body: {
        message: 'Invalid Form Body',
        code: 50035,
        errors: { 0: { name: { _errors: [{ code: 'APPLICATION_COMMAND_INVALID_NAME', message: 'Command name is invalid' }] } } },
      },
    });
    expect(await deploy(['--guild', GUILD])).toBe(1);
    expect(err).toContain('deploy-commands failed');
    expect(err).toContain('Invalid Form Body');
    expect(err).toContain('Command name is invalid');
  });

  test('--dry-run sends nothing', async () => {
    expect(await deploy(['--dry-run', '--global'])).toBe(0);
    expect(standIn.calls).toHaveLength(0);
    expect(JSON.parse(out)).toHaveLength(commands.flatMap(definitionsOf).length);
  });
});
