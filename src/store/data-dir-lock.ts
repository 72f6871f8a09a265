/** The embedded database's data folder is held by another process (its own module, so naming it loads no PGlite). */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dir} is in use by another process (pid ${pid}). The embedded database serves one process: ` +
        'stop the other one, give this one another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}
