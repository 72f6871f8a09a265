import { writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { IDLE_SERVERS, renderIdleServers, runIdleServers } from './idle-servers.js';
import { startSandboxProcess } from './processes.js';
import { createLogger } from '../src/log.js';
import { machine, toJson } from './report.js';

/**
 * `npm run bench -- w7` (or `node --expose-gc --import tsx bench/w7-process.ts [servers] [log level]`):
 * W7 in a process of its own, so its heap holds the W7 bot and nothing else; a warm-up on a
 * few throwaway servers first, so code compiled on first use is in the "before" figure.
 */

const servers = Number(process.argv[2] ?? IDLE_SERVERS.servers);
const progress = (line: string) => process.stderr.write(`${line}\n`);
const sandbox = await startSandboxProcess(0);
try {
  await runIdleServers(sandbox, { servers: 20, perSecond: 200, idleMs: 500, capMs: 30_000 });
  // A log level as the second argument shows the bot's log (what the "unexpected error" replies were).
  const logger = process.argv[3] ? createLogger({ level: process.argv[3], format: 'pretty' }) : undefined;
  const result = await runIdleServers(sandbox, { ...IDLE_SERVERS, servers }, progress, logger);
  const m = machine();
  console.log(`Machine: ${m.cpu} · ${m.cores} cores · ${m.memoryGiB} GiB · Node ${m.node} · ${m.os}\n\n${renderIdleServers(result)}`);
  const dir = fileURLToPath(new URL('./results/', import.meta.url));
  await mkdir(dir, { recursive: true });
  await writeFile(`${dir}w7.json`, toJson({ generatedAt: new Date().toISOString(), machine: m, w7: result }));
} finally {
  await sandbox.close();
  process.disconnect?.();
}
