import type { BoardShape } from '../src/sandbox/board.js';
import { startSandbox } from '../src/sandbox/index.js';

/**
 * The sandbox in a process of its own, driven over IPC by ./processes.ts. The bench measures the
 * bot's memory and event loop: the stand-in API and its thousand generated communities live
 * apart, as the real service would.
 */

export type SandboxRequest =
  | { id: number; op: 'add'; count: number; bigBoard?: number; boardShape?: BoardShape }
  | { id: number; op: 'stats'; keys: string[] }
  | { id: number; op: 'raids'; key: string }
  | { id: number; op: 'reset'; ratePerSecond: number }
  | { id: number; op: 'close' };

const sandbox = await startSandbox({ ratePerSecond: Number(process.argv[2] ?? '1') });
const send = (message: unknown) => process.send?.(message);

async function answer(m: SandboxRequest): Promise<unknown> {
  switch (m.op) {
    case 'add':
      return Array.from({ length: m.count }, () =>
        sandbox.addCommunity(
          m.bigBoard !== undefined ? { bigBoard: m.bigBoard, ...(m.boardShape ? { boardShape: m.boardShape } : {}) } : {},
        ),
      );
    case 'stats':
      return { total: sandbox.stats.total(), byRoute: sandbox.stats.byRoute(), byKey: m.keys.map((k) => sandbox.stats.byKey(k)) };
    case 'raids':
      return sandbox.raids(m.key).length;
    case 'reset':
      // Setting the rate also empties the per-key buckets: each run starts with full ones.
      sandbox.setRateLimit(m.ratePerSecond);
      sandbox.stats.reset();
      return undefined;
    case 'close':
      await sandbox.close();
      return undefined;
  }
}

process.on('message', (m: SandboxRequest) => {
  answer(m).then(
    (result) => {
      send({ id: m.id, ok: true, result });
      if (m.op === 'close') process.disconnect();
    },
    (err: unknown) => send({ id: m.id, ok: false, error: err instanceof Error ? err.message : String(err) }),
  );
});
// An orphan must not outlive the bench.
process.on('disconnect', () => void sandbox.close().finally(() => process.exit(0)));
send({ ready: true, url: sandbox.url, demoKey: sandbox.demoKey });
