import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, writeFileSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';

/** Uploaded files under `DATA_DIR/uploads`, addressed by a path relative to DATA_DIR. */
export interface UploadStorage {
  /** A new relative path `uploads/<uuid><extension>`, known before the file is written. */
  newPath(extension: string): string;
  /** Writes a new file at a path from `newPath` (never over an existing one). */
  write(relativePath: string, bytes: Uint8Array): Promise<void>;
  remove(relativePath: string): Promise<void>;
  /** A stream of the file and its size, or undefined when it is gone. */
  open(relativePath: string): Promise<{ stream: NodeJS.ReadableStream; size: number } | undefined>;
}

const UPLOADS = 'uploads';

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
    // Synchronous on purpose: a write of at most 10 MB takes about a millisecond, while an
    // asynchronous one (open, write, close through the thread pool) waits at each step for the
    // event loop, which an import keeps busy; the import then waited 1-2 ms per book for it.
    async write(relativePath, bytes) {
      const path = absolute(relativePath);
      try {
        writeFileSync(path, bytes, { flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        // The first upload (or the folder was removed): create it and write once more.
        mkdirSync(join(dataDir, UPLOADS), { recursive: true });
        writeFileSync(path, bytes, { flag: 'wx' });
      }
    },
    async remove(relativePath) {
      await rm(absolute(relativePath), { force: true });
    },
    async open(relativePath) {
      const path = absolute(relativePath);
      const info = await stat(path).catch(() => undefined);
      return info?.isFile() ? { stream: createReadStream(path), size: info.size } : undefined;
    },
  };
}
