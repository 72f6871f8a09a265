import { generateKeyPairSync, sign } from 'node:crypto';

/**
 * Discord's side of HTTP interactions, for tests and the W3 benchmark: an Ed25519 key pair standing in for the
 * application's, and signed POSTs to an interactions endpoint.
 */

export interface Signer {
  /** What DISCORD_PUBLIC_KEY would hold. */
  publicKeyHex: string;
  headers(body: string, timestamp?: string): Record<string, string>;
}

export function createSigner(): Signer {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x!;
  return {
    publicKeyHex: Buffer.from(x, 'base64url').toString('hex'),
    headers(body, timestamp = String(Math.floor(Date.now() / 1000))) {
      const signature = sign(null, Buffer.from(timestamp + body), privateKey).toString('hex');
      return { 'content-type': 'application/json', 'x-signature-ed25519': signature, 'x-signature-timestamp': timestamp };
    },
  };
}

export interface EndpointReply {
  status: number;
  json: any;
}

/** POSTs `body` (an object is JSON-encoded) with the given headers (default: correctly signed). */
export async function postInteraction(
  url: string,
  signer: Signer,
  body: unknown,
  headers?: Record<string, string>,
): Promise<EndpointReply> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const res = await fetch(`${url}/interactions`, { method: 'POST', headers: headers ?? signer.headers(text), body: text });
  const raw = await res.text();
  let json: unknown;
  try {
    json = raw ? JSON.parse(raw) : undefined;
  } catch {
    json = raw;
  }
  return { status: res.status, json };
}
