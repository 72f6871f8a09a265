import { createHash } from 'node:crypto';

/** A lane's name in Redis and a client's `keyId`: the key's hash (a key is a secret; its hash names nothing usable). */
export function laneName(apiKey: string | undefined): string {
  return apiKey === undefined ? 'core' : createHash('sha256').update(apiKey).digest('hex').slice(0, 32);
}
