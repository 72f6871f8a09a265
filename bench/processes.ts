import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteSandbox } from './remote-sandbox.js';
import type { SandboxRequest } from './sandbox-process.js';
import type { ManyCommunitiesResult, ManyCommunitiesSpec } from './many-communities.js';
import { endOnStop } from './stop.js';

export type { RemoteSandbox } from './remote-sandbox.js';

/** The bench's helper processes: the sandbox, and W2 in a clean process of its own. */

type Distribute<T> = T extends unknown ? Omit<T, 'id'> : never;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const READY_TIMEOUT_MS = 30_000;

/** The folder of bench.test's bundles of these entries (test/support/bundles.ts); unset: through tsx. */
let bundles: string | undefined;

/** Starts the helper processes from bundles in `dir` (a quarter of tsx's CPU), or through tsx again. */
export function startFromBundles(dir: string | undefined): void {
  bundles = dir;
}

/** A TypeScript entry of this folder in a new node process, with an IPC channel. */
function forkTs(entry: string, args: string[], execArgv: string[] = []): ChildProcess {
  // Named as test/support/bundles.ts names them (bundleName); bench code does not import test code.
  const [file, loader] = bundles
    ? [join(bundles, `bench-${basename(entry, '.ts')}.js`), []]
    : [fileURLToPath(new URL(entry, import.meta.url)), ['--import', 'tsx']];
  const child = fork(file, args, {
    cwd: ROOT,
    execArgv: [...execArgv, ...loader],
    // Structured clone keeps Infinity (unfinished latencies) intact.
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  endOnStop(child);
  return child;
}

export async function startSandboxProcess(ratePerSecond: number): Promise<RemoteSandbox> {
  const child = forkTs('./sandbox-process.ts', [String(ratePerSecond)]);
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let exited: Error | undefined;

  const ready = new Promise<{ url: string; demoKey: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the sandbox process did not start in time')), READY_TIMEOUT_MS);
    child.on(
      'message',
      (m: { ready?: boolean; url: string; demoKey: string; id?: number; ok?: boolean; result?: unknown; error?: string }) => {
        if (m.ready) {
          clearTimeout(timer);
          return resolve(m);
        }
        const w = m.id === undefined ? undefined : waiting.get(m.id);
        if (!w) return;
        waiting.delete(m.id!);
        if (m.ok) w.resolve(m.result);
        else w.reject(new Error(`sandbox process: ${m.error}`));
      },
    );
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      exited = new Error(`the sandbox process exited (${signal ?? code})`);
      reject(exited);
      for (const w of waiting.values()) w.reject(exited);
      waiting.clear();
    });
  });
  const { url, demoKey } = await ready;

  const ask = <T>(request: Distribute<SandboxRequest>): Promise<T> => {
    if (exited) return Promise.reject(exited);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      child.send({ ...request, id });
    });
  };

  return {
    url,
    demoKey,
    addCommunities: (count, options = {}) => ask({ op: 'add', count, ...options }),
    stats: (keys = []) => ask({ op: 'stats', keys }),
    raids: (key) => ask({ op: 'raids', key }),
    reset: (rate) => ask({ op: 'reset', ratePerSecond: rate }),
    async close() {
      if (exited) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      await ask({ op: 'close' }).catch(() => child.kill());
      await gone;
    },
  };
}

/** W7 in a process of its own (with --expose-gc): it prints its report; resolves when it exits 0. */
export function runIdleServersApart(servers?: number): Promise<void> {
  const child = forkTs('./w7-process.ts', servers ? [String(servers)] : [], ['--expose-gc']);
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`the W7 process exited with ${signal ?? code}`))));
  });
}

/** node's flags in `npm start` (package.json's start script), which the Dockerfile's CMD repeats. */
export function botNodeFlags(): string[] {
  const start = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';
  return /\bnode((?: --\S+)*) /.exec(start)?.[1]?.trim().split(' ') ?? [];
}

/**
 * W2 in a process of its own (with --expose-gc), so its memory figures hold the W2 bot and
 * nothing the bench ran before; it starts its own sandbox process. Its node runs with the bot's
 * own flags: with node's default young generation (semi-spaces up to 16 MiB) the "before" figure
 * held anything from 0.3 to 32 MiB of it, depending on whether V8 had shrunk it yet, where the
 * bot never holds more than a few MiB (npm start's --max-semi-space-size=2).
 */
export function runManyCommunitiesApart(spec: ManyCommunitiesSpec): Promise<ManyCommunitiesResult> {
  // W2's process starts its own sandbox process, from the same bundles.
  const flags = [...new Set(['--expose-gc', ...botNodeFlags()])];
  const child = forkTs('./w2-process.ts', [JSON.stringify(spec), ...(bundles ? [bundles] : [])], flags);
  return new Promise((resolve, reject) => {
    let settled = false;
    child.on('message', (m: { ok: boolean; result?: ManyCommunitiesResult; error?: string }) => {
      settled = true;
      if (m.ok && m.result) resolve(m.result);
      else reject(new Error(`W2 process: ${m.error}`));
    });
    child.once('exit', (code, signal) => {
      if (!settled) reject(new Error(`the W2 process exited without a result (${signal ?? code})`));
    });
  });
}
