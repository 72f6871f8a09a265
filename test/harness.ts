import { commands as realCommands } from '../commands/index.js';
import { createCommunityApi } from '../src/api/index.js';
import type { ApiOptions, CommunityApi } from '../src/api/types.js';
import type { CommandModule } from '../src/command/contract.js';
import { createHarness, type Harness, type HarnessOptions } from '../src/bot/offline/harness.js';
import { DEMO } from '../src/sandbox/demo.js';
import { startSandbox, type Sandbox } from '../src/sandbox/index.js';

export type { Harness, RunResult } from '../src/bot/offline/harness.js';
export { MEMBER_PERMISSIONS } from '../src/bot/offline/harness.js';

/**
 * The offline bot wired to a real sandbox over loopback and the real API client: the only
 * thing not real is Discord (the REST stand-in). The demo guild (DEMO.guildId) holds the
 * sandbox's demo key.
 */
export interface TestBot extends Harness {
  sandbox: Sandbox;
  api: CommunityApi;
  demoKey: string;
}

export interface TestBotOptions extends Omit<HarnessOptions, 'api' | 'commands'> {
  commands?: readonly CommandModule[];
  /** Sandbox requests per second per key; default 0 (off). */
  sandboxRate?: number;
  /** Options for the API client; default no rate limit, no retries. */
  apiOptions?: Partial<ApiOptions>;
  /** Build keysByGuild from the running sandbox (e.g. to add a second community). */
  keys?: (sandbox: Sandbox) => Record<string, string>;
}

export async function startTestBot(options: TestBotOptions = {}): Promise<TestBot> {
  // The bot and its service on one clock (a quest's current round follows it).
  const sandbox = await startSandbox({ ratePerSecond: options.sandboxRate ?? 0, ...(options.now ? { now: options.now } : {}) });
  const api = createCommunityApi({
    baseUrl: sandbox.url,
    ratePerSecond: 0,
    retries: { max: 0, maxTotalMs: 0 },
    timeoutMs: 5_000,
    ...options.apiOptions,
  });
  try {
    const harness = await createHarness({
      ...options,
      commands: options.commands ?? realCommands,
      api,
      keysByGuild: options.keys?.(sandbox) ?? options.keysByGuild ?? { [DEMO.guildId]: sandbox.demoKey },
    });
    const closeHarness = harness.close;
    return Object.assign(harness, {
      sandbox,
      api,
      demoKey: sandbox.demoKey,
      async close() {
        await closeHarness();
        await api.close();
        await sandbox.close();
      },
    });
  } catch (err) {
    await api.close();
    await sandbox.close();
    throw err;
  }
}
