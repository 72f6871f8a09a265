import { createRequire } from 'node:module';

/**
 * The job queue's tables (pg-boss, see src/jobs/engine.ts) live beside the store's, in a schema
 * of their own (pg-boss names every table with its schema, and its `job`, `queue`, `schedule`
 * would clash with ours): `jobs` beside `public`, `<schema>_jobs` beside any other.
 *
 * They are created by the store's own numbered migration (5), from pg-boss's construction plan
 * for the installed version, inside the migration's transaction and lock: so they are applied
 * once, like every other table, and pg-boss itself never migrates (it starts with
 * `migrate: false` and only checks that the schema's version is the one it expects). Upgrading
 * pg-boss to a new schema version means a new numbered migration running
 * `PgBoss.getMigrationPlans(schema, PG_BOSS_SCHEMA_VERSION)`, and raising the constant below;
 * test/jobs.engine.test.ts fails until both are done.
 */

export const PG_BOSS_SCHEMA_VERSION = 24;

/** The schema version the installed pg-boss expects. */
export const installedPgBossSchema = (): number => (createRequire(import.meta.url)('pg-boss/version.json') as { schema: number }).schema;

export function jobsSchemaOf(storeSchema: string): string {
  return storeSchema === 'public' ? 'jobs' : `${storeSchema}_jobs`;
}

/** pg-boss's construction plan without its own BEGIN/COMMIT: the migration's transaction holds it. */
export async function jobTablesSql(storeSchema: string): Promise<string> {
  // Loaded here, not at the top: a start reads the stored keys before pg-boss is needed. A
  // dynamic import, not a require, so the compiled bot's bundle loads its one copy of pg-boss.
  const { default: boss } = await import('pg-boss');
  const plan = boss.getConstructionPlans(jobsSchemaOf(storeSchema)).trim();
  if (!plan.startsWith('BEGIN;') || !plan.endsWith('COMMIT;')) {
    throw new Error('pg-boss construction plan changed shape (expected BEGIN; … COMMIT;): review migration 5');
  }
  return plan.slice('BEGIN;'.length, -'COMMIT;'.length);
}

/** Removes a store's schema and its job queue's (tests, in-memory stores). */
export function dropStoreSql(storeSchema: string): string {
  return [storeSchema, jobsSchemaOf(storeSchema)].map((s) => `drop schema if exists "${s}" cascade;`).join('\n');
}
