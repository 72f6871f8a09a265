import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../commands/index.js';
import { parseConfig } from '../src/config.js';
import { parseFlags } from '../src/console/flags.js';
import { runLine } from '../src/console/loop.js';
import { createOutput } from '../src/console/output.js';
import { setUp, type ConsoleSetup } from '../src/console/setup.js';
import { silentLogger } from '../src/log.js';
import { DEMO } from '../src/sandbox/demo.js';
import { startSandbox, type Sandbox } from '../src/sandbox/index.js';

/**
 * On the console's demo server the user set no key anywhere; /setup says the
 * console's sandbox provides it, in every language, and says "the environment" only when the
 * environment (COMMUNITY_API_URL with COMMUNITY_API_KEY) does.
 */

async function setupText(flags: string[], env: Record<string, string>): Promise<string> {
  const parsed = parseFlags(['--fast', '--as', 'admin', ...flags]);
  if (parsed.kind !== 'run') throw new Error('flags');
  let setup: ConsoleSetup | undefined;
  let printed = '';
  try {
    setup = await setUp(parsed.flags, parseConfig({ NODE_ENV: 'test', ...env }), commands, silentLogger);
    const sink = { write: (t: string) => ((printed += t), true) } as unknown as NodeJS.WritableStream;
    await runLine(setup.session, '/setup', createOutput({ output: sink, errors: sink }, { json: false, ansi: false }), {
      json: false,
      interactive: false,
    });
  } finally {
    await setup?.close();
  }
  return printed.replace(/\s+/g, ' ');
}

describe('/setup on the console', () => {
  it.each([
    ['en-US', "The console's sandbox provides this server's key", 'environment'],
    ['de', 'Die Sandbox der Konsole stellt den Schlüssel dieses Servers', 'Umgebung'],
    ['es-ES', 'El entorno de pruebas de la consola proporciona la clave', 'El entorno del bot'],
    ['fr', 'Le bac à sable de la console fournit la clé', 'L’environnement'],
    ['pt-BR', 'O sandbox do console fornece a chave', 'ambiente'],
    ['ru', 'Ключ этого сервера даёт песочница консоли', 'Окружение'],
    ['ja', 'コンソールのサンドボックス', '環境変数'],
  ])(
    'on the sandbox (%s): the sandbox provided the key, not the environment',
    async (locale, said, notSaid) => {
      const text = await setupText(['--locale', locale], {});
      expect(text).toContain(said);
      expect(text).not.toContain(notSaid);
    },
    60_000,
  );

  describe('against COMMUNITY_API_URL with COMMUNITY_API_KEY', () => {
    let sandbox: Sandbox;
    beforeAll(async () => {
      sandbox = await startSandbox({ ratePerSecond: 0 });
    });
    afterAll(() => sandbox?.close());

    it('says the environment holds it', async () => {
      const text = await setupText([], {
        COMMUNITY_API_URL: sandbox.url,
        COMMUNITY_API_KEY: sandbox.demoKey,
        DISCORD_GUILD_ID: DEMO.guildId,
      });
      expect(text).toContain("The bot's environment (COMMUNITY_API_KEY / COMMUNITY_API_KEYS) holds this server's key");
      expect(text).not.toContain('sandbox');
    }, 60_000);
  });
});
