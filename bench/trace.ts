import type { DiscordStandIn, RecordedCall } from '../src/bot/offline/discord-rest.js';

/** One REST call the Discord stand-in received, with when it arrived (performance.now()). */
export interface Stamped {
  at: number;
  call: RecordedCall;
}

/** The interaction token in `/interactions/:id/:token/callback` and `/webhooks/:app/:token/...`. */
export function tokenOf(path: string): string | undefined {
  const parts = path.split('/');
  return parts[1] === 'interactions' || parts[1] === 'webhooks' ? parts[3] : undefined;
}

/**
 * Indexes every call the stand-in records by interaction token, stamped on arrival. The stand-in
 * keeps no clock of its own; wrapping its array's push leaves its code untouched and costs
 * nothing per interaction beyond a map lookup.
 */
export function traceStandIn(standIn: DiscordStandIn): Map<string, Stamped[]> {
  const byToken = new Map<string, Stamped[]>();
  const calls = standIn.calls;
  const push = calls.push.bind(calls);
  calls.push = (...items: RecordedCall[]) => {
    const at = performance.now();
    for (const call of items) {
      const token = tokenOf(call.path);
      if (!token) continue;
      const list = byToken.get(token);
      if (list) list.push({ at, call });
      else byToken.set(token, [{ at, call }]);
    }
    return push(...items);
  };
  return byToken;
}

/** When each call the stand-in records arrived (performance.now()), whatever it was for (channel posts too). */
export function arrivalTimes(standIn: DiscordStandIn): WeakMap<RecordedCall, number> {
  const times = new WeakMap<RecordedCall, number>();
  const calls = standIn.calls;
  const push = calls.push.bind(calls);
  calls.push = (...items: RecordedCall[]) => {
    const at = performance.now();
    for (const call of items) times.set(call, at);
    return push(...items);
  };
  return times;
}
