import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Tells listeners that a server's settings were just written (/setup, the console's setup),
 * after the write committed. Whatever keeps something derived from a server's settings (the web
 * leaderboard's rendered pages) drops it here, so the next view reads them again. Listeners are
 * held weakly: a web app built and forgotten (tests build many) is not kept alive by having
 * listened. With replicas sharing Redis, shareSettingsChanges carries each write to the others.
 */

export interface SettingsListener {
  settingsChanged(guildId: string): void;
  /** Changes may have been missed (the link to the other replicas was down): drop everything. */
  settingsUnknown?(): void;
}

const listeners = new Set<WeakRef<SettingsListener>>();
/** Where this process's own writes are sent (the other replicas), when shared. */
const outlets = new Set<(guildId: string) => void>();

/** `listener` hears every settings write from now on, for as long as it lives. */
export function listenToSettings(listener: SettingsListener): void {
  listeners.add(new WeakRef(listener));
}

function tell(what: (l: SettingsListener) => void): void {
  for (const ref of listeners) {
    const listener = ref.deref();
    if (listener) what(listener);
    else listeners.delete(ref);
  }
}

/** A settings write committed in this process. */
export function settingsChanged(guildId: string): void {
  tell((l) => l.settingsChanged(guildId));
  for (const send of outlets) send(guildId);
}

/** Subscriptions to the other replicas' writes that are connected now. */
let live = 0;

/** Whether this process hears other replicas' settings writes right now (shareSettingsChanges, connected). */
export function settingsShared(): boolean {
  return live > 0;
}

/**
 * Carries settings writes between replicas over Redis pub/sub (a connection of its own, as
 * subscribing needs): each write here is published, each one published elsewhere is told to
 * this process's listeners. Whenever the subscription (re)connects, listeners drop everything,
 * since writes published while it was down were lost. Returns the stop.
 */
export function shareSettingsChanges(redis: Redis, prefix: string, onError: (err: unknown) => void): () => Promise<void> {
  const channel = `${prefix}settings-changed`;
  const me = randomBytes(8).toString('hex');
  const sub = redis.duplicate();
  let up = false;
  const down = () => {
    if (up) live--;
    up = false;
  };
  let lastError = '';
  // One report per distinct failure, not one per reconnect attempt (as src/redis.ts does).
  sub.on('error', (err: Error) => {
    if (err.message !== lastError) onError(err);
    lastError = err.message;
  });
  sub.on('close', down);
  sub.on('message', (_channel: string, message: string) => {
    const [from, guildId] = message.split(' ');
    if (from !== me && guildId) tell((l) => l.settingsChanged(guildId));
  });
  // Connected (again, ioredis subscribing anew): whatever was written meanwhile was not heard.
  sub.on('ready', () => {
    lastError = '';
    tell((l) => l.settingsUnknown?.());
    if (!up) live++;
    up = true;
  });
  sub.subscribe(channel).catch(onError);
  const send = (guildId: string) => void redis.publish(channel, `${me} ${guildId}`).catch(onError);
  outlets.add(send);
  return async () => {
    outlets.delete(send);
    down();
    sub.removeListener('close', down);
    await sub.quit().catch(() => sub.disconnect());
  };
}
