import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/**
 * Discord signs every interaction it POSTs: Ed25519 over `X-Signature-Timestamp` + the raw
 * body, with the application's key pair; the public key is on the portal's General
 * Information tab. A request is only parsed after this check passes.
 */

/** A signature older (or further in the future) than this is refused, so a captured request cannot be replayed later; within it, replays.ts refuses an id already handled. */
export const MAX_SIGNATURE_AGE_S = 5 * 60;

/** The DER header of an Ed25519 SubjectPublicKeyInfo; the raw 32-byte key follows it. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export function publicKeyFromHex(hex: string): KeyObject {
  const raw = Buffer.from(hex, 'hex');
  if (raw.length !== 32) throw new Error('an Ed25519 public key is 32 bytes (64 hex characters)');
  return createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
}

export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'invalid';

/** Why a request's signature is refused, or undefined when it is Discord's. */
export function checkSignature(
  key: KeyObject,
  headers: { signature: string | undefined; timestamp: string | undefined },
  body: Buffer,
  nowMs: number = Date.now(),
): SignatureProblem | undefined {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp) return 'missing';
  if (!/^[0-9a-f]{128}$/i.test(signature) || !/^\d{1,12}$/.test(timestamp)) return 'malformed';
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > MAX_SIGNATURE_AGE_S) return 'stale';
  const signed = Buffer.concat([Buffer.from(timestamp, 'utf8'), body]);
  return verify(null, signed, key, Buffer.from(signature, 'hex')) ? undefined : 'invalid';
}
