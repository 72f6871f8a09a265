// pg-boss's SQL texts (not in its typed API): the engine recognises the statements pg-boss
// issues without awaiting them (src/jobs/completions.ts).
declare module 'pg-boss/src/plans.js' {
  const plans: {
    completeJobs(schema: string): string;
    failJobsById(schema: string): string;
  };
  export default plans;
}
