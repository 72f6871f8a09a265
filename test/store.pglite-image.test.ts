import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS } from '../src/store/index.js';
import { defaultImageDir, imagePath, readImage } from '../src/store/pglite-image.js';
import { createPgliteHost, type PgliteHost } from '../src/store/pglite.js';

/**
 * A new embedded database loads the kept image of a new cluster instead of running initdb
 * (seconds of CPU at every console start, new data folder and test process): the first one
 * runs initdb and keeps the image, later ones load it, and what they hold and do is the same.
 */

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-image-'));
  dirs.push(dir);
  return dir;
};
afterAll(() =>
  dirs.forEach((d) => {
    rmSync(d, { recursive: true, force: true });
  }),
);

/** A store on the host, migrated, with a row written and read back. */
async function works(host: PgliteHost, schema = 'public') {
  const db = await host.open(schema);
  try {
    expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
    await db.exec('create table kept (v text)');
    await db.query('insert into kept values ($1)', ['here']);
    expect((await db.query<{ v: string }>('select v from kept')).rows).toEqual([{ v: 'here' }]);
    // Every new cluster (initdb, the image, a folder made from it) holds only the store's database.
    expect((await db.query<{ datname: string }>('select datname from pg_database')).rows).toEqual([{ datname: 'postgres' }]);
    // Every way of starting (initdb, the image, an existing folder) gets the small shared buffers.
    expect((await db.query<{ s: string }>("select current_setting('shared_buffers') as s")).rows[0]?.s).toBe('4MB');
  } finally {
    await db.close();
  }
}

describe('the image of a new cluster', () => {
  it('lives in node_modules/.cache by default, named for the installed PGlite version', () => {
    const dir = defaultImageDir();
    expect(dir).toMatch(/node_modules[/\\]\.cache[/\\]/);
    expect(imagePath(dir!)).toMatch(/cluster-\d+\.\d+\.\d+[^/\\]*\.tar$/);
  });

  // One flow, so the file pays for one initdb with an image to keep (about 5 CPU-s each).
  it('a new database with no image (or one that does not load) runs initdb in a clean folder and keeps the image, which the next ones load, in memory and in a new data folder', async () => {
    const images = tempDir();
    const path = imagePath(images)!;
    writeFileSync(path, 'not a tar of a cluster');
    const first = await createPgliteHost({ dataDir: tempDir(), imageDir: images });
    expect(first.startedFrom).toBe('initdb');
    await works(first, 'first');
    await first.close();
    expect(readdirSync(images)).toEqual([path.split(/[/\\]/).pop()]);
    // Without the template databases: the 16 MB WAL segment, the one database and the catalogs.
    expect(statSync(path).size).toBeGreaterThan(1_000_000);
    expect(statSync(path).size).toBeLessThan(30_000_000);

    const memory = await createPgliteHost({ imageDir: images });
    expect(memory.startedFrom).toBe('image');
    await works(memory, 'second');
    await memory.close();

    const folder = tempDir();
    const persisted = await createPgliteHost({ dataDir: folder, imageDir: images });
    expect(persisted.startedFrom).toBe('image');
    await works(persisted);
    await persisted.close();
    // The folder is a real cluster now: reopened as it is, with what was written.
    const reopened = await createPgliteHost({ dataDir: folder, imageDir: images });
    expect(reopened.startedFrom).toBe('existing');
    const db = await reopened.open();
    expect((await db.query<{ v: string }>('select v from kept')).rows).toEqual([{ v: 'here' }]);
    expect(await migrate(db)).toEqual([]);
    await db.close();
    await reopened.close();
  }, 180_000);

  it('hands its bytes over once and keeps none (PGlite keeps its options, the image among them, as long as the database runs)', async () => {
    const images = tempDir();
    writeFileSync(imagePath(images)!, Buffer.alloc(1000, 7));
    const image = readImage(images)!;
    expect((await image.arrayBuffer()).byteLength).toBe(1000);
    await expect(image.arrayBuffer()).rejects.toThrow(/already read/);
  });

  it('imageDir false: always initdb, nothing kept', async () => {
    const host = await createPgliteHost({ imageDir: false });
    expect(host.startedFrom).toBe('initdb');
    await works(host);
    await host.close();
  }, 120_000);
});
