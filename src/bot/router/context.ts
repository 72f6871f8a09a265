import type { Services } from '../../command/contract.js';
import type { Logger } from '../../log.js';
import type { CommunityLookup } from '../community.js';
import type { Registry } from '../registry.js';
import type { InFlight } from './in-flight.js';
import type { InteractionEvent } from './trace.js';

/** How long an autocomplete handler has before the member gets no choices (Discord waits 3 s). */
export const AUTOCOMPLETE_TIMEOUT_MS = 2_500;

export interface RouterOptions {
  registry: Registry;
  communities: CommunityLookup;
  services: Services;
  logger: Logger;
  moderatorRoleIds: readonly string[];
  /** The language chosen with /setup for the guild's public messages (null: Discord's server language). */
  serverLanguage?: (guildId: string) => Promise<string | null>;
  /** The guild's moderator roles set with /setup (asked only for a member with roles who is not a moderator otherwise). */
  storedModeratorRoles?: (guildId: string) => Promise<readonly string[]>;
  autocompleteTimeoutMs?: number;
  observe?: (event: InteractionEvent) => void;
}

/** What every part of the router reads: its options with the defaults filled in, and the interactions in flight. */
export interface RouterContext extends RouterOptions {
  autocompleteTimeoutMs: number;
  inFlight: InFlight;
}
