/**
 * Ends a command-line process with `code` once what it wrote has reached stdout and stderr.
 * One that used an in-memory store cannot wait for its event loop to empty: every memory store of
 * a process shares one embedded database until the process ends (src/store/index.ts), and while
 * it is open PGlite keeps re-arming a timer of its own (electric-sql/pglite#925), for good.
 */
export async function exitWhenWritten(code: number): Promise<never> {
  await Promise.all([process.stdout, process.stderr].map((s) => new Promise<void>((resolve) => s.write('', () => resolve()))));
  process.exit(code);
}
