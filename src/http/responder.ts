import { DefaultRestOptions, type RESTOptions, type ResponseLike } from 'discord.js';

/**
 * In HTTP interactions mode Discord expects an interaction's first answer (reply, deferral,
 * autocomplete choices, modal, component update) as the body of the HTTP response to its POST,
 * not as a REST call. The router does not know which mode it runs in: discord.js sends that
 * answer to `POST /interactions/{id}/{token}/callback` as always, and this REST hook hands the
 * body to the waiting HTTP response instead, then tells discord.js "204", as Discord would.
 * Everything after the first answer (edits, follow-ups, audit posts) goes over REST as usual.
 */

const CALLBACK = /\/interactions\/(\d{1,20})\/[^/]+\/callback$/;

/** Writes the answer to the HTTP response; resolves once it is on the wire. */
export type Deliver = (json: string) => Promise<void>;

export interface InitialResponses {
  /** Routes this interaction's first answer to `deliver`; the returned function withdraws it. */
  expect(interactionId: string, deliver: Deliver): () => void;
  /** discord.js REST `makeRequest`. */
  makeRequest: NonNullable<RESTOptions['makeRequest']>;
  readonly waiting: number;
}

export function createInitialResponses(fallback: RESTOptions['makeRequest'] = DefaultRestOptions.makeRequest): InitialResponses {
  return new WaitingResponses(fallback);
}

class WaitingResponses implements InitialResponses {
  private readonly byId = new Map<string, Deliver>();

  constructor(private readonly fallback: NonNullable<RESTOptions['makeRequest']>) {}

  get waiting(): number {
    return this.byId.size;
  }

  expect(id: string, deliver: Deliver): () => void {
    this.byId.set(id, deliver);
    return () => {
      if (this.byId.get(id) === deliver) this.byId.delete(id);
    };
  }

  /** Bound: discord.js calls it as a plain function. */
  readonly makeRequest: InitialResponses['makeRequest'] = (url, init) => this.answerOrForward(url, init);

  private async answerOrForward(url: string, init: Parameters<InitialResponses['makeRequest']>[1]): Promise<ResponseLike> {
    const id = init.method === 'POST' ? CALLBACK.exec(new URL(url).pathname)?.[1] : undefined;
    const deliver = id === undefined ? undefined : this.byId.get(id);
    // Only JSON bodies travel in an HTTP response; the bot attaches no files to first answers.
    if (id !== undefined && deliver && typeof init.body === 'string') {
      this.byId.delete(id);
      await deliver(init.body);
      return new Response(null, { status: 204 });
    }
    // The HTTP request already timed out (or this is any other call): Discord answers it.
    return this.fallback(url, init);
  }
}
