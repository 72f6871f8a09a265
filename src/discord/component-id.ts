import { LIMITS } from './limits.js';

/**
 * The one component-id codec. A button or select carries everything its handler needs in its
 * custom id (no in-memory collectors), so it still works after a restart:
 *
 *     <command>:<action>:<field>:<field>…~
 *
 * Each command declares its ids once with `componentIds(command, actions, fields)`: the view
 * builds ids from typed data with `.id(action, data)`, and the router reads them back with
 * `.parse(state)`, which returns the same typed data or `undefined` for anything else. Anyone
 * can send any id, so every field re-checks what it reads; an id that does not parse gets the
 * router's one "stale" answer before any upstream request.
 *
 * - Fields are separated by `:`; text fields escape `%`, `:` and `~` as `%25`, `%3A`, `%7E`.
 * - The closing `~` makes a cut id (a client or log that truncated it) unreadable instead of
 *   read as a shorter, different one, and tells ids of this format from older ones.
 * - Numbers are base 36; page numbers are zero-based everywhere.
 * - Too long to fit: an id over Discord's 100 characters is never cut. `id()` returns
 *   `undefined`, and the view leaves those buttons out and says how to narrow the query
 *   (the data stays reachable by running the command with narrower options).
 */

/** Command and action names: lowercase, digits, `-` and `_`. */
export const ID_PART = /^[a-z0-9_-]{1,32}$/;
const END = '~';

export class ComponentIdError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ComponentIdError';
  }
}

/** How one typed value is written into an id and read back (undefined: not a valid value). */
export interface Field<T> {
  /** Set by `field.optional`: an empty part reads as undefined. */
  readonly optional?: true;
  write(value: T): string;
  read(text: string): T | undefined;
}

type FieldValue<F> = F extends Field<infer T> ? T : never;
/** Fields that may hold undefined become optional keys. */
export type DataOf<S extends Record<string, Field<unknown>>> = {
  [K in keyof S as undefined extends FieldValue<S[K]> ? never : K]: FieldValue<S[K]>;
} & {
  [K in keyof S as undefined extends FieldValue<S[K]> ? K : never]?: FieldValue<S[K]>;
};

const BASE36 = /^[0-9a-z]{1,13}$/;

