import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * package.json's `engines` is a promise to operators: every Node version it admits runs every
 * runtime dependency as that dependency declares. (i18next 27 asked for Node 22 while the bot
 * said 20.18 and CI ran 20; undici asks for 20.18.1.)
 */
const root = new URL('..', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};
// Read from node_modules directly: some packages do not export their package.json.
const manifest = (name: string) =>
  JSON.parse(readFileSync(new URL(`node_modules/${name}/package.json`, root), 'utf8')) as { engines?: { node?: string } };

describe("package.json's engines", () => {
  it('admits only Node versions every runtime dependency declares it runs on', () => {
    const ours = pkg.engines.node;
    expect(semver.validRange(ours)).not.toBeNull();
    const refused: string[] = [];
    for (const name of Object.keys(pkg.dependencies)) {
      const theirs = manifest(name).engines?.node;
      if (theirs && !semver.subset(ours, theirs)) refused.push(`${name} needs node ${theirs}`);
    }
    expect(refused).toEqual([]);
  });

  it('admits the Node that runs this test', () => {
    expect(semver.satisfies(process.version, pkg.engines.node)).toBe(true);
  });
});
