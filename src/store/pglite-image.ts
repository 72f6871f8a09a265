import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The image of a new embedded cluster. Every new PGlite database (in memory, or a new data
 * folder) starts with `initdb`, which costs seconds of CPU (about 3 s in memory, 5 s in a
 * folder, on a 2-core machine), and its result is the same every time for one PGlite version.
 * So the first `initdb` of an installation is kept as an image (a tar of the new cluster, in
 * node_modules/.cache) and every later new database loads it instead (under 1 s): a console
 * without --data, a new data folder, each test worker and each process a test starts.
 */

const requireHere = createRequire(import.meta.url);

/** The installed PGlite's version: an image is only ever loaded by the version that made it. */
function pgliteVersion(): string | undefined {
  try {
    // The package exports no package.json: find it beside its entry point's folder.
    let dir = dirname(requireHere.resolve('@electric-sql/pglite'));
    for (let i = 0; i < 4; i++, dir = dirname(dir)) {
      try {
        const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
        if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
      } catch {
        // Not this folder: look one up.
      }
    }
  } catch {
    // PGlite not resolvable from here: no image.
  }
  return undefined;
}

/** Where images are kept: node_modules/.cache beside the installed PGlite; undefined when that cannot be found. */
export function defaultImageDir(): string | undefined {
  try {
    const entry = requireHere.resolve('@electric-sql/pglite');
    const at = entry.lastIndexOf(`${sep}node_modules${sep}`);
    if (at < 0) return undefined;
    return join(entry.slice(0, at), 'node_modules', '.cache', 'community-bot', 'pglite-images');
  } catch {
    return undefined;
  }
}

/** The image file for the installed PGlite in `dir`; undefined when its version is unknown. */
export function imagePath(dir: string): string | undefined {
  const version = pgliteVersion();
  // "postgres-only": the image of a trimmed cluster (./pglite.ts), not an older full one.
  return version ? join(dir, `cluster-${version}-postgres-only.tar`) : undefined;
}

/**
 * The image's bytes as PGlite reads them (`arrayBuffer()`, its only use of the Blob), as read:
 * node 20's own Blob hands them over through a stream of 64 KiB chunks and a concatenation,
 * which cost about 0.3 s of CPU and 100 MiB more resident for a 40 MB image at every start.
 */
class ImageBlob extends Blob {
  #image: ArrayBuffer | undefined;
  constructor(image: ArrayBuffer) {
    super([]);
    this.#image = image;
  }
  /**
   * Hands the bytes over once and lets go of them: PGlite keeps its options (this blob among
   * them) for the life of the database, and the image is not needed once it is loaded.
   */
  override arrayBuffer(): Promise<ArrayBuffer> {
    const image = this.#image;
    this.#image = undefined;
    return image ? Promise.resolve(image) : Promise.reject(new Error('the image was already read'));
  }
}

/** The image, if one was kept; a file that cannot be read counts as none. */
export function readImage(dir: string): Blob | undefined {
  const path = imagePath(dir);
  if (!path) return undefined;
  try {
    const file = readFileSync(path);
    const whole = file.byteOffset === 0 && file.byteLength === file.buffer.byteLength;
    return new ImageBlob(whole ? (file.buffer as ArrayBuffer) : file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
  } catch {
    return undefined;
  }
}

/**
 * Keeps `pg`'s cluster as the image, called right after its `initdb` and before anything else
 * ran on it. Written under a name of its own, then renamed, so processes starting at the same
 * time never read half a file. A cache that cannot be written (a read-only install) is skipped.
 */
export async function writeImage(dir: string, pg: PGlite): Promise<void> {
  const path = imagePath(dir);
  if (!path) return;
  const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
  try {
    const tar = await pg.dumpDataDir('none');
    mkdirSync(dir, { recursive: true });
    writeFileSync(tmp, Buffer.from(await tar.arrayBuffer()));
    renameSync(tmp, path);
  } catch {
    rmSync(tmp, { force: true });
  }
}

/** Drops an image that failed to load, so the next start makes a good one. */
export function discardImage(dir: string): void {
  const path = imagePath(dir);
  if (path) rmSync(path, { force: true });
}