/** Field kinds. Each checks on the way in exactly what it accepts on the way out. */
export const field = {
  /** A whole number in [min, max], base 36. */
  int(min = 0, max = Number.MAX_SAFE_INTEGER): Field<number> {
    return {
      write: (n) => {
        if (!Number.isSafeInteger(n) || n < min || n > max) throw new ComponentIdError(`number out of range: ${n}`);
        return n.toString(36);
      },
      read: (s) => {
        if (!BASE36.test(s)) return undefined;
        const n = parseInt(s, 36);
        return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
      },
    };
  },
  /** A Discord id (snowflake: 1-20 digits), written as a base-36 bigint. */
  snowflake: {
    write: (id: string) => {
      if (!/^\d{1,20}$/.test(id)) throw new ComponentIdError(`not a snowflake: ${id}`);
      return BigInt(id).toString(36);
    },
    read: (s: string) => {
      if (!BASE36.test(s)) return undefined;
      const id = [...s].reduce((n, ch) => n * 36n + BigInt(parseInt(ch, 36)), 0n).toString();
      return id.length <= 20 ? id : undefined;
    },
  } satisfies Field<string>,
  /** Free text, escaped; `valid` says which values may be read back (and written). */
  text(valid: (s: string) => boolean): Field<string> {
    return {
      write: (s) => {
        if (!valid(s)) throw new ComponentIdError(`text not accepted: ${s.slice(0, 40)}`);
        return s.replace(/[%:~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
      },
      read: (s) => {
        // Only what write() produces: a raw `~` or a stray `%` was never written here.
        if (s.includes(END) || /%(?!25|3A|7E)/.test(s)) return undefined;
        const text = s.replace(/%(25|3A|7E)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return valid(text) ? text : undefined;
      },
    };
  },
  /** One of a few values, each written as its short key: `oneOf({ d: 'balance-desc', a: 'balance-asc' })`. */
  oneOf<const T extends string>(keys: Record<string, T>): Field<T> {
    const entries = Object.entries(keys);
    return {
      write: (v) => {
        const found = entries.find(([, value]) => value === v);
        if (!found) throw new ComponentIdError(`not one of the values: ${v}`);
        return found[0];
      },
      read: (s) => (Object.hasOwn(keys, s) ? keys[s] : undefined),
    };
  },
  /** One of a list of short values (no `:`, `%` or `~`), written as itself. */
  among<const T extends string>(values: readonly T[]): Field<T> {
    return {
      write: (v) => {
        if (!values.includes(v) || /[:%~]/.test(v)) throw new ComponentIdError(`not one of the values: ${v}`);
        return v;
      },
      read: (s) => values.find((v) => v === s),
    };
  },
  /** `1` or `0`. */
  flag: {
    write: (b: boolean) => (b ? '1' : '0'),
    read: (s: string) => (s === '1' ? true : s === '0' ? false : undefined),
  } satisfies Field<boolean>,
  /** The field, or nothing (an empty part) for undefined. */
  optional<T>(f: Field<T>): Field<T | undefined> {
    return {
      optional: true,
      write: (v) => (v === undefined ? '' : f.write(v)),
      read: (s) => (s === '' ? undefined : f.read(s)),
    };
  },
};

/** A zero-based page number. */
export const pageField = field.int(0);

export interface ComponentIds<A extends string, D> {
  readonly command: string;
  readonly actions: readonly A[];
  /** The custom id, or undefined when it would pass Discord's 100 characters (see the rule above). */
  id(action: A, data: D): string | undefined;
  /** The data of a state this codec wrote, or undefined for anything else. */
  parse(state: string): D | undefined;
}

/** Declares the ids of one kind of component: its command, the actions sharing it, the typed fields. */
export function componentIds<const A extends string, S extends Record<string, Field<any>>>(
  command: string,
  actions: readonly A[],
  fields: S,
): ComponentIds<A, DataOf<S>> {
  for (const part of [command, ...actions]) {
    if (!ID_PART.test(part)) throw new ComponentIdError(`custom id command and action must match ${ID_PART}: ${part}`);
  }
  const keys = Object.keys(fields);
  return {
    command,
    actions,
    id(action, data) {
      const values = data as Record<string, unknown>;
      const parts = keys.map((k) => (fields[k] as Field<unknown>).write(values[k]));
      const id = `${command}:${action}:${parts.join(':')}${END}`;
      return id.length <= LIMITS.customId ? id : undefined;
    },
    parse(state) {
      if (!state.endsWith(END)) return undefined;
      const body = state.slice(0, -END.length);
      const parts = keys.length === 0 && body === '' ? [] : body.split(':');
      if (parts.length !== keys.length) return undefined;
      const out: Record<string, unknown> = {};
      for (const [i, k] of keys.entries()) {
        const f = fields[k] as Field<unknown>;
        const part = parts[i] as string;
        if (part === '') {
          if (f.optional) continue;
          return undefined;
        }
        const value = f.read(part);
        if (value === undefined) return undefined;
        out[k] = value;
      }
      return out as DataOf<S>;
    },
  };
}

export interface ParsedId {
  command: string;
  action: string;
  /** Everything after the action, for the codec of that action to read. */
  state: string;
}

/** Splits `<command>:<action>:<state>`; undefined for anything that is not shaped like an id. */
export function splitId(id: string): ParsedId | undefined {
  if (id.length === 0 || id.length > LIMITS.customId) return undefined;
  const first = id.indexOf(':');
  const second = first < 0 ? -1 : id.indexOf(':', first + 1);
  if (second < 0) return undefined;
  const command = id.slice(0, first);
  const action = id.slice(first + 1, second);
  if (!ID_PART.test(command) || !ID_PART.test(action)) return undefined;
  return { command, action, state: id.slice(second + 1) };
}
