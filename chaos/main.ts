import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isStopping, stopOnSignals } from '../bench/stop.js';
import { isPlantName, PLANTED_BUGS } from './plant.js';
import { formatReport, runChaos } from './run.js';

/**
 * `npm run chaos -- --seed S --minutes M`: one chaos run against the local PostgreSQL and Redis
 * (TEST_DATABASE_URL / TEST_REDIS_URL, or BENCH_*), its table printed; exit 1 when a promise
 * was broken (the seed and the shortest history of each violation are printed). `--plant NAME`
 * runs it against a bundle with a known bug planted (chaos/plant.ts), to see it caught.
 */

const USAGE = `npm run chaos -- [--seed N] [--minutes M | --seconds S] [--replicas 3] [--rate 2] [--drain-seconds 120] [--plant ${Object.keys(PLANTED_BUGS).join('|')}] [--out evidence.json]`;

function number(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, not ${text}\n${USAGE}`);
  return n;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string' },
      minutes: { type: 'string' },
      seconds: { type: 'string' },
      replicas: { type: 'string' },
      rate: { type: 'string' },
      'drain-seconds': { type: 'string' },
      plant: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.plant !== undefined && !isPlantName(values.plant))
    throw new Error(`--plant ${values.plant}: not a planted bug (${Object.keys(PLANTED_BUGS).join(', ')})`);
  const seed = Math.floor(number(values.seed, Date.now() % 1_000_000, 'seed'));
  const durationMs =
    values.seconds !== undefined ? number(values.seconds, 60, 'seconds') * 1000 : number(values.minutes, 5, 'minutes') * 60_000;
  const report = await runChaos({
    seed,
    durationMs,
    replicas: Math.floor(number(values.replicas, 3, 'replicas')),
    ratePerSecond: number(values.rate, 2, 'rate'),
    drainMs: number(values['drain-seconds'], 120, 'drain-seconds') * 1000,
    ...(values.plant !== undefined && isPlantName(values.plant) ? { plant: values.plant } : {}),
    progress: (line) => console.error(`chaos: ${line}`),
  });
  console.log(formatReport(report));
  if (values.out) writeFileSync(values.out, JSON.stringify(report.evidence, null, 1));
  return report.ok ? 0 : 1;
}

// Stopped part-way (Ctrl-C, a timeout's SIGTERM): the replicas (each in a process group of its
// own, out of reach of the signal) are ended, then the run's database and Redis keys removed.
stopOnSignals((line) => console.error(line));
main().then(
  (code) => (isStopping() ? undefined : process.exit(code)),
  (err: unknown) => {
    if (isStopping()) return;
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
