import plans from 'pg-boss/src/plans.js';
import type { Logger } from '../log.js';

/**
 * The database pg-boss is given: the store's, except that a job's completion (or failure) that
 * cannot be recorded is logged and let go rather than rejected. pg-boss records a finished
 * job's outcome without awaiting it, so while the store's server is cut that statement's failure
 * was an unhandled rejection. Nothing is lost by letting it go: the job stays active, and
 * pg-boss's maintenance fails it once its expiry passes and runs it again (each job's side
 * effects are made idempotent through the store).
 */

export interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

export function completionsCaught(db: SqlRunner, schema: string, logger: Logger): SqlRunner {
  const outcomes = new Map([
    [plans.completeJobs(schema), 'completed'],
    [plans.failJobsById(schema), 'failed'],
  ]);
  return {
    async executeSql(text, values) {
      const outcome = outcomes.get(text);
      if (!outcome) return db.executeSql(text, values);
      try {
        return await db.executeSql(text, values);
      } catch (err) {
        const [queue, ids] = values ?? [];
        logger.warn(
          { err, job: queue, ids },
          `could not record a job as ${outcome}; it stays active and is run again once its expiry passes`,
        );
        // As if no job was updated (pg-boss reads the count).
        return { rows: [{ count: '0' }] };
      }
    },
  };
}
