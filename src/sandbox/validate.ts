import type { z } from 'zod';
import { MAX_SAFE } from '../api/schemas.js';
import { PAGING } from '../api/operations.js';
import { badRequest } from './http.js';

/**
 * Query validation with the spec's bounds. Every refusal is a 400 naming the query parameter
 * (the live name, e.g. `startTime`), so a client author sees at once what to fix.
 */
export class Query {
  constructor(private readonly params: URLSearchParams) {}

  /** A single value; repeating a scalar parameter is refused rather than guessed at. */
  one(name: string): string | undefined {
    const all = this.params.getAll(name);
    if (all.length > 1) throw badRequest(name, 'must be given once');
    return all[0];
  }

  int(name: string, min: number, max: number): number | undefined {
    const raw = this.one(name);
    if (raw === undefined) return undefined;
    const n = /^-?\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
      throw badRequest(name, `must be a whole number between ${min} and ${max}`);
    }
    return n;
  }

  offset(): number {
    return this.int(PAGING.offset, 0, MAX_SAFE) ?? 0;
  }

  limit(max: number, fallback: number): number {
    return this.int(PAGING.limit, 0, max) ?? fallback;
  }

  oneOf<const T extends string>(name: string, values: readonly T[]): T | undefined {
    const raw = this.one(name);
    if (raw === undefined) return undefined;
    return check(name, raw, values);
  }

  /** Repeated keys (`statuses=A&statuses=B`), each checked against `values`. */
  manyOf<const T extends string>(name: string, values: readonly T[]): T[] | undefined {
    const all = this.params.getAll(name);
    return all.length === 0 ? undefined : all.map((v) => check(name, v, values));
  }

  /** Repeated keys, each matching `pattern`. */
  many(name: string, pattern: RegExp, what: string): string[] | undefined {
    const all = this.params.getAll(name);
    if (all.length === 0) return undefined;
    for (const v of all) if (!pattern.test(v)) throw badRequest(name, `${JSON.stringify(v)} ${what}`);
    return all;
  }

  text(name: string, max: number, min = 0): string | undefined {
    const raw = this.one(name);
    if (raw === undefined) return undefined;
    if (raw.length < min) throw badRequest(name, min === 1 ? 'must not be empty' : `must be at least ${min} characters`);
    if (raw.length > max) throw badRequest(name, `must be at most ${max} characters`);
    return raw;
  }

  bool(name: string): boolean | undefined {
    const raw = this.one(name);
    if (raw === undefined) return undefined;
    if (raw !== 'true' && raw !== 'false') throw badRequest(name, 'must be true or false');
    return raw === 'true';
  }

  matching(name: string, pattern: RegExp, what: string): string | undefined {
    const raw = this.one(name);
    if (raw !== undefined && !pattern.test(raw)) throw badRequest(name, `${JSON.stringify(raw)} ${what}`);
    return raw;
  }
}

function check<T extends string>(name: string, value: string, values: readonly T[]): T {
  if (!(values as readonly string[]).includes(value)) {
    throw badRequest(name, `${JSON.stringify(value)} is not one of ${values.join(', ')}`);
  }
  return value as T;
}

/** A path parameter checked against a list (chain keys). */
export function pathOneOf<T extends string>(name: string, value: string, values: readonly T[]): T {
  return check(name, value, values);
}

export const DIGITS = /^\d{1,20}$/;

/** Runs a body schema; the first issue becomes the 400, its path the field (`reward.item.amount`). */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('body', 'must be a JSON object');
  const result = schema.safeParse(body, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw badRequest('body', 'is invalid');
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') {
    throw badRequest([...path, issue.keys[0] ?? ''].join('.'), 'is not a known field');
  }
  const field = path.join('.') || 'body';
  if (issue.code === 'invalid_type' && issue.input === undefined) throw badRequest(field, 'is required');
  throw badRequest(field, issue.message);
}
