import { createCommunityApi } from '../api/index.js';
import type { CommunityApi } from '../api/types.js';
import type { CommandModule } from '../bot/command.js';
import { createHarness, type Harness } from '../bot/offline/harness.js';
import type { Config } from '../config.js';
import { registerSecret, type Logger } from '../log.js';
import { DEMO, demoMemberNames, startSandbox, type Sandbox } from '../sandbox/index.js';
import type { ConsoleFlags } from './flags.js';
import { Members } from './members.js';
import { Session } from './session.js';

/**
 * Session set-up: the Community API the console talks to (its own sandbox, or
 * COMMUNITY_API_URL with the guild's key), the bot on the offline harness, and the person at
 * the keyboard. `close()` stops all of it, in reverse order.
 */

export interface ConsoleSetup {
  session: Session;
  /** Two lines: what the console talks to, and who you are. */
  banner: string;
  close(): Promise<void>;
}

/** Refused before anything starts: the message, for stderr (exit code 2). */
export function setupProblem(flags: ConsoleFlags, config: Config): string | undefined {
  const guildId = flags.guild ?? DEMO.guildId;
  if (config.api.baseUrl && !(config.api.keysByGuild[guildId] ?? config.api.defaultKey)) {
    return 'COMMUNITY_API_KEY: missing; set it with COMMUNITY_API_URL (or unset COMMUNITY_API_URL to use the sandbox)';
  }
  return undefined;
}

export async function setUp(flags: ConsoleFlags, config: Config, commands: readonly CommandModule[], logger: Logger): Promise<ConsoleSetup> {
  const guildId = flags.guild ?? DEMO.guildId;
  const remote = config.api.baseUrl;
  const apiKey = remote ? (config.api.keysByGuild[guildId] ?? config.api.defaultKey) : undefined;
  registerSecret(apiKey);

  let sandbox: Sandbox | undefined;
  let api: CommunityApi | undefined;
  let harness: Harness | undefined;
  const close = async () => {
    await harness?.close().catch(() => undefined);
    await api?.close().catch(() => undefined);
    await sandbox?.close().catch(() => undefined);
  };
  try {
    sandbox = remote ? undefined : await startSandbox({ host: '127.0.0.1', port: 0, ratePerSecond: flags.fast ? 0 : 1 });
    const baseUrl = remote ?? sandbox!.url;
    api = createCommunityApi({
      baseUrl,
      // The client queues at the live rate; --fast only makes sense against the sandbox.
      ratePerSecond: flags.fast && !remote ? 0 : config.api.ratePerSecond,
      timeoutMs: config.api.timeoutMs,
      spelling: config.api.spelling,
      logger,
    });
    harness = await createHarness({
      commands,
      api,
      keysByGuild: { [guildId]: apiKey ?? sandbox!.demoKey },
      logger,
      config: (c) => {
        c.discord.moderatorRoleIds = config.discord.moderatorRoleIds;
      },
    });
    const members = new Members();
    if (!remote) for (const m of demoMemberNames()) members.add(m.id, m.username);
    const session = new Session(
      harness,
      { role: flags.as, userId: flags.user ?? (remote ? '100000000000000001' : DEMO.memberId), guildId, channelId: DEMO.channelId },
      members,
    );
    const where = remote
      ? `API ${remote}`
      : `sandbox ${baseUrl} (demo community${flags.fast ? ', no rate limit' : ', 1 request/s like the live API'})`;
    const banner = [
      `Community bot console — ${where}`,
      `You are ${session.members.name(session.identity.userId)} (${session.identity.role}, id ${session.identity.userId}) in server ${guildId}. Type help, or a command such as /chains.`,
    ].join('\n');
    return { session, banner, close };
  } catch (err) {
    await close();
    throw err;
  }
}
