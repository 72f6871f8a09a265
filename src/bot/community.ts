import type { CallOptions, CommunityApi, CommunityClient } from '../api/types.js';
import { UserError } from './command.js';

/**
 * Which community an interaction belongs to. Each guild has its own API key
 * (config.api.keysByGuild); the lookup is by guild id only, so a key can never serve another
 * guild, and a guild without a key gets no client at all (and so sends no request).
 */
export interface CommunityLookup {
  forGuild(guildId: string | null): CommunityClient | undefined;
}

export function createCommunityLookup(api: CommunityApi, keysByGuild: Readonly<Record<string, string>>): CommunityLookup {
  const keys = new Map(Object.entries(keysByGuild));
  return {
    forGuild(guildId) {
      const key = guildId ? keys.get(guildId) : undefined;
      return key ? api.forKey(key) : undefined;
    },
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

export const NO_KEY_MESSAGE =
  "This server has no Community API key configured, so I can't reach its community. Ask an admin to add one (COMMUNITY_API_KEYS=guildId=key).";

/**
 * Stands in for the client of a guild without a key: every call fails with a clear message
 * before any request is built. Commands that need no API (e.g. /help) still work there.
 */
export function keylessClient(message: string = NO_KEY_MESSAGE): CommunityClient {
  const fail = (): Promise<never> => Promise.reject(new UserError(message));
  // Every method named (the mapped type makes a new one a compile error here).
  const client: { [K in keyof CommunityClient]: () => Promise<never> } = {
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
