import type { RecordedCall } from '../../src/bot/offline/discord-rest.js';

/** A message body as members read it: its JSON with Markdown escapes undone (a journal id may hold `_`). */
export const readBody = (body: unknown): string => JSON.stringify(body).replace(/\\\\([\\`*_[~|>])/g, '$1');

/**
 * The posts in one channel as members see them: Markdown escapes undone, and a post repeated with
 * its nonce (a job and its retry both telling an outcome) counted as the one message Discord makes.
 */
export function channelPosts(calls: readonly RecordedCall[], channelId: string): string[] {
  const seen = new Set<string>();
  return calls
    .filter((c) => c.method === 'POST' && c.path === `/channels/${channelId}/messages`)
    .map((c) => ({ made: c.messageId, body: readBody(c.body) }))
    .filter(({ made, body }) => !made || (!seen.has(`${made}:${body}`) && Boolean(seen.add(`${made}:${body}`))))
    .map(({ body }) => body);
}
