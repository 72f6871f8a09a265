import { BlockList, isIP } from 'node:net';

/**
 * Who a web visitor is, for the web leaderboard's per-address limit (src/web/rate.ts). Behind a reverse proxy every
 * request comes from the proxy's address, so the proxy's `X-Forwarded-For` names the visitor;
 * but anyone can send that header, so it is read only as far as the operator says the proxies
 * go (WEB_TRUSTED_PROXIES): a number of hops, or the proxies' addresses. Entries a visitor
 * wrote themselves sit left of what the trusted proxies appended, and are never reached.
 *
 * IPv6 visitors are counted by their /64: one subscriber is usually handed a whole /64, so
 * counting single addresses would give each of them billions of buckets.
 */

/** `hops`: that many proxies in front of the bot; `addresses`: the proxies' addresses and ranges. */
export type TrustedProxies = { hops: number } | { addresses: readonly string[] };

export const MAX_HOPS = 10;

/** WEB_TRUSTED_PROXIES: a hop count (`1`), or addresses and CIDR ranges (`10.0.0.0/8, ::1`). */
export function parseTrustedProxies(text: string): { ok: true; value: TrustedProxies } | { ok: false; problem: string } {
  const t = text.trim();
  if (/^\d+$/.test(t)) {
    const hops = Number(t);
    return hops <= MAX_HOPS ? { ok: true, value: { hops } } : { ok: false, problem: `a hop count from 0 to ${MAX_HOPS}` };
  }
  const addresses = t
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const bad = addresses.find((a) => !rangeOf(a));
  if (addresses.length === 0 || bad !== undefined) {
    return {
      ok: false,
      problem: `a hop count (such as 1), or the proxies' addresses or ranges separated by commas (such as 10.0.0.0/8, ::1)${bad ? `; "${bad.slice(0, 60)}" is neither` : ''}`,
    };
  }
  return { ok: true, value: { addresses } };
}

/** An address or CIDR range, or undefined when it is neither. */
function rangeOf(text: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | undefined {
  const [address = '', prefixText, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return undefined;
  const max = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  return prefix <= max ? { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' } : undefined;
}

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`, as dual-stack sockets give it) as the IPv4 one. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** Decides whether an address is one of the trusted proxies. */
function trustedSet(addresses: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const text of addresses) {
    const r = rangeOf(text)!;
    const a = plain(r.address);
    // `::ffff:10.0.0.0/104` is 10.0.0.0/8: mapped addresses are compared as IPv4 (plain()).
    if (isIP(a) === 4) list.addSubnet(a, r.family === 'ipv4' ? r.prefix : Math.max(0, r.prefix - 96), 'ipv4');
    else list.addSubnet(a, r.prefix, 'ipv6');
  }
  return (address) => {
    const a = plain(address);
    const version = isIP(a);
    return version !== 0 && list.check(a, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The visitor's address: the TCP peer, or (when the peer is a trusted proxy) the address the
 * trusted proxies say they forwarded for, read from the right of `X-Forwarded-For`.
 */
export function visitorAddress(peer: string, forwardedFor: string | undefined, trust: TrustedProxies | undefined): string {
  if (!trust || !forwardedFor) return plain(peer);
  // What each proxy appended, nearest last; the peer is the nearest proxy of all.
  const chain = [...forwardedFor.split(',').map((p) => plain(p.trim())), plain(peer)];
  if ('hops' in trust) {
    // `hops` proxies: the address the farthest of them saw is `hops` from the right.
    for (let i = Math.max(0, chain.length - 1 - trust.hops); i < chain.length; i++) if (isIP(chain[i]!) !== 0) return chain[i]!;
    return plain(peer);
  }
  const trusted = trustedSet(trust.addresses);
  let at = chain.length - 1;
  while (at > 0 && trusted(chain[at]!) && isIP(chain[at - 1]!) !== 0) at--;
  return chain[at]!;
}

/** The bucket an address counts in: an IPv4 address itself, an IPv6 address's /64. */
export function addressKey(address: string): string {
  const a = plain(address);
  if (isIP(a) !== 6) return a;
  const [head = '', tail = ''] = a.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = a.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = a.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** How the web app names a visitor for its limit: the trusted-proxy reading, then the bucket. */
export function visitorKey(peer: string, forwardedFor: string | undefined, trust: TrustedProxies | undefined): string {
  return addressKey(visitorAddress(peer, forwardedFor, trust));
}
