import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, openDb } from '../src/store/index.js';
import { createPgliteHost, lockDataDir } from '../src/store/pglite.js';

/** The embedded back end's own promises: it persists in its folder, and one process holds it. */

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'store-pglite-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('is taken by one holder at a time and released on close', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'bot.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(join(dir, 'bot.lock'))).toBe(false);
    lockDataDir(dir)();
  });

  it('names the live process that holds it and how to share state instead', () => {
    const dir = tempDir();
    // The parent of the test runner is alive for as long as this test runs.
    writeFileSync(join(dir, 'bot.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by another process \\(pid ${process.ppid}\\).*DATABASE_URL`));
  });

  it('takes over a lock left by a process that was killed', () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(join(dir, 'bot.lock'), gone.stdout);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'bot.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});

describe('embedded database in a folder', () => {
  it('keeps what was committed across a close and a new open, and migrates only once', async () => {
    const dir = tempDir();
    const first = await openDb({ dataDir: dir });
    await first.exec('create table kept (v text)');
    await first.query('insert into kept values ($1)', ['still here']);
    await expect(openDb({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await first.close();
    const again = await openDb({ dataDir: dir });
    try {
      expect((await again.query<{ v: string }>('select v from kept')).rows).toEqual([{ v: 'still here' }]);
      // Started with small shared buffers, not the 128 MB initdb wrote into the folder's configuration.
      expect((await again.query<{ s: string }>("select current_setting('shared_buffers') as s")).rows[0]?.s).toBe('4MB');
      expect((await again.query<{ n: number }>('select count(*)::int as n from schema_migrations')).rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await again.close();
    }
  }, 180_000);
});

describe('shared memory', () => {
  it('is sized for one session (8 MiB, not the 12 of a server with 100 connections), and one transaction still takes thousands of locks', async () => {
    const host = await createPgliteHost();
    const db = await host.open('one_session');
    try {
      const segment = await db.query<{ mib: number }>('select sum(allocated_size)::float8 / 1048576 as mib from pg_shmem_allocations');
      expect(segment.rows[0]?.mib).toBeLessThanOrEqual(8);
      // Far more than a migration or the job queues' set-up holds at once.
      const locks = await db.transaction(async (tx) => {
        for (let i = 0; i < 300; i++) await tx.exec(`create table t${i} (id int primary key, v text)`);
        return (await tx.query<{ n: number }>('select count(*)::int as n from pg_locks')).rows[0]?.n;
      });
      expect(locks).toBeGreaterThan(2000);
    } finally {
      await db.close();
      await host.close();
    }
  }, 120_000);
});
