import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Encryption at rest for the settings' API keys: AES-256-GCM under SETTINGS_SECRET.
 *
 * - The secret is 32 random bytes (parsed by config.ts). Two keys are derived from it with HKDF, one
 *   to encrypt and one for a key-check value, so the check value stored next to the keys says
 *   whether a secret is the one that sealed them without revealing anything about it.
 * - Every sealed value is bound to its context (the guild id) as GCM associated data: a key
 *   copied onto another guild's row fails to open instead of serving the wrong community.
 * - Nothing here ever puts a plaintext or the secret in an error message.
 */

export const SECRET_VARIABLE = 'SETTINGS_SECRET';

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value failed to open: the wrong secret, another guild's value, or a damaged row. */
export class SecretMismatchError extends Error {
  constructor(message = `a stored API key could not be decrypted with this ${SECRET_VARIABLE}`) {
    super(message);
    this.name = 'SecretMismatchError';
  }
}

export interface SecretBox {
  /** Encrypts `plain` for `context` (e.g. the guild id); a fresh IV every time. */
  seal(plain: string, context: string): string;
  /** Decrypts a value sealed for the same context; throws SecretMismatchError otherwise. */
  open(sealed: string, context: string): string;
  /** Key-check value of this secret: stored once, compared at start. */
  readonly check: string;
  /** Whether `check` (as stored) belongs to this secret. Constant time. */
  matches(check: string): boolean;
}

const derive = (secret: Buffer, info: string, length: number) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, length));

export function createSecretBox(secret: Buffer): SecretBox {
  if (secret.length !== 32) throw new Error(`${SECRET_VARIABLE} must be 32 bytes`);
  const key = derive(secret, 'community-bot settings api-key encryption v1', 32);
  const check = `${FORMAT}:${derive(secret, 'community-bot settings key check v1', 16).toString('hex')}`;
  const aad = (context: string) => Buffer.from(`guild:${context}`, 'utf8');
  return {
    check,
    matches(other) {
      const a = Buffer.from(other, 'utf8');
      const b = Buffer.from(check, 'utf8');
      return a.length === b.length && timingSafeEqual(a, b);
    },
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${FORMAT}:${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
    },
    open(sealed, context) {
      const [format, data, ...rest] = sealed.split(':');
      const raw = format === FORMAT && data && rest.length === 0 ? Buffer.from(data, 'base64url') : undefined;
      if (!raw || raw.length < IV_BYTES + TAG_BYTES)
        throw new SecretMismatchError('a stored API key is not in a format this version reads');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES)).setAAD(aad(context));
        decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretMismatchError();
      }
    },
  };
}

/** For a store that can never outlive the process (the console's in-memory default). */
export function ephemeralSecretBox(): SecretBox {
  return createSecretBox(randomBytes(32));
}

/**
 * A process's box during a rotation (SETTINGS_SECRET_NEXT set): it seals under the new secret
 * and opens what either sealed. A key stored in the window is then already under the secret
 * every process has after the swap, and a process restarted in the window starts whichever of
 * the two each row is under.
 */
export class RotatingBox implements SecretBox {
  constructor(
    private readonly next: SecretBox,
    private readonly current: SecretBox,
  ) {}

  get check(): string {
    return this.next.check;
  }

  matches(check: string): boolean {
    return this.next.matches(check) || this.current.matches(check);
  }

  seal(plain: string, context: string): string {
    return this.next.seal(plain, context);
  }

  open(sealed: string, context: string): string {
    try {
      return this.next.open(sealed, context);
    } catch (err) {
      if (!(err instanceof SecretMismatchError)) throw err;
      return this.current.open(sealed, context);
    }
  }
}

/** The box a process seals and opens the stored keys with: none without SETTINGS_SECRET. */
export function settingsBox(secrets: { secret?: Buffer | undefined; nextSecret?: Buffer | undefined }): SecretBox | undefined {
  if (!secrets.secret) return undefined;
  const current = createSecretBox(secrets.secret);
  return secrets.nextSecret ? new RotatingBox(createSecretBox(secrets.nextSecret), current) : current;
}
