import { createCommunityApi } from '../api/index.js';
import type { CommunityApi } from '../api/types.js';
import type { CommandModule } from '../command/contract.js';
import { createHarness, type Harness } from '../bot/offline/harness.js';
import { listedDirectory } from '../bot/directory.js';
import { createBotWeb, startWebServer, type WebServer } from '../web/serve.js';
import { passwordOf, type Config } from '../config.js';
import { registerSecret, type Logger } from '../log.js';
import { describeDb, keyProblem, openStore, settingsBox, type DbOptions, type Store, type StoreOptions } from '../store/index.js';
import { DEMO, demoMemberNames, startSandbox, type Sandbox } from '../sandbox/index.js';
import { completionsEvery } from '../sandbox/live.js';
import { ROLE_WORDS, type ConsoleFlags } from './flags.js';
import { CONSOLE_MODERATOR_ROLE, CONSOLE_ROLE_BOT, CONSOLE_ROLES, Members } from './members.js';
import { PermissionFlagsBits } from 'discord.js';
import { consoleClock, Session } from './session.js';
import { openPeriodBoard } from '../features/periods/board.js';

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

/** Where `--data` keeps the store: a postgres:// URL is a server, anything else a folder. */
export function consoleStore(data: string): DbOptions {
  return /^postgres(ql)?:\/\//i.test(data) ? { databaseUrl: data } : { dataDir: data };
}

/** Refused before anything starts: the message, for stderr (exit code 2). */
export function setupProblem(flags: ConsoleFlags, config: Config): string | undefined {
  const guildId = flags.guild ?? DEMO.guildId;
  // With --data the key may come from /setup instead (kept in that store).
  if (config.api.baseUrl && !(config.api.keysByGuild[guildId] ?? config.api.defaultKey) && flags.data === undefined) {
    return 'COMMUNITY_API_KEY: missing; set it with COMMUNITY_API_URL, or give --data and set the key with /setup as --as admin (or unset COMMUNITY_API_URL to use the sandbox)';
  }
  return undefined;
}

