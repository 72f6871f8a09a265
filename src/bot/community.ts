import type { CallOptions, CommunityApi, CommunityClient } from '../api/types.js';
import { MissingSecretError, SecretMismatchError } from '../store/index.js';
import { registerSecret } from '../log.js';
import { UserError } from '../kit/command.js';
import type { StoredText } from '../kit/error-texts.js';

/**
 * Which community an interaction belongs to. Each guild has its own API key: from the
 * environment (config.api.keysByGuild), which wins, else the one stored with /setup (sealed
 * with SETTINGS_SECRET). The lookup is by guild id only, so a key can never serve another
 * guild, and a guild without a key gets no client at all (and so sends no request).
 */
export interface CommunityLookup {
  /** The guild's client; undefined without a key. Rejects when a stored key cannot be read. */
  forGuild(guildId: string | null): Promise<CommunityClient | undefined>;
  /** Whether the environment names a key for the guild (synchronous: no store involved). */
  inEnvironment(guildId: string): boolean;
}

/** The stored key of a guild (decrypted), or undefined; see Settings.apiKey. */
export type StoredKeyReader = (guildId: string) => Promise<string | undefined>;

export function createCommunityLookup(api: CommunityApi, keysByGuild: Readonly<Record<string, string>>, stored?: StoredKeyReader): CommunityLookup {
  const keys = new Map(Object.entries(keysByGuild));
  return {
    async forGuild(guildId) {
      if (!guildId) return undefined;
      let key = keys.get(guildId);
      if (!key && stored) {
        try {
          key = await stored(guildId);
          registerSecret(key);
        } catch (err) {
          // Never a key that does not decrypt: a clear refusal, and no request.
          if (err instanceof MissingSecretError || err instanceof SecretMismatchError) return keylessClient(KEY_UNREADABLE_MESSAGE);
          throw err;
        }
      }
      return key ? api.forKey(key) : undefined;
    },
    inEnvironment: (guildId) => keys.has(guildId),
  };
}

/**
 * The client autocomplete handlers get: every call carries `noWait`, so a suggestion never
 * queues behind the rate limit (it answers from cache or fails fast, and the router then
 * answers with what it has).
 */
export function noWaitView(client: CommunityClient, signal?: AbortSignal): CommunityClient {
  const o = (options?: CallOptions): CallOptions => ({ ...(signal ? { signal } : {}), ...options, noWait: true });
  return {
    keyId: client.keyId,
    listTokens: (input, options) => client.listTokens(input, o(options)),
    saveToken: (input, options) => client.saveToken(input, o(options)),
    listQuestCompletions: (input, options) => client.listQuestCompletions(input, o(options)),
    getQuest: (questId, options) => client.getQuest(questId, o(options)),
    listPointSystems: (input, options) => client.listPointSystems(input, o(options)),
    getPointBalances: (input, options) => client.getPointBalances(input, o(options)),
    getUserDetails: (chatUserId, options) => client.getUserDetails(chatUserId, o(options)),
    getTippingBalance: (chain, options) => client.getTippingBalance(chain, o(options)),
    getTippingInventory: (chain, options) => client.getTippingInventory(chain, o(options)),
    createRaid: (input, options) => client.createRaid(input, o(options)),
    changePoints: (input, options) => client.changePoints(input, o(options)),
    sendTip: (input, options) => client.sendTip(input, o(options)),
    transfer: (input, options) => client.transfer(input, o(options)),
    createAirdrop: (input, options) => client.createAirdrop(input, o(options)),
    createRaffle: (input, options) => client.createRaffle(input, o(options)),
    burn: (input, options) => client.burn(input, o(options)),
    listQuests: (input, options) => client.listQuests(input, o(options)),
    getServiceWallets: (chatUserId, options) => client.getServiceWallets(chatUserId, o(options)),
    listChains: (options) => client.listChains(o(options)),
  };
}

export const NO_KEY_MESSAGE: StoredText = { key: 'errors.noKey' };

/** A key is stored but this process cannot decrypt it (SETTINGS_SECRET missing or changed). */
export const KEY_UNREADABLE_MESSAGE: StoredText = { key: 'errors.keyUnreadable' };

/**
 * Stands in for the client of a guild without a key: every call fails with a clear message
 * before any request is built. Commands that need no API (e.g. /help) still work there.
 */
export function keylessClient(message: StoredText = NO_KEY_MESSAGE): CommunityClient {
  const fail = (): Promise<never> => Promise.reject(new UserError(message));
  // Every method named (the mapped type makes a new one a compile error here).
  const client: { [K in Exclude<keyof CommunityClient, 'keyId'>]: () => Promise<never> } & { keyId: string } = {
    keyId: 'none',
    listTokens: fail,
    saveToken: fail,
    listQuestCompletions: fail,
    getQuest: fail,
    listPointSystems: fail,
    getPointBalances: fail,
    getUserDetails: fail,
    getTippingBalance: fail,
    getTippingInventory: fail,
    createRaid: fail,
    changePoints: fail,
    sendTip: fail,
    transfer: fail,
    createAirdrop: fail,
    createRaffle: fail,
    burn: fail,
    listQuests: fail,
    getServiceWallets: fail,
    listChains: fail,
  };
  return client;
}
