import { expect, test } from 'vitest';
import { consoleFor, docExample } from './support/readme-console.js';

/**
 * The worked example of a write at a set time (docs/value-moves.md, ```console
 * id=write-at-a-set-time) runs in the console exactly as printed (its
 * flags too), and shows what it says: the preview says when, Confirm schedules it with Cancel,
 * the list shows it waiting; `wait 2h` moves the bot's clock on, the tip is sent and the audit
 * channel says so; the list then says it was sent.
 */

const { start, lines } = docExample('write-at-a-set-time');
const shell = consoleFor(start);
const run = shell.run;

test('the worked example runs as printed: scheduled, listed, sent after wait 2h and told in the audit channel', async () => {
  expect(start).toBe('npm run console -- --as admin --fast');
  expect(lines).toHaveLength(7);
  const said: string[] = [];
  for (const line of lines) {
    const text = await run(line);
    expect(text, line).not.toMatch(/^✖/m);
    said.push(text);
  }
  const [zone, audit, preview, confirmed, waiting, waited, list] = said as [string, string, string, string, string, string, string];
  expect(zone).toContain('Time zone set to Europe/Berlin');
  expect(audit).toContain('audit channel set to');
  expect(preview).toMatch(/To be sent .* \(in 2 hours\)/);
  expect(confirmed).toContain('Scheduled as');
  expect(confirmed).toMatch(/\[1\] Cancel/);
  expect(waiting).toContain('⏳ waiting');
  expect(waited).toContain('your scheduled action');
  expect(waited).toContain('Tip sent');
  expect(waited).toContain('Outcome: done');
  expect(list).toContain('✅ sent');
}, 180_000);
