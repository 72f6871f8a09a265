import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest files first. Vitest hands files to its two workers one at a time, in this order; on
 * a fresh clone (CI) it knows no durations and runs the largest files first, so a short file
 * with a slow child process (console.setup, feed.kill: a minute each) could start last and run
 * alone while the other worker idles. Here the durations of the last measured run
 * (test/support/durations.json: `node test/support/durations.mjs .vitest-report.json` after
 * `.ci/run` rewrites it) order the files, the longest first; durations vitest cached on this
 * machine take precedence, and files measured nowhere (new ones) go first, as vitest does.
 */

const committed: Record<string, number> = JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8'));

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const duration = (spec: TestSpecification): number | undefined => {
      const path = relative(root, spec.moduleId).split('\\').join('/');
      return this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`)?.duration ?? committed[path];
    };
    const known = new Map(files.map((f) => [f, duration(f) ?? Number.MAX_SAFE_INTEGER] as const));
    return [...files].sort((a, b) => known.get(b)! - known.get(a)!);
  }
}
