import {
  BECH32_PREFIXES,
  CHAIN_IDS,
  EVM_CHAINS,
  LISTED_CHAINS,
  chainName,
  sameAddress,
  type ListedChain,
  type TokenChain,
} from '../api/chains.js';
import type { Chain } from '../api/schemas.js';
import { createRng, hashSeed } from './prng.js';

export const CHAIN_LIST: Chain[] = LISTED_CHAINS.map((key) => ({ key, id: CHAIN_IDS[key], name: chainName(key) }));

export function chainIdOf(chain: string): string {
  return CHAIN_IDS[chain as ListedChain] ?? '';
}

const BECH32_PREFIX = BECH32_PREFIXES;
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const NANO = '13456789abcdefghijkmnopqrstuwxyz';

export type AddressFamily = 'evm' | 'solana' | 'cosmos' | 'nano' | 'atto' | 'pepecoin';

export function familyOf(chain: string): AddressFamily {
  if (EVM_CHAINS.has(chain as TokenChain) || chain === 'HyperCore') return 'evm';
  if (BECH32_PREFIX[chain as TokenChain]) return 'cosmos';
  if (chain === 'Nano') return 'nano';
  if (chain === 'Atto') return 'atto';
  if (chain === 'Pepecoin') return 'pepecoin';
  return 'solana';
}

/**
 * A well-formed address on `chain`, the same for the same `owner` every time. EVM chains share
 * one address per owner, as one key pair serves them all.
 */
export function addressFor(chain: string, owner: string): string {
  const family = familyOf(chain);
  const rng = createRng(hashSeed(owner, family === 'evm' ? 'evm' : chain));
  switch (family) {
    case 'evm':
      return `0x${rng.hex(40)}`;
    case 'cosmos':
      return `${BECH32_PREFIX[chain as TokenChain]}1${rng.text(BECH32, 38)}`;
    case 'nano':
      return `nano_${rng.pick(['1', '3'])}${rng.text(NANO, 59)}`;
    case 'atto':
      return `atto://a${rng.text('abcdefghijklmnopqrstuvwxyz234567', 60)}`;
    case 'pepecoin':
      return `P${rng.text(BASE58, 33)}`;
    case 'solana':
      return rng.text(BASE58, 44);
  }
}

/** Addresses compare case-insensitively on EVM chains only; base58 and bech32 are case-sensitive. */
export { sameAddress };
