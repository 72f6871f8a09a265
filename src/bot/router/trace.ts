import type { BaseInteraction } from 'discord.js';

/** What the metrics hear of each interaction: its kind, its command, how it ended and how fast. */

export type InteractionKind = 'command' | 'user-menu' | 'component' | 'modal' | 'autocomplete';
/** refused: the bot said no to the user or their input; stale: an old or forged component id. */
export type InteractionOutcome = 'answered' | 'refused' | 'failed' | 'stale';

/** One interaction finished; `command` is a registered command's name or 'unknown' (bounded, for metrics). */
export interface InteractionEvent {
  kind: InteractionKind;
  command: string;
  outcome: InteractionOutcome;
  guildId: string | null;
  /** From receipt to the acknowledgement (defer, modal, or the reply itself). */
  ackSeconds: number;
  /** From receipt to the last message sent. */
  replySeconds: number;
}

/** One interaction while it runs; its handler fills in the command and the outcome. */
export interface Trace {
  kind: InteractionKind;
  guildId: string | null;
  command: string;
  outcome: InteractionOutcome;
  start: number;
  ackAt?: number;
}

export function kindOf(i: BaseInteraction): InteractionKind {
  if (i.isAutocomplete()) return 'autocomplete';
  if (i.isContextMenuCommand()) return 'user-menu';
  if (i.isModalSubmit()) return 'modal';
  return i.isMessageComponent() ? 'component' : 'command';
}

export function startTrace(i: BaseInteraction): Trace {
  return { kind: kindOf(i), guildId: i.guildId, command: 'unknown', outcome: 'answered', start: performance.now() };
}

export function reportTrace(t: Trace, observe: ((event: InteractionEvent) => void) | undefined): void {
  const end = performance.now();
  observe?.({
    kind: t.kind,
    command: t.command,
    outcome: t.outcome,
    guildId: t.guildId,
    ackSeconds: ((t.ackAt ?? end) - t.start) / 1000,
    replySeconds: (end - t.start) / 1000,
  });
}
