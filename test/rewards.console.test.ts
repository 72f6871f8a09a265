import { expect, test } from 'vitest';
import { consoleFor, docExample } from './support/readme-console.js';

/**
 * docs/rewards.md's console walkthrough runs as printed: its `$` line starts the console, each
 * `>` line is typed, and every line the doc shows after one is in what that line printed (a
 * relative time, a reward's id read as any). So the doc shows a reward's preview, the role given at the first
 * sync, taken at the next after a balance drops, and the balance's "more for @gold".
 */

const example = docExample('rewards');
const start = example.start;
const steps: { line: string; shows: string[] }[] = [];
for (const l of example.lines) {
  if (l.startsWith('> ')) steps.push({ line: l.slice(2), shows: [] });
  else steps.at(-1)!.shows.push(l);
}
const shell = consoleFor(start);
const loose = (t: string) => t.replace(/(in )?\d+ (seconds?|minutes?|hours?)( ago)?|Reward [0-9a-f]{8}/g, '…');

test('the walkthrough in docs/rewards.md runs as printed', async () => {
  expect(start).toBe('npm run console -- --as moderator --fast');
  expect(steps.length).toBeGreaterThanOrEqual(8);
  for (const step of steps) {
    const printed = loose(await shell.run(step.line));
    expect(printed, step.line).not.toMatch(/^✖/m);
    for (const shown of step.shows) expect(printed, `${step.line} → ${shown}`).toContain(loose(shown));
  }
}, 180_000);
