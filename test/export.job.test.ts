import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { CommunityClient } from '../src/api/types.js';
import type { Reply } from '../src/discord/reply.js';
import { runExport, type ExportJobDeps } from '../src/features/exports/jobs.js';
import { backgroundMs, requestsFor, TOKEN_LIFETIME_MS, TOKEN_MARGIN_MS, type ExportJobData } from '../src/features/exports/export.js';
import { silentLogger } from '../src/log.js';

/** The export job on its own: what it tells the member when the token's 15 minutes run out, or a read fails. */

const HOLDERS = 350;
const holder = (i: number) => ({ platform: 'chat', userId: String(1203458820156250000n + BigInt(i)), balance: 1000 - i * 3.5 });

function fakeClient(onRead: (offset: number) => void): CommunityClient {
  return {
    keyId: 'k',
    async getPointBalances(input: { offset?: number; limit?: number }, options?: { background?: boolean }) {
      expect(options?.background).toBe(true);
      const offset = input.offset ?? 0;
      onRead(offset);
      const data = Array.from({ length: Math.max(0, Math.min(input.limit ?? 100, HOLDERS - offset)) }, (_, i) => holder(offset + i));
      return { data, pagination: { offset, limit: input.limit ?? 100, total: HOLDERS, count: data.length } };
    },
  } as unknown as CommunityClient;
}

function job(now: number): ExportJobData {
  return {
    spec: { kind: 'board', systemId: 'ps', order: 'balance-desc' },
    guildId: '1203458820156252160',
    locale: 'en-US',
    applicationId: '1',
    token: 'sealed',
    expiresAt: now + TOKEN_LIFETIME_MS,
    marginMs: TOKEN_MARGIN_MS,
    total: HOLDERS,
    maxRows: 20_000,
    maxBytes: 8 * 1024 * 1024,
  };
}

function deps(client: CommunityClient, clock: { now: number }, edits: Reply[]): ExportJobDeps {
  return {
    clientFor: async () => client,
    audit: { list: async () => ({ rows: [], more: false }), count: async () => 0 },
    zoneOf: async () => 'UTC',
    nameReader: () => ({ limited: undefined, names: async (ids) => new Map(ids.map((id) => [id, `=name ${id.slice(-3)}`])) }),
    editReply: async (_job, body) => void edits.push(body),
    now: () => clock.now,
    log: silentLogger,
  };
}

describe('runExport', () => {
  it('sends every holder in one file, the last edit', async () => {
    const clock = { now: Date.UTC(2026, 10, 27) };
    const edits: Reply[] = [];
    const rows = await runExport(
      deps(
        fakeClient(() => {}),
        clock,
        edits,
      ),
      job(clock.now),
    );
    expect(rows).toBe(HOLDERS);
    const last = edits.at(-1)!;
    expect(last.content).toContain('350 rows');
    const csv = parse(Buffer.from(last.files![0]!.data).toString('utf8'), { bom: true }) as string[][];
    expect(csv).toHaveLength(HOLDERS + 1);
    expect(csv[2]).toEqual(['2', holder(1).userId, `'=name ${holder(1).userId.slice(-3)}`, '996.5']);
    // Progress lines come before the file, never after it.
    expect(edits.slice(0, -1).every((e) => !e.files?.length)).toBe(true);
  });

  it('past its deadline (the token about to end), it says so and attaches nothing', async () => {
    const clock = { now: Date.UTC(2026, 10, 27) };
    const edits: Reply[] = [];
    const start = clock.now;
    // Each page takes 6 minutes: the third is past 15 minutes less the margin.
    const rows = await runExport(
      deps(
        fakeClient((offset) => (clock.now = start + (offset / 100 + 1) * 6 * 60_000)),
        clock,
        edits,
      ),
      job(start),
    );
    expect(rows).toBeUndefined();
    const last = edits.at(-1)!;
    expect(last.content).toMatch(/could not finish within the 15 minutes/);
    expect(last.content).toContain('of 350 rows read');
    expect(last.files).toEqual([]);
  });

  it('a read that fails ends with the truth and no file', async () => {
    const clock = { now: Date.UTC(2026, 10, 27) };
    const edits: Reply[] = [];
    const client = fakeClient((offset) => {
      if (offset === 200) throw new Error('upstream down');
    });
    expect(await runExport(deps(client, clock, edits), job(clock.now))).toBeUndefined();
    expect(edits.at(-1)!.content).toMatch(/could not be finished/);
    expect(edits.at(-1)!.files).toEqual([]);
  });
});

it('the time an export takes on the background lane: 2 s a request at the default rate', () => {
  expect(requestsFor(20_000, 100)).toBe(200);
  expect(backgroundMs(200, { ratePerSecond: 1, share: 0.5 })).toBe(400_000);
  expect(backgroundMs(200, { ratePerSecond: 0, share: 0.5 })).toBe(0);
});
