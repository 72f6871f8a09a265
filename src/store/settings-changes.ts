/**
 * Tells this process's listeners that a server's settings were just written (/setup, the
 * console's setup), after the write committed. Whatever keeps something derived from a server's
 * settings (the web leaderboard's rendered pages) drops it here, so the next view reads them
 * again. Listeners are held weakly: a web app built and forgotten (tests build many) is not kept
 * alive by having listened. Only this process hears it: another replica's write is not seen
 * here (whoever listens bounds what it keeps by time for that).
 */

export interface SettingsListener {
  settingsChanged(guildId: string): void;
}

const listeners = new Set<WeakRef<SettingsListener>>();

/** `listener` hears every settings write in this process from now on, for as long as it lives. */
export function listenToSettings(listener: SettingsListener): void {
  listeners.add(new WeakRef(listener));
}

export function settingsChanged(guildId: string): void {
  for (const ref of listeners) {
    const listener = ref.deref();
    if (listener) listener.settingsChanged(guildId);
    else listeners.delete(ref);
  }
}
