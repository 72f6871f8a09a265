/** The compiled bot's entry (dist/src/main.js). */
export const COMPILED_ENTRY: string;
/** Why dist/ must be built, or undefined when it is up to date. */
export function staleness(): string | undefined;
/** Builds dist/ when it is missing or stale (true when it built); throws when it cannot. */
export function ensureBuilt(): boolean;
