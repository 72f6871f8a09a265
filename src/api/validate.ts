import type { z } from 'zod';
import { SchemaError, ValidationError, type RequestInfo } from './errors.js';

type Issue = z.core.$ZodIssue;

const pathOf = (issue: Issue) => issue.path.map(String).join('.');

/** Parses caller input; a refusal names the option at fault and carries the schema's own message. */
export function checkInput<S extends z.ZodType>(schema: S, input: unknown, field?: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.map((issue) => {
      const at = (...parts: string[]) => [field, pathOf(issue), ...parts].filter(Boolean).join('.') || 'input';
      if (issue.code === 'unrecognized_keys') {
        return { field: at(issue.keys.join(', ')), message: `unknown option ${issue.keys.join(', ')}` };
      }
      return { field: at(), message: issue.message };
    }),
  );
}

/** Parses a response body; a mismatch names each path, e.g. `data.3.symbol`. Unknown fields are dropped. */
export function checkResponse<S extends z.ZodType>(schema: S, body: unknown, info: RequestInfo): z.output<S> {
  if (body === undefined) {
    throw new SchemaError(`${info.method} ${info.path}: the response body was empty where JSON was expected`, info, [
      { path: '', message: 'empty body' },
    ]);
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: pathOf(issue), message: issue.message }));
  const first = issues[0];
  const where = first ? `${first.path || '(root)'}: ${first.message}` : 'unknown mismatch';
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  throw new SchemaError(`${info.method} ${info.path}: the response does not match the spec at ${where}${more}`, info, issues);
}
