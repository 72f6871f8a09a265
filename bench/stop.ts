import type { ChildProcess } from 'node:child_process';
import { exitWhenWritten } from '../src/exit.js';

/**
 * What the bench started and made, undone when it is stopped (Ctrl-C, or SIGTERM from a
 * timeout) rather than finishing: its `finally` blocks never run then, and the replicas it
 * starts live in process groups of their own (so that a stuck one can be killed with all npm
 * started), out of reach of a signal sent to the bench's group. Each helper process and scratch
 * database is recorded here when it is made and forgotten when the bench removes it itself; on a
 * signal the processes are ended first, then the databases and folders they held are removed,
 * and the bench exits as killed by that signal.
 */

type Undo = () => Promise<unknown> | unknown;
type Kind = 'process' | 'data';

const pending = new Map<symbol, { kind: Kind; undo: Undo }>();
let stopping: Promise<void> | undefined;

/** How long a process gets to stop on SIGTERM before SIGKILL. */
const END_GRACE_MS = 5_000;

/** Records `undo` for a stop; call the returned function once the bench has undone it itself. */
export function undoOnStop(kind: Kind, undo: Undo): () => void {
  const id = Symbol(kind);
  pending.set(id, { kind, undo });
  return () => void pending.delete(id);
}

/** True once a signal is stopping the bench: its own exit is then the stop's. */
export function isStopping(): boolean {
  return stopping !== undefined;
}

/** Records a child process: on a stop, SIGTERM to it (or its group), SIGKILL after a grace. */
export function endOnStop(child: ChildProcess, options: { group?: boolean } = {}): void {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const forget = undoOnStop('process', () => endProcess(child, options.group ?? false));
  child.once('exit', forget);
}

function signal(child: ChildProcess, group: boolean, sig: NodeJS.Signals): void {
  try {
    if (group && child.pid !== undefined) process.kill(-child.pid, sig);
    else child.kill(sig);
  } catch {
    // Gone already.
  }
}

/** Ends `child` (and its group): SIGTERM, then SIGKILL if it is still there after the grace. */
export function endProcess(child: ChildProcess, group: boolean): Promise<void> {
  const exited = child.exitCode !== null || child.signalCode !== null;
  const gone = exited ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (!exited) signal(child, group, 'SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      signal(child, group, 'SIGKILL');
      resolve();
    }, END_GRACE_MS);
  });
  return Promise.race([gone, late.then(() => gone)]).finally(() => {
    clearTimeout(timer);
    // What npm left in the group once it is gone (nothing, normally).
    if (group) signal(child, true, 'SIGKILL');
  });
}

async function stop(sig: NodeJS.Signals, progress: (line: string) => void): Promise<void> {
  const all = [...pending.values()];
  pending.clear();
  const processes = all.filter((u) => u.kind === 'process');
  const data = all.filter((u) => u.kind === 'data');
  progress(
    `bench: stopped by ${sig}; ending ${processes.length} helper process(es), then removing ${data.length} scratch database(s) and folder(s)…`,
  );
  // The processes first: a database is dropped once nothing holds it.
  for (const batch of [processes, data]) {
    const results = await Promise.allSettled(batch.map(async (u) => u.undo()));
    for (const r of results)
      if (r.status === 'rejected') progress(`bench: could not undo: ${(r.reason as Error)?.message ?? String(r.reason)}`);
  }
}

const SIGNAL_EXIT: Partial<Record<NodeJS.Signals, number>> = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };

/**
 * The bench's entry: on SIGINT, SIGTERM or SIGHUP, undo everything recorded and exit as that
 * signal would. A second signal while undoing (a terminal's Ctrl-C reaches every process of the
 * group, and npm and tsx pass theirs on) does not cut the undoing short.
 */
export function stopOnSignals(progress: (line: string) => void): void {
  for (const sig of Object.keys(SIGNAL_EXIT) as NodeJS.Signals[]) {
    process.on(sig, () => {
      stopping ??= stop(sig, progress).finally(() => exitWhenWritten(SIGNAL_EXIT[sig]!));
    });
  }
}
