/** The compiled bot's entry (dist/main.js). */
export const COMPILED_ENTRY: string;
/** Optional packages bundled libraries try to load and do without. */
export const OPTIONAL_IMPORTS: readonly string[];
/** Why dist/ must be built, or undefined when it is up to date. */
export function staleness(): string | undefined;
/** Bundles the production entry points into `outdir` (dist/ by default). */
export function bundle(
  outdir?: string,
  entries?: Record<string, string>,
  options?: { sourcemap?: boolean; plugins?: import('esbuild').Plugin[] },
): Promise<void>;
/** Builds dist/ when it is missing or stale (true when it built); throws when it cannot. */
export function ensureBuilt(): Promise<boolean>;
