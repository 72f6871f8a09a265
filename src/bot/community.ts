import { callThrough, clientOf } from '../api/client.js';
import type { CommunityApi, CommunityClient } from '../api/types.js';
import { MissingSecretError, SecretMismatchError } from '../store/index.js';
import { registerSecret } from '../log.js';
import { UserError } from '../command/contract.js';
import { KEY_UNREADABLE_MESSAGE, NO_KEY_MESSAGE, type StoredText } from '../command/error-texts.js';

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

export function createCommunityLookup(
  api: CommunityApi,
  keysByGuild: Readonly<Record<string, string>>,
  stored?: StoredKeyReader,
): CommunityLookup {
  const keys = new Map(Object.entries(keysByGuild));
  return {
    async forGuild(guildId) {
      if (!guildId) return undefined;
      let key = keys.get(guildId);
      if (!key && stored) {
        try {
          key = await stored(guildId);
          registerSecret(key, 'in-use');
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
  const call = callThrough(client);
  return clientOf(client.keyId, (name, input, options) => call(name, input, { ...(signal ? { signal } : {}), ...options, noWait: true }));
}

/**
 * Stands in for the client of a guild without a key: every call fails with a clear message
 * before any request is built. Commands that need no API (e.g. /help) still work there.
 */
export function keylessClient(message: StoredText = NO_KEY_MESSAGE): CommunityClient {
  return clientOf('none', () => Promise.reject(new UserError(message)));
}
