import { rankFinder } from '../../api/rank.js';
import type { CreateRaidInput, SaveTokenInput } from '../../api/schemas.js';
import type { CallOptions, CommunityClient } from '../../api/types.js';

/**
 * Every confirmed write the bot makes, by its journal name (what /audit shows and filters on):
 * the one client call that sends a journal entry's body, and how the audit channel names it.
 * Sending needs only this table, the entry and a client, so it runs without an interaction
 * (src/features/writes/send.ts).
 */

/** The value moves' client methods. */
type MoveMethod = 'changePoints' | 'sendTip' | 'transfer' | 'createAirdrop' | 'createRaffle' | 'burn';

/**
 * A value move's journal body: the client method and its input (the method is kept in the body
 * so two moves with equal inputs never read as the same write).
 */
export type MoveRequest<M extends MoveMethod = MoveMethod> = { [Op in M]: { op: Op; input: Parameters<CommunityClient[Op]>[0] } }[M];

export interface WriteOperation<B> {
  /** The audit channel line: what was done (`raid create`), and the word for its success. */
  audit: { action: string; done: string };
  /**
   * Exactly one client call; the client never retries a write. `options.beforeSend` goes to
   * that call: the journal's `sent`, committed once the slot is held.
   */
  send(api: CommunityClient, body: B, options?: CallOptions): Promise<unknown>;
}

/** The point system whose balances a move changes at once (a points change or a points tip). */
function pointsChanged(request: MoveRequest): string | undefined {
  if (request.op === 'changePoints') return request.input.pointSystemId;
  if (request.op === 'sendTip' && request.input.item.type === 'POINTS') return request.input.item.pointSystemId;
  return undefined;
}

function move<M extends MoveMethod>(method: M, action: string): WriteOperation<MoveRequest<M>> {
  return {
    audit: { action, done: 'done' },
    async send(api, body, options) {
      try {
        // Each method takes its own input; TypeScript cannot follow the pairing through the index.
        return await (api[method] as (input: MoveRequest<M>['input'], options?: CallOptions) => Promise<unknown>)(body.input, options);
      } finally {
        // Also when the outcome is unknown: the balances may have moved, so ranks are read again.
        const system = pointsChanged(body as MoveRequest);
        if (system !== undefined) rankFinder(api).forget(system);
      }
    },
  };
}

export const WRITE_OPERATIONS = {
  'raid.create': {
    audit: { action: 'raid create', done: 'created' },
    send: (api, body, options) => api.createRaid(body, options),
  } satisfies WriteOperation<CreateRaidInput>,
  'token.save': {
    audit: { action: 'tokens add', done: 'added' },
    send: (api, body, options) => api.saveToken(body, options),
  } satisfies WriteOperation<SaveTokenInput>,
  'points.change': move('changePoints', 'points'),
  'tip.send': move('sendTip', 'tip'),
  'treasury.transfer': move('transfer', 'transfer'),
  'airdrop.create': move('createAirdrop', 'airdrop'),
  'raffle.create': move('createRaffle', 'raffle'),
  'token.burn': move('burn', 'burn'),
};

export type WriteOperationName = keyof typeof WRITE_OPERATIONS;
/** What a write of this name keeps in the journal and sends. */
export type BodyOf<K extends WriteOperationName> = Parameters<(typeof WRITE_OPERATIONS)[K]['send']>[1];

/** The operation of a journal entry; a name no write uses is a bug (an entry this code never wrote). */
export function writeOperation(name: string): WriteOperation<unknown> {
  if (!Object.hasOwn(WRITE_OPERATIONS, name)) throw new TypeError(`no write operation is named ${name}`);
  return WRITE_OPERATIONS[name as WriteOperationName] as WriteOperation<unknown>;
}
