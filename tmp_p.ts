import { commands } from '/work/wt/n48b/commands/index.js';
import { parseConfig } from '/work/wt/n48b/src/config.js';
import { parseFlags } from '/work/wt/n48b/src/console/flags.js';
import { setUp } from '/work/wt/n48b/src/console/setup.js';
import { runLine } from '/work/wt/n48b/src/console/loop.js';
import { createOutput } from '/work/wt/n48b/src/console/output.js';
import { silentLogger } from '/work/wt/n48b/src/log.js';
const args = process.argv.slice(2);
const sep = args.indexOf('--');
const p = parseFlags(args.slice(0, sep));
if (p.kind !== 'run') throw new Error('flags');
const s = await setUp(p.flags, parseConfig({ NODE_ENV: 'test' }), commands, silentLogger);
const out = createOutput({ output: process.stdout, errors: process.stdout }, { json: false, ansi: false, names: (id) => s.session.members.name(id), channels: (id) => s.session.channelName(id), roles: (id) => s.session.roleName(id) });
console.log(s.banner);
for (const line of args.slice(sep + 1)) { console.log(`>>> ${line}`); await runLine(s.session, line, out, { json: false, interactive: false }); }
await s.close();
process.exit(0);
