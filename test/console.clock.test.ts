import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runConsole } from '../src/console/run.js';
import { parseConfig } from '../src/config.js';

/**
 * The console's clock jumps on a long `wait` (the bot's clock moves on, as the world's would
 * while a bot runs): a relative time shown after it counts from the bot's clock, as Discord's
 * client counts from its own, so a feed checked a moment ago never reads "in 2 hours".
 */

describe("relative times after the console's clock moved", () => {
  it('/feed list after wait 2h: last checked in the past', async () => {
    const input = new PassThrough();
    let out = '';
    const output = new PassThrough();
    output.on('data', (d: Buffer) => void (out += d.toString('utf8')));
    const errors = new PassThrough();
    input.end(['/feed quests channel:#quests', 'wait 2h', '/feed list'].map((l) => `${l}\n`).join(''));
    const code = await runConsole(['--fast', '--as', 'moderator'], {
      io: { input, output, errors },
      signals: new EventEmitter(),
      config: parseConfig({ NODE_ENV: 'test' }),
    });
    expect(code).toBe(0);
    const list = out.slice(out.lastIndexOf('┌'));
    const checked = /last checked ([^·\n]+)/.exec(list);
    expect(checked, out).not.toBeNull();
    expect(checked![1]).not.toMatch(/^in /);
    expect(checked![1]).toMatch(/ago|now/);
  }, 180_000);
});