export async function setUp(
  flags: ConsoleFlags,
  config: Config,
  commands: readonly CommandModule[],
  logger: Logger,
  storeOptions: StoreOptions = {},
): Promise<ConsoleSetup> {
  const guildId = flags.guild ?? DEMO.guildId;
  const remote = config.api.baseUrl;
  const apiKey = remote ? (config.api.keysByGuild[guildId] ?? config.api.defaultKey) : undefined;
  registerSecret(apiKey);

  let sandbox: Sandbox | undefined;
  let api: CommunityApi | undefined;
  let harness: Harness | undefined;
  let store: Store | undefined;
  let stopCompletions = () => {};
  let web: WebServer | undefined;
  const close = async () => {
    stopCompletions();
    await web?.close().catch(() => undefined);
    await harness?.close().catch(() => undefined);
    // The harness closes the store it was given; this is for a failure before it existed.
    if (!harness) await store?.close().catch(() => undefined);
    await api?.close().catch(() => undefined);
    await sandbox?.close().catch(() => undefined);
  };
  try {
    // One clock for the bot and its sandbox: a long `wait` moves both on (a quest's round too).
    const clock = consoleClock();
    sandbox = remote ? undefined : await startSandbox({ host: '127.0.0.1', port: 0, ratePerSecond: flags.fast ? 0 : 1, now: clock.now });
    const baseUrl = remote ?? sandbox!.url;
    if (sandbox && flags.completionsEveryMs !== undefined) {
      const demo = sandbox;
      stopCompletions = completionsEvery((n) => demo.addCompletions(demo.demoKey, n), flags.completionsEveryMs);
    }
    api = createCommunityApi({
      baseUrl,
      // The client queues at the live rate; --fast only makes sense against the sandbox.
      ratePerSecond: flags.fast && !remote ? 0 : config.api.ratePerSecond,
      timeoutMs: config.api.timeoutMs,
      spelling: config.api.spelling,
      logger,
    });
    // Opened before anything else: a data folder in use, or a server that cannot be reached, is
    // said at start rather than at the first write.
    const where = flags.data === undefined ? undefined : consoleStore(flags.data);
    if (where) registerSecret(passwordOf(flags.data));
    const box = settingsBox(config.settings);
    store = where ? await openStore(where, { ...storeOptions, box }) : undefined;
    // Keys stored with /setup that this SETTINGS_SECRET cannot open: stop, as npm start does.
    const problem = store && (await keyProblem(store.db, box));
    if (problem) throw new Error(problem);
    // The environment's key, else the sandbox's demo key for the demo server; any other server
    // starts without one, as a new server does, until /setup gives it one.
    const envKey = apiKey ?? (sandbox && guildId === DEMO.guildId ? sandbox.demoKey : undefined);
    harness = await createHarness({
      commands,
      now: clock.now,
      ...(store ? { store } : {}),
      api,
      keysByGuild: envKey ? { [guildId]: envKey } : {},
      guildId,
      logger,
      // Each line (and `wait`) runs what is due and waits for it: workers that look often keep that short.
      jobPollSeconds: 0.5,
      config: (c) => {
        // The console's moderator role counts as MODERATOR_ROLE_IDS would name it (`--as moderator` holds it).
        c.discord.moderatorRoleIds = [...config.discord.moderatorRoleIds, CONSOLE_MODERATOR_ROLE];
        // The demo server's key is the sandbox's, not one the user set: /setup says so.
        if (envKey && !apiKey) c.api.keysFrom = 'sandbox';
      },
    });
    // The bot's jobs run from the start, as a running bot's do, on the console's clock.
    await harness.bot.jobs.start();
    // The moderator role: Manage Roles, not Manage Server (a moderator, not an administrator).
    harness.standIn.addRole(guildId, {
      id: CONSOLE_MODERATOR_ROLE,
      name: 'moderators',
      position: 4,
      permissions: PermissionFlagsBits.ManageRoles,
    });
    const members = new Members();
    if (!remote) for (const m of demoMemberNames()) members.add(m.id, m.username);
    if (!remote) {
      // The role the README's whole-role example gives points to: the demo members and a bot hold it.
      // Discord (the stand-in) knowing the demo members also lets the bot's image cards name them.
      const eventRole = CONSOLE_ROLES.get('event')!;
      harness.standIn.addRole(guildId, { id: eventRole, name: 'event', position: 2 });
      harness.standIn.addRole(guildId, { id: CONSOLE_ROLES.get('gold')!, name: 'gold', position: 3 });
      for (const m of demoMemberNames())
        harness.standIn.addMember(guildId, { user: { id: m.id, username: m.username }, roles: [eventRole] });
      harness.standIn.bots.add(CONSOLE_ROLE_BOT.id);
      harness.standIn.addMember(guildId, { user: CONSOLE_ROLE_BOT, roles: [eventRole] });
    }
    const session = new Session(
      harness,
      {
        role: flags.as,
        userId: flags.user ?? (remote ? '100000000000000001' : DEMO.memberId),
        guildId,
        channelId: DEMO.channelId,
        ...(flags.locale ? { locale: flags.locale } : {}),
      },
      members,
      clock,
    );
    if (flags.webPort !== undefined) {
      // The console's own server is published (with names) unless /setup here chose otherwise.
      const bot = createBotWeb({
        openPeriodBoard,
        bot: harness.bot,
        api,
        config: harness.config,
        logger,
        directory: listedDirectory(() => [...members.all()].map((name) => ({ id: members.id(name)!, name }))),
        publish: (g) => (g === guildId ? 'named' : undefined),
      });
      web = await startWebServer(bot.listener, flags.webPort, '127.0.0.1', logger);
      // The console's bot is reached at this address, as a bot is at its PUBLIC_URL: /setup and
      // /leaderboard give it.
      harness.bot.services.publicUrl = `http://127.0.0.1:${web.port}`;
    }
    const against = remote
      ? `API ${remote}`
      : `sandbox ${baseUrl} (demo community${flags.fast ? ', no rate limit' : ', 1 request/s like the live API'})`;
    const keyless = !envKey && !(await harness.bot.services.store.settings.get(guildId))?.hasKey;
    const banner = [
      `Community bot console — ${against}`,
      `Data: ${where ? describeDb(where) : 'in memory, gone when the console stops (--data DIR keeps it)'}.`,
      ...(keyless ? [`Server ${guildId} has no Community API key yet: as an administrator (--as admin), run /setup and set it.`] : []),
      ...(web
        ? [`Web leaderboard: http://127.0.0.1:${web.port}/boards/${guildId}/<system> (e.g. ${DEMO.pointSystems.active} on the sandbox).`]
        : []),
      `You are ${session.members.name(session.identity.userId)} (${ROLE_WORDS[session.identity.role]}; id ${session.identity.userId}) in server ${guildId}. Type help, or a command such as /chains.`,
    ].join('\n');
    return { session, banner, close };
  } catch (err) {
    await close();
    throw err;
  }
}
