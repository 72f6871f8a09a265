import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * npm 11 skips a dependency's install scripts unless package.json's `allowScripts` names it, and
 * `npm ci` ends with an "install-scripts … not yet covered by allowScripts" warning for each one it
 * skipped. Every locked package that has an install script is decided here (allowed or denied),
 * so a clean install prints no such warning; a new dependency with a script fails this test until
 * someone reviews it (`npm install-scripts approve|deny NAME`).
 */
const root = new URL('..', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { allowScripts?: Record<string, boolean> };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
};

/** An allowScripts key is `name` or `name@range` (npm's pinned form); a scoped name starts with `@`. */
function covers(key: string, name: string, version: string): boolean {
  const at = key.lastIndexOf('@');
  if (at <= 0) return key === name;
  return key.slice(0, at) === name && semver.satisfies(version, key.slice(at + 1));
}

describe("package.json's allowScripts", () => {
  const scripted = Object.entries(lock.packages)
    .filter(([path, p]) => path.includes('node_modules/') && p.hasInstallScript)
    .map(([path, p]) => ({ name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length), version: p.version ?? '0.0.0' }));

  it('decides every locked package that has an install script', () => {
    const keys = Object.keys(pkg.allowScripts ?? {});
    const undecided = scripted.filter((p) => !keys.some((k) => covers(k, p.name, p.version))).map((p) => `${p.name}@${p.version}`);
    expect(undecided).toEqual([]);
  });

  it('lets esbuild check and link its platform binary', () => {
    // esbuild's postinstall verifies that the platform package matches and links the native binary.
    expect(scripted.map((p) => p.name)).toContain('esbuild');
    const entry = Object.entries(pkg.allowScripts ?? {}).find(([k]) =>
      covers(k, 'esbuild', scripted.find((p) => p.name === 'esbuild')!.version),
    );
    expect(entry?.[1]).toBe(true);
  });

  it('names no package that is no longer locked with an install script (npm install-scripts prune)', () => {
    const stale = Object.keys(pkg.allowScripts ?? {}).filter((k) => !scripted.some((p) => covers(k, p.name, p.version)));
    expect(stale).toEqual([]);
  });
});
