import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from '../src/build.mjs';
import { childProcessBase } from '../src/config.js';
import { postInteraction, type EndpointReply, type Signer } from './signed.js';
import { endOnStop, undoOnStop } from './stop.js';

/**
 * Bot replicas as an operator runs them: `npm start` child processes in HTTP interactions mode,
 * each on its own port, sharing whatever the environment gives them (Redis, the store). Used by
 * the replicas test and the W3 benchmark.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Generous: on a machine shared by many processes, tsx alone can take a minute to start. */
const READY_TIMEOUT_MS = 180_000;
/** A fresh clone builds before it listens: minutes on a loaded machine. */
const BUILD_AND_READY_TIMEOUT_MS = 480_000;
const STOP_TIMEOUT_MS = 20_000;

/**
 * Every replica's OPS_TOKEN: its /readyz and /metrics answer beside /interactions only to a
 * request bearing it (readyz() below), as an operator's probe would send it.
 */
const OPS_TOKEN = `replica-ops-${randomBytes(18).toString('base64url')}`;

/** A replica's GET /readyz, with the ops token its public port asks for. */
export function readyz(replica: Pick<Replica, 'url'>): Promise<Response> {
  return fetch(`${replica.url}/readyz`, { headers: { authorization: `Bearer ${OPS_TOKEN}` } });
}

export interface Replica {
  url: string;
  /** The bot's own process (npm's grandchild), as it logged it. */
  pid: number;
  child: ChildProcess;
  /** Every JSON log line the replica wrote, parsed. */
  logs: Record<string, unknown>[];
  /** Every other line it wrote (stdout, and stderr lines that are not JSON), as written. */
  text: string[];
}

export interface ReplicaSet {
  replicas: Replica[];
  /** Round-robin: interaction n goes to replica n % count. */
  post(n: number, signer: Signer, payload: unknown): Promise<EndpointReply>;
  /** Log lines of every replica whose `msg` matches. */
  logged(msg: RegExp): Record<string, unknown>[];
  /** SIGTERM to each (graceful shutdown), SIGKILL after a while; the exit codes. */
  stop(): Promise<(number | null)[]>;
}

/**
 * `start`: the compiled bot (built once beforehand when stale); `start:tsx`: its TypeScript
 * through tsx; `image`: the compiled bot as the Docker image runs it (its CMD, node directly).
 */
export type StartScript = 'start' | 'start:tsx' | 'image';

/** How a replica is started: a script, or any other build of the bot (the chaos run's own bundle) as given. */
export type Launch = StartScript | { command: string; args: string[] };

/** The Dockerfile's CMD (exec form), its `node` this node. */
export function imageCommand(cwd = ROOT): [string, string[]] {
  const cmd = JSON.parse(/^CMD\s+(\[.*\])\s*$/m.exec(readFileSync(join(cwd, 'Dockerfile'), 'utf8'))?.[1] ?? 'null') as string[] | null;
  if (cmd?.[0] !== 'node') throw new Error('the Dockerfile has no CMD ["node", …]');
  return [process.execPath, cmd.slice(1)];
}

