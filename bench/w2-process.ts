import { startFromBundles, startSandboxProcess } from './processes.js';
import { runManyCommunities, type ManyCommunitiesSpec } from './workload.js';

/**
 * Child entry for W2 (see runManyCommunitiesApart): a short warm-up of the same mix on a few
 * throwaway communities, so code loaded and compiled on first use is in the "before" figure,
 * then the measured run. Sends one message with the result.
 */

const spec = JSON.parse(process.argv[2] ?? '') as ManyCommunitiesSpec;
startFromBundles(process.argv[3]);
const sandbox = await startSandboxProcess(spec.ratePerSecond);
try {
  await runManyCommunities(sandbox, { guilds: 5, windowMs: 200, gapMs: 20, capMs: 20_000, ratePerSecond: 0 });
  const result = await runManyCommunities(sandbox, spec);
  result.notes.unshift(
    `run in a process of its own (node ${process.execArgv.filter((f) => f.startsWith('--') && f !== '--import').join(' ')}: the bot's flags from npm start, and gc), after a warm-up of the same mix on 5 throwaway communities (rate limit off)`,
  );
  process.send?.({ ok: true, result });
} catch (err) {
  process.send?.({ ok: false, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
} finally {
  await sandbox.close();
  process.disconnect();
  // The result is sent: what the measured bots leave open (idle sockets, stores) must not keep
  // this process alive after the bench or a test that started it has gone.
  process.exit(0);
}
