import type { Interaction } from 'discord.js';
import { AUTOCOMPLETE_TIMEOUT_MS, type RouterContext, type RouterOptions } from './context.js';
import { routeInteraction } from './dispatch.js';
import { InFlight } from './in-flight.js';

/**
 * The single `interactionCreate` entry (its parts, one job each, are in router/). For every
 * interaction it: finds the module, checks guild and permissions, validates options,
 * acknowledges (before any upstream call, as the module declares), runs the handler, and sends
 * its Reply with editReply. Any throw, at any step, goes through error-reply.ts and is shown
 * privately. Every interaction gets an answer.
 *
 * What a command module can rely on (see src/command/contract.ts for the types):
 * - execute() runs after the guild, moderator (module `access`, `moderatorSubcommands`) and
 *   option checks, and after the defer: it may take up to 15 minutes. `options` are the
 *   interaction's options checked against the module's definition (readArgs), typed by it:
 *   `{ subcommand?, <name>: value }`, users, roles and channels as id strings; a user context
 *   menu's execute gets `{ target }`.
 * - Return a Reply built by a view; the router fits it into Discord's limits and sends it with
 *   no mentions allowed. Throw UserError for anything the user should read; every other
 *   error is mapped in error-reply.ts. Errors are always shown privately.
 * - autocomplete() gets a client whose calls carry `noWait` (never queued behind the rate
 *   limit) and must answer within 2.5 s; on timeout or error the user gets no choices.
 * - Components: the module's `components` declare their ids (src/discord/component-id.ts);
 *   an id whose codec does not parse it is answered "stale" here, before anything else,
 *   and the handler gets the typed data. 'update' edits the message the component sits
 *   on; 'private'/'public' send a new reply; a component may choose per press (its `reply`
 *   function, e.g. update for the message's owner and a private copy for anyone else).
 * - A Reply's `files` are attached (multipart) and replace the message's attachments.
 * - A guild without an API key gets a client that fails every call with a clear message
 *   before sending anything, so commands that need no API still work there.
 */

export type { RouterOptions } from './context.js';
export type { InteractionEvent } from './trace.js';
export { MESSAGES } from './says.js';

/** How long shutdown waits for interactions in flight. */
export const DRAIN_TIMEOUT_MS = 10_000;

export interface Router {
  /** Handles one interaction; never rejects. */
  handle(interaction: Interaction): Promise<void>;
  /** The handling of an interaction still in progress, by interaction id (tests, console). */
  inFlight(interactionId: string): Promise<void> | undefined;
  readonly active: number;
  /** Stops taking interactions: later ones are told the bot is restarting. */
  close(): void;
  /** Waits for interactions in flight, at most `timeoutMs`; true when all finished. */
  drain(timeoutMs?: number): Promise<boolean>;
}

export function createRouter(options: RouterOptions): Router {
  return new InteractionRouter({
    ...options,
    autocompleteTimeoutMs: options.autocompleteTimeoutMs ?? AUTOCOMPLETE_TIMEOUT_MS,
    inFlight: new InFlight(),
  });
}

class InteractionRouter implements Router {
  constructor(private readonly ctx: RouterContext) {}

  handle(i: Interaction): Promise<void> {
    return this.ctx.inFlight.track(i.id, routeInteraction(this.ctx, i));
  }

  inFlight(interactionId: string): Promise<void> | undefined {
    return this.ctx.inFlight.get(interactionId);
  }

  get active(): number {
    return this.ctx.inFlight.size;
  }

  close(): void {
    this.ctx.inFlight.close();
  }

  drain(timeoutMs = DRAIN_TIMEOUT_MS): Promise<boolean> {
    return this.ctx.inFlight.drain(timeoutMs);
  }
}