/** One replica, ready once it listens (its store may open later: poll /readyz for that). */
export function startReplica(env: Record<string, string>, script: Launch = 'start', cwd = ROOT): Promise<Replica> {
  const [command, args] =
    typeof script === 'object'
      ? [script.command, script.args]
      : script === 'image'
        ? imageCommand(cwd)
        : ['npm', ['run', script, '--silent']];
  // Its own process group, so a stuck replica can be killed with everything npm started.
  const child = spawn(command, args, {
    cwd,
    env: { ...childProcessBase(), OPS_TOKEN, ...env, INTERACTIONS_PORT: '0', INTERACTIONS_HOST: '127.0.0.1', LOG_FORMAT: 'json' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // Its own group is out of reach of a signal to the bench's: a stopped bench ends it itself.
  endOnStop(child, { group: true });
  const logs: Record<string, unknown>[] = [];
  const text: string[] = [];
  // The bot logs JSON lines to stderr (stdout stays free for output); anything else is kept for errors.
  let stderr = '';
  let buffered = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error('a replica did not start listening in time')),
      cwd === ROOT ? READY_TIMEOUT_MS : BUILD_AND_READY_TIMEOUT_MS,
    );
    const fail = (err: Error) => {
      clearTimeout(timer);
      if (child.exitCode === null) killGroup(child, 'SIGKILL');
      reject(new Error(`${err.message}\n${stderr}`));
    };
    child.stdout!.on('data', (d) => {
      stderr = (stderr + d).slice(-4000);
      text.push(String(d));
    });
    child.stderr!.on('data', (d) => {
      buffered += d;
      let nl: number;
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        let entry: Record<string, unknown>;
        try {
          entry = JSON.parse(line) as Record<string, unknown>;
        } catch {
          stderr = `${stderr + line}\n`.slice(-4000);
          text.push(line);
          continue;
        }
        logs.push(entry);
        if (entry.msg === 'interactions endpoint listening') {
          clearTimeout(timer);
          resolve({ url: `http://127.0.0.1:${entry.port as number}`, pid: entry.pid as number, child, logs, text });
        }
      }
    });
    child.once('exit', (code, signal) => fail(new Error(`a replica exited before listening (${signal ?? code})`)));
  });
}

/** A signal to the replica's whole process group (npm, the bot, anything it started). */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Stops one replica as a process manager does: SIGTERM to the bot itself, which shuts down
 * gracefully (npm then exits with the bot's exit code), SIGKILL to its group after a while.
 * Resolves with its exit code (null when killed).
 */
export function stopReplica(r: Replica, timeoutMs = STOP_TIMEOUT_MS): Promise<number | null> {
  return new Promise<number | null>((resolve) => {
    if (r.child.exitCode !== null || r.child.signalCode !== null) return resolve(r.child.exitCode);
    const timer = setTimeout(() => killGroup(r.child, 'SIGKILL'), timeoutMs);
    r.child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    try {
      process.kill(r.pid, 'SIGTERM');
    } catch {
      r.child.kill('SIGTERM');
    }
  });
}

/** `cwd`: another checkout (a fresh clone builds as its one replica starts). */
export async function startReplicas(
  count: number,
  env: Record<string, string>,
  script: StartScript = 'start',
  cwd = ROOT,
): Promise<ReplicaSet> {
  // Built here, once: replicas starting together must not each build.
  if ((script === 'start' || script === 'image') && cwd === ROOT) await ensureBuilt();
  const started = await Promise.allSettled(Array.from({ length: count }, () => startReplica(env, script, cwd)));
  const replicas = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  const stop = async () => Promise.all(replicas.map((r) => stopReplica(r)));
  if (failed) {
    await stop();
    throw (failed as PromiseRejectedResult).reason;
  }
  return {
    replicas,
    post: (n, signer, payload) => postInteraction(replicas[n % replicas.length]!.url, signer, payload),
    logged: (msg) => replicas.flatMap((r) => r.logs.filter((l) => typeof l.msg === 'string' && msg.test(l.msg))),
    stop,
  };
}

export interface ScratchDatabase {
  /** DATABASE_URL for the replicas: the server's, naming the new database. */
  url: string;
  name: string;
  /** Drops the database (ending the sessions still on it). */
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own on a PostgreSQL server, for `npm start` processes and consoles (replicas
 * here, and the tests that start them): a DATABASE_URL names a database, not a schema, so each
 * run gets a fresh one (from template0, which no one is ever connected to) and drops it afterwards.
 */
export async function scratchDatabase(serverUrl: string, label = 'replicas'): Promise<ScratchDatabase> {
  const name = `bot_${label}_${randomBytes(5).toString('hex')}`;
  let dropping: Promise<void> | undefined;
  const dropOnce = () =>
    (dropping ??= onServer(serverUrl, (c) => c.query(`drop database if exists "${name}" with (force)`)).then(() => undefined));
  const created = onServer(serverUrl, (c) => c.query(`create database "${name}" template template0`));
  // Recorded before it exists: a bench stopped while it is being created still drops it.
  const forget = undoOnStop('data', () => created.then(dropOnce, () => undefined));
  try {
    await created;
  } catch (err) {
    forget();
    throw err;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => {
      forget();
      return dropOnce();
    },
  };
}
