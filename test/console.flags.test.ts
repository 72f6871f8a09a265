import { describe, expect, test } from 'vitest';
import { parseFlags, USAGE } from '../src/console/flags.js';

describe('console flags', () => {
  test('defaults: a member, cards, the live rate, warn logs', () => {
    expect(parseFlags([])).toEqual({ kind: 'run', flags: { as: 'member', json: false, fast: false, logLevel: 'warn' } });
  });

  test('every flag', () => {
    const argv = [
      '--as',
      'admin',
      '--user',
      '318204957716152321',
      '--guild',
      '1203458820156252160',
      '--json',
      '--fast',
      '--data',
      './state',
      '--log-level',
      'debug',
    ];
    expect(parseFlags(argv)).toEqual({
      kind: 'run',
      flags: {
        as: 'admin',
        user: '318204957716152321',
        guild: '1203458820156252160',
        json: true,
        fast: true,
        data: './state',
        logLevel: 'debug',
      },
    });
    expect(parseFlags(['-h'])).toEqual({ kind: 'help' });
  });

  test('--locale: a Discord locale code, in any case or with an underscore, kept in its canonical spelling', () => {
    const flags = (argv: string[]) => {
      const r = parseFlags(argv);
      return r.kind === 'run' ? r.flags : r;
    };
    expect(flags(['--locale', 'de'])).toMatchObject({ locale: 'de' });
    expect(flags(['--locale', 'pt_br'])).toMatchObject({ locale: 'pt-BR' });
    expect(flags(['--locale', 'ES-419'])).toMatchObject({ locale: 'es-419' });
    expect(flags([])).not.toHaveProperty('locale');
    for (const bad of ['xx', 'es', '']) {
      const r = parseFlags(['--locale', bad]);
      expect(r.kind).toBe('error');
      expect(r.kind === 'error' && r.message).toMatch(/^--locale must be a Discord locale code: .*\bde\b.*\bes-ES\b.*\bpt-BR\b/);
    }
    expect(USAGE).toContain('--locale CODE');
  });

  test('every problem at once, with the usage; an unknown flag is named', () => {
    const r = parseFlags(['--as', 'king', '--user', '12', '--log-level', 'loud']);
    expect(r.kind).toBe('error');
    const message = r.kind === 'error' ? r.message : '';
    expect(message).toContain('--as must be member, moderator or admin');
    expect(message).toContain('--user must be a Discord id');
    expect(message).toContain('--log-level must be one of');
    expect(message.endsWith(USAGE)).toBe(true);
    const unknown = parseFlags(['--colour']);
    expect(unknown.kind === 'error' && unknown.message).toContain("Unknown option '--colour'");
  });
});
