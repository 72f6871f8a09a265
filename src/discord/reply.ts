import type { APIActionRowComponent, APIApplicationCommandOptionChoice, APIComponentInMessageActionRow, APIEmbed } from 'discord.js';

/**
 * The message contract every layer shares: views build a Reply, the router sends it. It lives
 * in this leaf (discord.js types only) so views and the bot depend on it, never on each other.
 */

/** A message body, as views build it. The router fits it to Discord's limits and adds NO_MENTIONS. */
export interface Reply {
  content?: string;
  embeds?: APIEmbed[];
  components?: APIActionRowComponent<APIComponentInMessageActionRow>[];
  /**
   * Files to attach (e.g. a PNG card, shown in an embed with `image: { url: 'attachment://<name>' }`).
   * Given, they replace the message's attachments (`[]` removes them); left out, an edit keeps them.
   */
  files?: ReplyFile[];
  /**
   * Content for the invoker's eyes only, whatever the command's usual visibility (a
   * moderator's view of a draft or private quest): a public placeholder is removed and the
   * reply is sent privately instead.
   */
  private?: boolean;
}

/** One attachment: a plain file name (letters, digits, `-`, `_`, `.`) and its bytes. */
export interface ReplyFile {
  name: string;
  data: Uint8Array;
  /** Alt text. */
  description?: string;
}

/** One autocomplete suggestion. */
export type Choice = APIApplicationCommandOptionChoice<string | number>;

/** Never ping anyone from a reply: the Client default, and sent explicitly on every payload. */
export const NO_MENTIONS = { parse: [] as [] };
