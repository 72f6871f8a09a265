import type { Rng } from './prng.js';
import { OPERATION_NAMES } from '../api/operations.js';
import type { RouteName } from './routes.js';

/** What can go wrong upstream, per route or for all routes ('*'); a route's fields override '*'. */
export interface FaultSpec {
  /** Added delay, plus up to `jitterMs` more. */
  latencyMs?: number;
  jitterMs?: number;
  /** 0..1 probability of answering `errorStatus` (default 503). */
  errorRate?: number;
  errorStatus?: number;
  /** Answer the next N requests with 429 + Retry-After: 1. */
  rateLimitBurst?: number;
  /** Never answer (true) or with probability n; the socket is closed by Sandbox.close(). */
  hang?: boolean | number;
  /** Probability of destroying the socket without a response. */
  reset?: number;
  /** Probability of a 200 whose JSON body is cut in half. */
  malformedJson?: number;
  /**
   * Schema drift on success bodies. `missing-field` drops the first field of the first item of
   * a list body (`data`, `tokens`, `nfts`, `wallets`, `chains`), or the body's own first field
   * (a quest's `id`) when there is no item; `extra-field` adds `unexpectedField` to the body and
   * to the first item of its list.
   */
  drift?: 'missing-field' | 'extra-field';
  /** Probability of carrying out the request and then closing the socket unanswered (a write whose outcome is unknown). */
  dropAnswer?: number;
}

/** The decisions for one request. */
export interface FaultPlan {
  hang: boolean;
  reset: boolean;
  delayMs: number;
  rateLimited: boolean;
  errorStatus?: number;
  malformedJson: boolean;
  drift?: FaultSpec['drift'];
  dropAnswer: boolean;
}

interface Entry {
  spec: FaultSpec;
  burstLeft: number;
}

export class Faults<Route extends string> {
  private readonly entries = new Map<Route | '*', Entry>();

  /** Seeded, so a fault run can be repeated. */
  constructor(private readonly rng: Rng) {}

  set(route: Route | '*', spec: FaultSpec): void {
    this.entries.set(route, { spec: { ...spec }, burstLeft: spec.rateLimitBurst ?? 0 });
  }

  clear(): void {
    this.entries.clear();
  }

  plan(route: Route): FaultPlan {
    const own = this.entries.get(route);
    const all = this.entries.get('*');
    const spec: FaultSpec = { ...all?.spec, ...own?.spec };
    const chance = (p: number | boolean | undefined) => {
      const n = typeof p === 'boolean' ? (p ? 1 : 0) : (p ?? 0);
      return n >= 1 || (n > 0 && this.rng.next() < n);
    };
    // The route's own burst is spent before the shared one.
    const burst = [own, all].find((e) => e && e.burstLeft > 0);
    if (burst) burst.burstLeft--;
    return {
      hang: chance(spec.hang),
      reset: chance(spec.reset),
      delayMs: Math.max(0, (spec.latencyMs ?? 0) + (spec.jitterMs ? this.rng.next() * spec.jitterMs : 0)),
      rateLimited: burst !== undefined,
      errorStatus: chance(spec.errorRate) ? (spec.errorStatus ?? 503) : undefined,
      malformedJson: chance(spec.malformedJson),
      drift: spec.drift,
      dropAnswer: chance(spec.dropAnswer),
    };
  }
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The wrapper keys of the spec's list bodies. */
const LIST_KEYS = ['data', 'tokens', 'nfts', 'wallets', 'chains'];

/** The first item of the body's list; undefined for single resources and empty lists. */
function firstItem(body: Json): Json | undefined {
  for (const key of LIST_KEYS) {
    const list = body[key];
    if (Array.isArray(list) && isObject(list[0])) return list[0];
  }
  return undefined;
}

export function applyDrift(body: unknown, drift: NonNullable<FaultSpec['drift']>): unknown {
  if (!isObject(body)) return body;
  const copy = structuredClone(body);
  const item = firstItem(copy);
  if (drift === 'extra-field') {
    copy.unexpectedField = 'drift';
    if (item) item.unexpectedField = 'drift';
  } else {
    const target = item ?? copy;
    const first = Object.keys(target)[0];
    if (first !== undefined) delete target[first];
  }
  return copy;
}

/** Valid JSON cut short: a proxy that dropped the connection mid-body. */
export function breakJson(text: string): string {
  return text.length > 1 ? text.slice(0, Math.ceil(text.length / 2)) : '{"data":';
}

const NUMERIC = new Set(['latencyMs', 'jitterMs', 'errorRate', 'errorStatus', 'rateLimitBurst', 'reset', 'malformedJson', 'dropAnswer']);

/** Each numeric setting's bounds: a rate is a chance (0 to 1), a status is an HTTP status, the rest are counts or milliseconds. */
const BOUNDS: Record<string, { min: number; max: number; whole?: boolean; what: string }> = {
  errorRate: { min: 0, max: 1, what: 'a chance from 0 to 1' },
  malformedJson: { min: 0, max: 1, what: 'a chance from 0 to 1' },
  dropAnswer: { min: 0, max: 1, what: 'a chance from 0 to 1' },
  errorStatus: { min: 100, max: 599, whole: true, what: 'an HTTP status from 100 to 599' },
  latencyMs: { min: 0, max: Number.MAX_SAFE_INTEGER, what: 'milliseconds, 0 or more' },
  jitterMs: { min: 0, max: Number.MAX_SAFE_INTEGER, what: 'milliseconds, 0 or more' },
  reset: { min: 0, max: Number.MAX_SAFE_INTEGER, what: '0 or more' },
  rateLimitBurst: { min: 0, max: Number.MAX_SAFE_INTEGER, whole: true, what: 'a whole number, 0 or more' },
};

function inBounds(name: string, n: number): boolean {
  const b = BOUNDS[name];
  return !b || (n >= b.min && n <= b.max && (!b.whole || Number.isInteger(n)));
}

/** A CLI `--fault` value: `<route|*>:<name>=<value>[,<name>=<value>...]`. */
export function parseFaultFlag(text: string): { route: RouteName | '*'; spec: FaultSpec } {
  const at = text.indexOf(':');
  const route = text.slice(0, at);
  if (at < 0 || (route !== '*' && !(OPERATION_NAMES as string[]).includes(route))) {
    throw new Error(`--fault ${text}: expected <route>:<name>=<value>[,...]; routes: *, ${OPERATION_NAMES.join(', ')}`);
  }
  const spec: Record<string, unknown> = {};
  for (const pair of text.slice(at + 1).split(',')) {
    const [name = '', value = ''] = pair.split('=');
    if (NUMERIC.has(name) && value !== '' && Number.isFinite(Number(value))) {
      if (!inBounds(name, Number(value))) throw new Error(`--fault ${text}: ${name} must be ${BOUNDS[name]!.what}, not ${value}`);
      spec[name] = Number(value);
    } else if (name === 'hang' && /^(true|false|0(\.\d+)?|1)$/.test(value))
      spec[name] = value === 'true' ? true : value === 'false' ? false : Number(value);
    else if (name === 'drift' && (value === 'missing-field' || value === 'extra-field')) spec[name] = value;
    else
      throw new Error(
        `--fault ${text}: ${JSON.stringify(pair)} is not a known fault setting (${[...NUMERIC, 'hang', 'drift'].join(', ')})`,
      );
  }
  return { route: route as RouteName | '*', spec: spec as FaultSpec };
}
