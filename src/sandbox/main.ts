import { parseArgs } from 'node:util';
import { parseFaultFlag, type FaultSpec } from './faults.js';
import type { RouteName } from './routes.js';
import { startSandbox } from './server.js';
import { completionsEvery, parseEvery } from './live.js';

/**
 * npm run sandbox -- --port 8080 --rate 1 --seed 42 --spelling neutral
 *   --fault getQuest:errorRate=0.5 --fault '*:latencyMs=200,jitterMs=50'
 * A dev tool: reads no environment, prints its URL and the demo key, closes on Ctrl-C.
 */

const USAGE = `Usage: npm run sandbox -- [options]
  --host HOST          address to listen on (default 127.0.0.1)
  --port N             port (default 0: a free one, printed at start)
  --rate N             requests per second per API key, like the live service (default 1; 0: no limit)
  --seed N             seed for the demo community's generated data (default 42)
  --spelling neutral|discord
                       the spec's identifiers or the live service's spellings (default neutral)
  --fault ROUTE:NAME=VALUE[,NAME=VALUE]
                       inject faults on one route (or * for all), e.g. getQuest:errorRate=0.5 or '*:latencyMs=200,jitterMs=50';
                       names: latencyMs, jitterMs, errorRate, errorStatus, rateLimitBurst, hang, reset, malformedJson, drift;
                       repeat the flag for several routes
  --completions-every DURATION
                       add 1 to 3 quest completions to the demo community this often (30s, 2m), for /feed quests
  -h, --help           this text
Prints its URL and the demo API key, and runs until Ctrl-C or SIGTERM.`;

async function main(): Promise<void> {
  const parsed = (() => {
    try {
      return parseArgs({
        options: {
          host: { type: 'string', default: '127.0.0.1' },
          port: { type: 'string', default: '0' },
          rate: { type: 'string', default: '1' },
          seed: { type: 'string', default: '42' },
          spelling: { type: 'string', default: 'neutral' },
          fault: { type: 'string', multiple: true, default: [] },
          'completions-every': { type: 'string' },
          help: { type: 'boolean', short: 'h', default: false },
        },
        strict: true,
      });
    } catch (err) {
      throw new Error(`${(err as Error).message}\n${USAGE}`);
    }
  })();
  const { values } = parsed;
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const number = (name: string, raw: string, min: number) => {
    const n = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(n) || n < min) throw new Error(`--${name} must be a number of at least ${min}`);
    return n;
  };
  // Said plainly here rather than as Node's RangeError from listen().
  const port = (raw: string) => {
    const n = Number(raw);
    if (raw.trim() === '' || !Number.isInteger(n) || n < 0 || n > 65_535)
      throw new Error(`--port must be a whole number from 0 to 65535 (0: any free port), not ${raw}`);
    return n;
  };
  if (values.spelling !== 'neutral' && values.spelling !== 'discord') throw new Error('--spelling must be neutral or discord');
  const faults = values.fault.map(parseFaultFlag);
  const every = values['completions-every'] === undefined ? undefined : parseEvery(values['completions-every']);
  if (values['completions-every'] !== undefined && every === undefined)
    throw new Error('--completions-every must be a duration such as 30s or 2m (100ms to 24h)');

  const sandbox = await startSandbox({
    host: values.host,
    port: port(values.port),
    ratePerSecond: number('rate', values.rate, 0),
    seed: number('seed', values.seed, 0),
    spelling: values.spelling,
  });
  // Several --fault flags for one route add up.
  const merged = new Map<RouteName | '*', FaultSpec>();
  for (const { route, spec } of faults) merged.set(route, { ...merged.get(route), ...spec });
  for (const [route, spec] of merged) sandbox.faults.set(route, spec);

  console.log(`Sandbox Community API listening on ${sandbox.url}`);
  console.log(`Demo API key: ${sandbox.demoKey}`);
  for (const [route, spec] of merged) console.log(`Fault on ${route}: ${JSON.stringify(spec)}`);
  if (every !== undefined) {
    completionsEvery((n) => sandbox.addCompletions(sandbox.demoKey, n), every);
    console.log(`Adding quest completions every ${values['completions-every']} (also: POST ${sandbox.url}/_sandbox/completions)`);
  }

  const stop = () => {
    sandbox.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
