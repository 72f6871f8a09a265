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
  const waiting = new Map<string, Deliver>();
  return {
    expect(id, deliver) {
      waiting.set(id, deliver);
      return () => {
        if (waiting.get(id) === deliver) waiting.delete(id);
      };
    },
    get waiting() {
      return waiting.size;
    },
    async makeRequest(url, init): Promise<ResponseLike> {
      const id = init.method === 'POST' ? CALLBACK.exec(new URL(url).pathname)?.[1] : undefined;
      const deliver = id === undefined ? undefined : waiting.get(id);
      // Only JSON bodies travel in an HTTP response; the bot attaches no files to first answers.
      if (id !== undefined && deliver && typeof init.body === 'string') {
        waiting.delete(id);
        await deliver(init.body);
        return new Response(null, { status: 204 });
      }
      // The HTTP request already timed out (or this is any other call): Discord answers it.
      return fallback(url, init);
    },
  };
}
