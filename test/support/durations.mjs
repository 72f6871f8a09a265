// Writes test/support/durations.json (what test/support/sequencer.ts orders by) from a vitest
// JSON report: node test/support/durations.mjs .vitest-report.json
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const report = JSON.parse(readFileSync(process.argv[2] ?? '.vitest-report.json', 'utf8'));
const root = process.cwd();
const durations = Object.fromEntries(
  report.testResults
    .map((r) => [relative(root, r.name).split('\\').join('/'), Math.round(r.endTime - r.startTime)])
    .sort((a, b) => b[1] - a[1]),
);
writeFileSync(new URL('./durations.json', import.meta.url), `${JSON.stringify(durations, null, 1)}\n`);
console.log(`${Object.keys(durations).length} files`);
