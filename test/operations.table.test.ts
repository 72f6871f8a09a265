import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keylessClient, noWaitView } from '../src/bot/community.js';
import { CACHE_TTL_MS, fillPath, operation, OPERATION_NAMES, OPERATIONS, pathTemplate } from '../src/api/operations.js';
import { IDENTIFIERS } from '../src/api/upstream.js';
import { routeTable } from '../src/sandbox/routes.js';
import type { CommunityClient } from '../src/api/types.js';

/**
 * Each API operation is declared once, in src/api/operations.ts, and everything
 * else (client, its type, the no-wait and keyless wrappers, the sandbox's routes) is built
 * from that table.
 */

const ROOT = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where a path is written: its template (`:name` segments), or the same path built in a
 * template literal (`${…}` in place of a segment). It ends where the path ends, so
 * `/v1/community/quests` is not counted inside `/v1/community/quests/:questId`.
 */
function writtenForm(template: string): RegExp {
  const parts = template.split('/').map((segment) => (segment.startsWith(':') ? '(?::\\w+|\\$\\{[^}]*\\})' : escape(segment)));
  return new RegExp(`${parts.join('/')}(?![\\w/-])`, 'g');
}

describe('the operations table', () => {
  const templates = new Set(OPERATION_NAMES.flatMap((name) => Object.values(IDENTIFIERS).map((ids) => pathTemplate(name, ids))));
  // The app's own code: src/ outside the sandbox (the stand-in builds its routes from the table too), and the commands.
  const files = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'commands'))].filter(
    (f) => !relative(ROOT, f).startsWith(join('src', 'sandbox')),
  );
  const texts = files.map((f) => ({ file: relative(ROOT, f), text: readFileSync(f, 'utf8') }));

  it.each([...templates])('%s is written once in src/ and commands/', (template) => {
    const form = writtenForm(template);
    const places = texts.flatMap(({ file, text }) => (text.match(form) ?? []).map(() => file));
    expect(places).toEqual([expect.stringMatching(/^src[/\\]api[/\\](operations|upstream)\.ts$/)]);
  });

  it('the scan sees a path repeated elsewhere (the check can fail)', () => {
    const form = writtenForm('/v1/community/quests/:questId');
    expect('`/v1/community/quests/${encodeURIComponent(id)}`'.match(form)).toHaveLength(1);
    expect("'/v1/community/quests'".match(form)).toBeNull();
  });

  it('every operation is a read (GET, cached) or a write (POST, never cached)', () => {
    for (const name of OPERATION_NAMES) {
      const op = operation(name);
      if (op.kind === 'read') {
        expect(op.method, name).toBe('GET');
        expect(CACHE_TTL_MS[name as keyof typeof CACHE_TTL_MS], name).toBeGreaterThan(0);
      } else {
        expect(op.method, name).toBe('POST');
        expect(name in CACHE_TTL_MS, name).toBe(false);
      }
    }
    // The spec's twelve and the notes' seven.
    expect(OPERATION_NAMES).toHaveLength(19);
  });

  it('every `:name` segment of a path is a field of its input', () => {
    for (const name of OPERATION_NAMES) {
      const op = operation(name);
      const fields = pathTemplate(name, IDENTIFIERS.neutral)
        .split('/')
        .filter((s) => s.startsWith(':'))
        .map((s) => s.slice(1));
      for (const field of fields) {
        const shape = (op.input as { shape?: Record<string, unknown> } | undefined)?.shape;
        expect(op.arg === field || (shape !== undefined && field in shape), `${name}: :${field}`).toBe(true);
      }
    }
  });

  it('a write makes stale the reads of what it changes, found by path prefix', () => {
    const tip = OPERATIONS.sendTip.invalidates!({
      channelId: '1',
      recipientId: '2',
      item: { type: 'TOKEN', chain: 'Base', amount: 1 },
    } as never);
    expect(tip).toEqual([
      fillPath(pathTemplate('getTippingBalance', IDENTIFIERS.neutral), { chain: 'Base' }),
      fillPath(pathTemplate('getTippingInventory', IDENTIFIERS.neutral), { chain: 'Base' }),
    ]);
    const points = OPERATIONS.changePoints.invalidates!({} as never);
    for (const read of ['listPointSystems', 'getPointBalances'] as const) {
      expect(fillPath(pathTemplate(read, IDENTIFIERS.neutral), { pointSystemId: 'ps' }).startsWith(points[0] as string), read).toBe(true);
    }
    // An unfilled segment cuts the path there: the prefix of every path the template can make.
    expect(fillPath('/a/:x/b', {})).toBe('/a/');
    expect(fillPath('/a/:x/b', { x: 'é/1' })).toBe('/a/%C3%A9%2F1/b');
  });

  it('the client type, the wrappers and the sandbox routes have one member per operation', async () => {
    const methods = (c: CommunityClient) =>
      Object.keys(c)
        .filter((k) => k !== 'keyId')
        .sort();
    const names = [...OPERATION_NAMES].sort();
    expect(methods(keylessClient())).toEqual(names);
    expect(methods(noWaitView(keylessClient()))).toEqual(names);
    expect(
      routeTable(IDENTIFIERS.neutral)
        .map((r) => r.name)
        .sort(),
    ).toEqual(names);
    for (const route of routeTable(IDENTIFIERS.discord)) {
      expect(route.method, route.name).toBe(operation(route.name).method);
      expect(`/${route.segments.join('/')}`, route.name).toBe(pathTemplate(route.name, IDENTIFIERS.discord));
    }
    await expect(keylessClient().listChains()).rejects.toThrow();
  });
});
