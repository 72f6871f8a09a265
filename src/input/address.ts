import { keccak_256 } from '@noble/hashes/sha3';
import { base58, bech32 } from '@scure/base';

/**
 * What a wallet address says about itself beyond its shape: the checksum its family carries
 * (EIP-55 for mixed-case hex, bech32's six characters, a base58 key's length once decoded),
 * and whether it is an address no one holds a key for. A transfer cannot be undone, so a typo
 * that a checksum can catch must be caught here, before anything is read or sent.
 *
 * The codecs are audited libraries (@noble/hashes for keccak-256, @scure/base for bech32 and
 * base58), not hand-written ones: a wrong codec would refuse good addresses or pass bad ones.
 */

export type AddressVerdict =
  /** The checksum holds (or the family has none we check). */
  | { ok: true; checksum: true }
  /** An EVM address in one letter case: it carries no checksum, so a typo cannot be told from the address. */
  | { ok: true; checksum: false }
  | { ok: false; problem: 'evmChecksum' | 'bech32Checksum' | 'bech32Prefix' | 'solanaBytes' | 'burn' };

/** EIP-55: each letter of the hex address is upper case where the keccak-256 of the lower-case address has a nibble ≥ 8. */
export function eip55(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(hex));
  let out = '0x';
  for (let i = 0; i < hex.length; i++) {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    out += nibble >= 8 ? (hex[i] ?? '').toUpperCase() : (hex[i] ?? '');
  }
  return out;
}

/**
 * Addresses known to burn what is sent to them, beyond the rule in `burnLike`: the "dead"
 * address some tokens burn to, and the native-coin placeholder that contracts use for ETH.
 */
const KNOWN_BURN = new Set([
  '0xdead000000000000000042069420694206942069',
  '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  // Solana's incinerator.
  '1nc1nerator11111111111111111111111111111111',
]);

/**
 * Burn-like: the zero address and its kin. A key-holder's address is random, so one character
 * making up three quarters of it (`0x000…dEaD`, `0xfff…f`, Solana's all-`1` system address,
 * bech32 all-`q` data) is a placeholder or a burn, never a member's wallet; the bound sits far
 * above what chance gives (about 1 in 10^20 for 40 hex digits) and above vanity addresses.
 * Precompiles (`0x00…01` to `0x00…ff`) fall under it too.
 */
function burnLike(body: string): boolean {
  if (body.length === 0) return true;
  const counts = new Map<string, number>();
  for (const c of body.toLowerCase()) counts.set(c, (counts.get(c) ?? 0) + 1);
  return Math.max(...counts.values()) * 4 >= body.length * 3;
}

/** An EVM (or HyperCore) address already of the form `0x` + 40 hex digits. */
export function verifyEvm(address: string): AddressVerdict {
  if (KNOWN_BURN.has(address.toLowerCase()) || burnLike(address.slice(2))) return { ok: false, problem: 'burn' };
  if (eip55(address) === address) return { ok: true, checksum: true };
  const body = address.slice(2);
  // One case throughout: the address was written without a checksum (valid, but unverifiable).
  if (body === body.toLowerCase() || body === body.toUpperCase()) return { ok: true, checksum: false };
  return { ok: false, problem: 'evmChecksum' };
}

/** A bech32 account or contract address: its checksum, the chain's prefix, and 20 or 32 bytes of data. */
export function verifyBech32(address: string, prefix: string): AddressVerdict {
  let decoded: { prefix: string; words: number[] };
  try {
    // 90 is bech32's own limit; Cosmos contract addresses (32 bytes) go past the 83 of BIP-173's text.
    decoded = bech32.decode(address as `${string}1${string}`, 90);
  } catch {
    return { ok: false, problem: 'bech32Checksum' };
  }
  if (decoded.prefix !== prefix) return { ok: false, problem: 'bech32Prefix' };
  const bytes = bech32.fromWordsUnsafe(decoded.words);
  if (!bytes || (bytes.length !== 20 && bytes.length !== 32)) return { ok: false, problem: 'bech32Checksum' };
  if (burnLike(Buffer.from(bytes).toString('hex'))) return { ok: false, problem: 'burn' };
  return { ok: true, checksum: true };
}

/** A Solana address: base58 that decodes to a 32-byte public key. */
export function verifySolana(address: string): AddressVerdict {
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(address);
  } catch {
    return { ok: false, problem: 'solanaBytes' };
  }
  if (bytes.length !== 32) return { ok: false, problem: 'solanaBytes' };
  if (KNOWN_BURN.has(address) || burnLike(address) || burnLike(Buffer.from(bytes).toString('hex'))) return { ok: false, problem: 'burn' };
  return { ok: true, checksum: true };
}

/** Other families (Nano, Pepecoin, Atto): the shape is checked by the caller; only the burn rule applies here. */
export function verifyOther(body: string): AddressVerdict {
  return burnLike(body) ? { ok: false, problem: 'burn' } : { ok: true, checksum: true };
}
