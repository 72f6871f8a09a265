import { expect, test } from 'vitest';
import { consoleFor, docExample } from './support/readme-console.js';

/**
 * The whole-role worked example (docs/role-moves.md, ```console id=role-move) runs in the
 * console exactly as printed (its flags too), and
 * shows what it says: the role's members with the bot left out, the progress bar once
 * confirmed, its last edit after `wait`, and the part's audit row with the move's total.
 */

const { start, lines } = docExample('role-move');
const shell = consoleFor(start);
const run = shell.run;

test('the worked example runs as printed: preview, progress bar, its last edit, the audit row', async () => {
  expect(start).toBe('npm run console -- --as moderator --fast');
  expect(lines).toHaveLength(4);
  const said: string[] = [];
  for (const line of lines) {
    const text = await run(line);
    expect(text, line).not.toMatch(/^✖/m);
    said.push(text);
  }
  const [preview, pressed, waited, audit] = said as [string, string, string, string];
  expect(preview).toMatch(/Give \*?\*?5 .+ to every member holding/);
  expect(preview).toContain('aurora.builds');
  expect(preview).toMatch(/Bots left out\W+1/);
  expect(pressed).toContain('▱ 0 of 1');
  expect(waited).toContain('▰ 1 of 1');
  expect(waited).toContain('Done: every part went through.');
  expect(audit).toContain('(part 1 of 1:');
}, 120_000);
