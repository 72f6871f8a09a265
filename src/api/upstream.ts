/**
 * What the live service publishes that the spec writes in neutral words or hides
 * (../shared/spec/upstream-notes.md): the platform spellings, field aliases and observed
 * defaults live here; the hidden query names live with their operation in operations.ts.
 */

export type Spelling = 'neutral' | 'discord';

export interface PlatformIdentifiers {
  /** Value of the `platform` query and of balance entries. */
  platform: string;
  serviceWalletsPath: string;
}

/**
 * `neutral` follows the spec. `discord` is the platform's published spelling (an assumption
 * from the notes: the live service names the platform where the spec says `chat`).
 */
export const IDENTIFIERS: Record<Spelling, PlatformIdentifiers> = {
  neutral: { platform: 'chat', serviceWalletsPath: '/v1/servicewallets' },
  discord: { platform: 'discord', serviceWalletsPath: '/v1/discordwallets' },
};

/** Response field spellings accepted for the user-details object; either maps to the spec's name. */
export const USER_FIELD_ALIASES: Record<string, string> = {
  discordUserId: 'chatUserId',
  discordUsername: 'chatUsername',
  discordAvatarUrl: 'chatAvatarUrl',
};

/** Defaults observed upstream where the spec gives none. */
export const UPSTREAM_DEFAULT_LIMIT = 20;
/** The header that carries a community's key. */
export const API_KEY_HEADER = 'x-api-key';
