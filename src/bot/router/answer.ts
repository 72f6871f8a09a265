import {
  MessageFlags,
  type ChatInputCommandInteraction,
  type ContextMenuCommandInteraction,
  type InteractionEditReplyOptions,
  type MessageComponentInteraction,
  type ModalSubmitInteraction,
} from 'discord.js';
import { fitReply } from '../../discord/limits.js';
import { NO_MENTIONS, type Reply } from '../../discord/reply.js';
import { readerFor, type Reader, type Text } from '../../i18n/reader.js';
import type { Logger } from '../../log.js';
import { errorKind, errorReply } from '../error-reply.js';
import { SAYS } from './says.js';
import type { Trace } from './trace.js';

/**
 * How one interaction is answered: acknowledged first (a defer, an update, a modal), then the
 * handler's Reply fitted into Discord's limits and sent with no mentions allowed. Refusals and
 * errors are always private, in the member's language, whatever was acknowledged before.
 */

/** What the interaction has been answered with so far. */
export type Ack = 'none' | 'private' | 'public' | 'update';
export type Repliable = ChatInputCommandInteraction | ContextMenuCommandInteraction | MessageComponentInteraction | ModalSubmitInteraction;

/** A Reply as a complete message: it replaces whatever the deferred or updated message held. */
export function toMessage(reply: Reply, s: Reader): InteractionEditReplyOptions {
  const r = fitReply(reply);
  const empty = !r.content && !r.embeds?.length && !r.components?.length;
  return {
    content: empty ? SAYS.empty(s) : (r.content ?? ''),
    embeds: r.embeds ?? [],
    components: r.components ?? [],
    allowedMentions: NO_MENTIONS,
    // Files given replace the message's attachments (discord.js adds each file to this list).
    ...(r.files
      ? {
          attachments: [],
          files: r.files.map((f) => ({
            attachment: Buffer.from(f.data),
            name: f.name,
            ...(f.description ? { description: f.description } : {}),
          })),
        }
      : {}),
  };
}

/** Errors and refusals: always private, so in the member's language. */
export async function tellPrivately(i: Repliable, ack: Ack, text: Text): Promise<void> {
  const body = { content: text(readerFor(i.locale)), allowedMentions: NO_MENTIONS };
  if (ack === 'none') {
    await i.reply({ ...body, flags: MessageFlags.Ephemeral });
  } else if (ack === 'private') {
    await i.editReply({ ...body, embeds: [], components: [] });
  } else {
    // A public placeholder must not carry an error: remove it, then answer privately. If it
    // cannot be removed, Discord would make the first follow-up public whatever its flags,
    // so the placeholder gets a line with no details instead.
    if (ack === 'public') {
      const removed = await i.deleteReply().then(
        () => true,
        () => false,
      );
      if (!removed)
        return void (await i.editReply({
          content: SAYS.failedPublicly(readerFor(i.guildLocale)),
          embeds: [],
          components: [],
          allowedMentions: NO_MENTIONS,
        }));
    }
    await i.followUp({ ...body, flags: MessageFlags.Ephemeral });
  }
}

/** Progress lines are edited into a deferred reply at most this often. */
export const PROGRESS_INTERVAL_MS = 1_000;

/** One interaction's answer: what was acknowledged, and the trace the metrics hear. */
export class Answer {
  ack: Ack = 'none';
  /** When the deferred reply was last edited (the acknowledgement counts as the first). */
  private shownAt = 0;
  /** A progress line waiting for its turn, its timer, and the edit in flight. */
  private pendingLine: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private editing: Promise<void> = Promise.resolve();
  private answered = false;

  constructor(
    readonly interaction: Repliable,
    readonly trace: Trace,
  ) {}

  /** The interaction is acknowledged (deferred, updating, or a modal opened). */
  acknowledged(mode: Ack): void {
    this.ack = mode;
    this.trace.ackAt = performance.now();
    this.shownAt = this.trace.ackAt;
  }

