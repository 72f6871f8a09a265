import { describe, expect, it } from 'vitest';
import { createLogger, prettyLine, registerSecret, scrubSecrets, secretClock, secretsHeld } from '../src/log.js';

function capture(format: 'json' | 'pretty' = 'json') {
  const lines: string[] = [];
  const logger = createLogger({ format, level: 'debug', destination: { write: (s: string) => void lines.push(s) } });
  return { logger, text: () => lines.join('') };
}

describe('logger', () => {
  const key = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
  const token = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789';
  registerSecret(key);
  registerSecret(token);

  it('redacts secret header and field names wherever they sit', () => {
    const { logger, text } = capture();
    logger.info({ headers: { 'x-api-key': 'k1-value', authorization: 'Bot t1-value', accept: 'json' } }, 'req');
    logger.info({ req: { headers: { 'x-api-key': 'k2-value' } }, apiKey: 'k3-value', token: 't2-value' }, 'more');
    const out = text();
    for (const v of ['k1-value', 't1-value', 'k2-value', 'k3-value', 't2-value']) expect(out).not.toContain(v);
    expect(out).toContain('"accept":"json"');
    expect(out).toContain('[REDACTED]');
  });

  it('removes registered secrets from messages, errors and stacks', () => {
    const { logger, text } = capture();
    logger.error({ err: new Error(`upstream said key ${key} is bad`) }, `login with ${token} failed`);
    logger.warn({ url: `http://x/?k=${key}` }, 'url');
    const out = text();
    expect(out).not.toContain(key);
    expect(out).not.toContain(token);
    expect(out.match(/\[REDACTED\]/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('drops the interaction token and the reply body a failed Discord call carries', () => {
    const { logger, text } = capture();
    const interactionToken = `aW50ZXJhY3Rpb246${'x'.repeat(60)}`;
    const err = Object.assign(new Error('Unknown Webhook'), {
      url: `https://discord.com/api/v10/webhooks/123456789012345678/${interactionToken}/messages/@original`,
      requestBody: { json: { content: 'linked wallet 0xabc' } },
    });
    logger.error({ err }, 'could not send the reply');
    logger.warn(`POST /interactions/223456789012345678/${interactionToken}/callback failed`);
    const out = text();
    expect(out).not.toContain(interactionToken);
    expect(out).not.toContain('linked wallet');
    expect(out).toContain('webhooks/123456789012345678/[REDACTED]');
  });

  it('prints readable lines for terminals, still scrubbed', () => {
    const { logger, text } = capture('pretty');
    logger.info({ guild: '1' }, `hello ${key}`);
    expect(text()).toMatch(/^\d\d:\d\d:\d\d INFO {2}hello \[REDACTED\] guild=1\n$/);
    expect(prettyLine('not json')).toBe('not json');
  });
});

describe('secrets held by the log', () => {
  it("a server's stored key is scrubbed while in use, and let go 30 minutes after its last use; the process's own stay", () => {
    const real = secretClock.now;
    let now = 1_000_000;
    secretClock.now = () => now;
    try {
      const own = 'own-secret-0123456789abcdef';
      registerSecret(own);
      const before = secretsHeld();
      const keys = Array.from({ length: 1000 }, (_, i) => `stored-key-${i.toString().padStart(6, '0')}-abcdef`);
      for (const k of keys) registerSecret(k, 'in-use');
      expect(secretsHeld()).toBe(before + 1000);
      expect(scrubSecrets(`a ${keys[500]} b ${own}`)).toBe('a [REDACTED] b [REDACTED]');
      now += 20 * 60_000;
      registerSecret(keys[7], 'in-use'); // used again: its 30 minutes start over
      now += 20 * 60_000;
      expect(secretsHeld()).toBe(before + 1);
      expect(scrubSecrets(`${keys[7]} ${keys[8]} ${own}`)).toBe(`[REDACTED] ${keys[8]} [REDACTED]`);
    } finally {
      secretClock.now = real;
    }
  });

  it('finds a secret among many, overlapping ones included, at any place in a line', () => {
    registerSecret('overlap-secret-AAAA');
    registerSecret('overlap-secret-AAAA-and-more');
    for (let i = 0; i < 5000; i++) registerSecret(`filler-${i}-0123456789`, 'in-use');
    expect(scrubSecrets('xoverlap-secret-AAAA-and-more overlap-secret-AAAAy filler-4999-0123456789')).toBe(
      'x[REDACTED] [REDACTED]y [REDACTED]',
    );
  });
});
