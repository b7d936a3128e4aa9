import { randomUUID } from 'node:crypto';
import { closeSync, createReadStream, open, writeFileSync } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';

/** Uploaded files under `DATA_DIR/uploads`, addressed by a path relative to DATA_DIR. */
export interface UploadStorage {
  /** A new relative path `uploads/<uuid><extension>`, known before the file is written. */
  newPath(extension: string): string;
  /** Writes a new file at a path from `newPath` (never over an existing one). */
  write(relativePath: string, bytes: Uint8Array): Promise<void>;
  remove(relativePath: string): Promise<void>;
  /** Relative paths of the files ending in `extension` last written before `before`. */
  list(extension: string, before: Date): Promise<string[]>;
  /** A stream of the file and its size, or undefined when it is gone. */
  open(relativePath: string): Promise<{ stream: NodeJS.ReadableStream; size: number } | undefined>;
}

const UPLOADS = 'uploads';

/** A plain descriptor, not a FileHandle: it is closed synchronously, and a FileHandle would close it again when collected. */
const openDescriptor = promisify(open);

/** A new file's descriptor (never over an existing file); creates the uploads folder when it is missing. */
async function createFile(path: string): Promise<number> {
  try {
    return await openDescriptor(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dirname(path), { recursive: true });
    return await openDescriptor(path, 'wx');
  }
}

/** Local disk (or a shared volume mounted at DATA_DIR when API nodes scale out). */
export function createUploadStorage(dataDir: string): UploadStorage {
  const absolute = (relativePath: string) => {
    const path = normalize(join(dataDir, relativePath));
    // Paths come from our own rows, but never let one step outside the uploads folder.
    if (!path.startsWith(join(dataDir, UPLOADS) + sep))
      throw new Error(`not an upload path: ${relativePath}`);
    return path;
  };
  return {
    newPath: (extension) => `${UPLOADS}/${randomUUID()}${extension}`,
    async write(relativePath, bytes) {
      const fd = await createFile(absolute(relativePath));
      // Creating the file can wait on a busy disk's journal, so it goes to the thread pool. Writing
      // and closing are quick: done here, they need no more turns of the event loop, which an
      // import keeps busy (three asynchronous steps made it wait 1-2 ms per book).
      try {
        writeFileSync(fd, bytes);
      } finally {
        closeSync(fd);
      }
    },
    async remove(relativePath) {
      await rm(absolute(relativePath), { force: true });
    },
    async list(extension, before) {
      const names = await readdir(join(dataDir, UPLOADS)).catch(() => [] as string[]);
      const found: string[] = [];
      for (const name of names.filter((n) => n.endsWith(extension))) {
        const info = await stat(join(dataDir, UPLOADS, name)).catch(() => undefined);
        if (info?.isFile() && info.mtime < before) found.push(`${UPLOADS}/${name}`);
      }
      return found;
    },
    async open(relativePath) {
      const path = absolute(relativePath);
      const info = await stat(path).catch(() => undefined);
      return info?.isFile() ? { stream: createReadStream(path), size: info.size } : undefined;
    },
  };
}
