/** A query value as the service expects it: arrays become repeated keys, booleans `true`/`false`. */
export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** `?a=1&b=x&b=y`, or '' when nothing is set. Key order follows the caller, so equal calls give equal strings. */
export function buildQuery(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The query of `values` with each field sent under the service's own name for it, in the order of `names`. */
export function renamedQuery<K extends string>(
  names: Readonly<Record<K, string>>,
  values: NoInfer<Partial<Record<K, QueryValue>>>,
): string {
  return buildQuery(Object.fromEntries(Object.entries<string>(names).map(([field, name]) => [name, values[field as K]])));
}