  /**
   * Shows `line` in the deferred reply while the work goes on: at most once a second (the first
   * a second after the acknowledgement), the latest line winning, and never once the answer is
   * being sent. A failed edit is only logged: the answer still comes.
   */
  progress(line: string, log: Logger): void {
    if (this.answered || (this.ack !== 'private' && this.ack !== 'public')) return;
    this.pendingLine = line;
    if (this.timer) return;
    const wait = Math.max(0, this.shownAt + PROGRESS_INTERVAL_MS - performance.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const text = this.pendingLine;
      this.pendingLine = undefined;
      if (this.answered || text === undefined) return;
      this.shownAt = performance.now();
      this.editing = this.editing
        .then(() => this.interaction.editReply({ content: text, embeds: [], components: [], allowedMentions: NO_MENTIONS }))
        .then(
          () => undefined,
          (err: unknown) => log.warn({ err }, 'could not show the progress line'),
        );
    }, wait);
    this.timer.unref?.();
  }

  /** No more progress lines; waits for one being edited in, so the answer lands after it. */
  private async endProgress(): Promise<void> {
    this.answered = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.editing;
  }

  /** Defers a reply (private or public), or the update of the message a component or its modal sits on. */
  async defer(mode: 'private' | 'public' | 'update'): Promise<void> {
    const i = this.interaction;
    if (mode === 'update' && (i.isMessageComponent() || i.isModalSubmit())) await i.deferUpdate();
    else await i.deferReply(mode === 'private' ? { flags: MessageFlags.Ephemeral } : {});
    this.acknowledged(mode);
  }

  /** Answers privately with a refusal, as the acknowledgement. */
  refuse(text: Text): Promise<void> {
    this.trace.outcome = 'refused';
    return tellPrivately(this.interaction, 'none', text);
  }

  /** Sends the handler's Reply in place of the deferred (or updated) message. */
  async send(reply: Reply, reader: Reader, log: Logger): Promise<void> {
    await this.endProgress();
    if (reply.private && this.ack === 'public') return this.sendPrivately(reply);
    try {
      await this.interaction.editReply(toMessage(reply, reader));
    } catch (err) {
      if (this.ack !== 'update') throw err;
      // The work is done (a write is already recorded); only changing the message failed.
      // The answer goes in a private follow-up rather than "something went wrong".
      log.warn({ err }, 'could not update the message; answering in a follow-up');
      const { content, embeds, components, allowedMentions } = toMessage(reply, reader);
      await this.interaction.followUp({ content: content ?? '', embeds, components, allowedMentions, flags: MessageFlags.Ephemeral });
    }
  }

  /**
   * A reply for the invoker only, after a public placeholder: the placeholder goes, then a
   * private follow-up in the member's language. A placeholder that cannot be removed would make
   * that follow-up public (Discord's rule), so then it gets a line with no details instead.
   */
  private async sendPrivately(reply: Reply): Promise<void> {
    const i = this.interaction;
    const removed = await i.deleteReply().then(
      () => true,
      () => false,
    );
    if (!removed)
      return void (await i.editReply({
        content: SAYS.failedPublicly(readerFor(i.guildLocale)),
        embeds: [],
        components: [],
        allowedMentions: NO_MENTIONS,
      }));
    const { content, embeds, components, allowedMentions, files } = toMessage(reply, readerFor(i.locale));
    await i.followUp({
      content: content ?? '',
      embeds,
      components,
      allowedMentions,
      ...(files ? { files } : {}),
      flags: MessageFlags.Ephemeral,
    });
  }

  /** Whatever was thrown, at any step, becomes a private answer (error-reply.ts says which). */
  async fail(err: unknown, log: Logger): Promise<void> {
    await this.endProgress();
    this.trace.outcome = errorKind(err);
    const { content } = errorReply(err, { log, reader: readerFor(this.interaction.locale) });
    try {
      await tellPrivately(this.interaction, this.ack, () => content);
    } catch (sendErr) {
      this.trace.outcome = 'failed';
      log.error({ err: sendErr }, 'could not send the error reply');
    }
  }
}
