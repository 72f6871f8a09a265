/**
 * Addresses of the web leaderboard, for the bot's messages (/setup, /leaderboard's "Open on the
 * web"). Pure: no server needed to build them.
 */

/** A board's address; with `member`, that member's page with their row marked. */
export function boardUrl(publicUrl: string, guildId: string, systemId: string, member?: string): string {
  const base = `${publicUrl.replace(/\/+$/, '')}/boards/${guildId}/${encodeURIComponent(systemId)}`;
  return member ? `${base}?member=${member}#me` : base;
}
