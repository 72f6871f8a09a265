import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, parseSettingsSecret, secretsOf } from '../src/config.js';
import { createSecretBox, RotatingBox, SecretMismatchError, settingsBox } from '../src/store/secret-box.js';

const KEY = '0b7f7c9e-1f0e-4a44-9a52-5d8f3c2b1a00';
const GUILD = '123456789012345678';
const OTHER = '223456789012345678';

function problemOf(env: Record<string, string>): string {
  try {
    parseConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}

describe('SETTINGS_SECRET parsing', () => {
  const secret = randomBytes(32);

  it('accepts 32 bytes as hex, base64, unpadded and url-safe base64', () => {
    for (const text of [
      secret.toString('hex'),
      secret.toString('hex').toUpperCase(),
      secret.toString('base64'),
      secret.toString('base64').replace(/=+$/, ''),
      secret.toString('base64url'),
      `  ${secret.toString('base64')}\n`,
    ]) {
      const parsed = parseSettingsSecret(text);
      expect(parsed.ok, text).toBe(true);
      if (parsed.ok) expect(parsed.key.equals(secret)).toBe(true);
    }
  });

  it('refuses a passphrase, a short key and a repeated pattern, naming the variable and how to generate one', () => {
    for (const bad of [
      'correct horse battery staple',
      randomBytes(16).toString('base64'),
      randomBytes(31).toString('hex'),
      '00'.repeat(32),
      Buffer.alloc(32, 'ab').toString('base64'),
    ]) {
      const text = problemOf({ SETTINGS_SECRET: bad });
      expect(text).toContain('SETTINGS_SECRET: expected');
      expect(text).toContain('openssl rand -base64 32');
      expect(text).not.toContain(bad);
    }
    expect(problemOf({ SETTINGS_SECRET: '00'.repeat(32) })).toMatch(/weak/);
  });

  it('is optional, and lands in config.settings when given', () => {
    expect(parseConfig({}).settings).toEqual({});
    const next = randomBytes(32);
    const c = parseConfig({ SETTINGS_SECRET: secret.toString('hex'), SETTINGS_SECRET_NEXT: next.toString('base64') });
    expect(c.settings.secret?.equals(secret)).toBe(true);
    expect(c.settings.nextSecret?.equals(next)).toBe(true);
  });

  it('hands every spelling of the secrets to the log scrubber', () => {
    const c = parseConfig({ SETTINGS_SECRET: secret.toString('base64') });
    const known = secretsOf(c);
    for (const spelling of [secret.toString('hex'), secret.toString('base64'), secret.toString('base64url')]) {
      expect(known.some((s) => spelling.includes(s))).toBe(true);
    }
  });
});

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));

  it('round-trips a key, with a fresh IV each time and no plaintext in the sealed form', () => {
    const a = box.seal(KEY, GUILD);
    const b = box.seal(KEY, GUILD);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(a).not.toContain(KEY);
    expect(a).not.toContain(KEY.slice(-4) + KEY.slice(0, 4));
    expect(box.open(a, GUILD)).toBe(KEY);
  });

  it('refuses another secret, another guild, and a tampered value, without echoing anything', () => {
    const sealed = box.seal(KEY, GUILD);
    const other = createSecretBox(randomBytes(32));
    expect(() => other.open(sealed, GUILD)).toThrow(SecretMismatchError);
    // Copying a sealed key onto another guild's row does not make it that guild's key.
    expect(() => box.open(sealed, OTHER)).toThrow(SecretMismatchError);
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[20] = (raw[20] ?? 0) ^ 1;
    expect(() => box.open(`v1:${raw.toString('base64url')}`, GUILD)).toThrow(SecretMismatchError);
    expect(() => box.open('plain-text-key', GUILD)).toThrow(SecretMismatchError);
    try {
      other.open(sealed, GUILD);
    } catch (e) {
      expect(String((e as Error).message)).not.toContain(KEY);
      expect(String((e as Error).message)).toContain('SETTINGS_SECRET');
    }
  });

  it('has a key-check value that recognises its own secret only', () => {
    const secret = randomBytes(32);
    const one = createSecretBox(secret);
    const again = createSecretBox(Buffer.from(secret));
    const other = createSecretBox(randomBytes(32));
    expect(one.check).toBe(again.check);
    expect(one.matches(again.check)).toBe(true);
    expect(one.matches(other.check)).toBe(false);
    expect(one.matches('')).toBe(false);
    // The check value reveals nothing of the secret's bytes.
    expect(one.check).not.toContain(secret.toString('hex').slice(0, 8));
  });

  it('during a rotation: seals under SETTINGS_SECRET_NEXT, opens what either sealed, and nothing else', () => {
    const [current, next, other] = [randomBytes(32), randomBytes(32), randomBytes(32)];
    const box = settingsBox({ secret: current, nextSecret: next });
    expect(box).toBeInstanceOf(RotatingBox);
    const sealed = box!.seal(KEY, GUILD);
    expect(createSecretBox(next).open(sealed, GUILD)).toBe(KEY);
    expect(() => createSecretBox(current).open(sealed, GUILD)).toThrow(SecretMismatchError);
    expect(box!.check).toBe(createSecretBox(next).check);
    expect(box!.open(createSecretBox(current).seal(KEY, GUILD), GUILD)).toBe(KEY);
    expect(box!.matches(createSecretBox(current).check) && box!.matches(createSecretBox(next).check)).toBe(true);
    expect(box!.matches(createSecretBox(other).check)).toBe(false);
    expect(() => box!.open(createSecretBox(other).seal(KEY, GUILD), GUILD)).toThrow(SecretMismatchError);
    expect(settingsBox({ secret: current })!.check).toBe(createSecretBox(current).check);
    expect(settingsBox({})).toBeUndefined();
    expect(problemOf({ SETTINGS_SECRET_NEXT: next.toString('base64') })).toContain('SETTINGS_SECRET_NEXT: needs SETTINGS_SECRET');
  });

  it('refuses a secret that is not 32 bytes', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});
