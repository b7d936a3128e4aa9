import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { Unzip, UnzipInflate, Zip, ZipDeflate } from 'fflate';
import { z } from 'zod';

/** Marks our own files: anything else is refused as "not a Reading Rooms backup". */
export const BACKUP_FORMAT = 'reading-rooms-backup';
/** The archive layout's version; a later layout would be refused by this code. */
const LAYOUT = 1;
const DATABASE_ENTRY = 'database.sql';
const MANIFEST_ENTRY = 'manifest.json';
const FILES_PREFIX = 'files/';

const checksummed = z.object({ path: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string() });

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  layout: z.literal(LAYOUT),
  created_at: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  /** Drizzle's record of applied migrations: how many, and the `when` of the last one. */
  schema: z.object({ migrations: z.number().int().nonnegative(), last: z.number().nullable() }),
  database: checksummed,
  /** Paths relative to DATA_DIR: `uploads/…` and the generated keys. */
  files: z.array(checksummed),
});
export type Manifest = z.infer<typeof manifestSchema>;

export class BackupFileError extends Error {}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface ArchiveInput {
  engine: Manifest['engine'];
  schema: Manifest['schema'];
  sql: string;
  dataDir: string;
  /** Paths relative to dataDir. */
  files: string[];
  onProgress?(step: { files: number; of: number; bytes: number }): void;
}

/**
 * Writes the archive: a zip of the SQL dump, the files, and last a manifest with the SHA-256 of
 * each. The manifest is the last entry, so a file cut short has none and is never taken for a backup.
 */
export async function writeArchive(
  path: string,
  input: ArchiveInput,
): Promise<{ bytes: number; sha256: string; manifest: Manifest }> {
  const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  const whole = createHash('sha256');
  let written = 0;
  let failed: Error | undefined;
  const finished = new Promise<void>((resolve, reject) => {
    out.on('error', reject);
    out.on('finish', resolve);
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) failed = error;
    else {
      whole.update(chunk);
      written += chunk.length;
      out.write(chunk);
    }
    if (final || error) out.end();
  });
  const add = (name: string, bytes: Uint8Array) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(bytes, true);
  };
  const sqlBytes = Buffer.from(input.sql, 'utf8');
  add(DATABASE_ENTRY, sqlBytes);
  const files: Manifest['files'] = [];
  let fileBytes = 0;
  for (const [index, relative] of input.files.entries()) {
    // A file deleted since the listing (a text deleted meanwhile) is left out, not a failed backup.
    const bytes = await readFile(join(input.dataDir, relative)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!bytes) continue;
    add(FILES_PREFIX + relative, bytes);
    files.push({ path: relative, bytes: bytes.length, sha256: sha256(bytes) });
    fileBytes += bytes.length;
    input.onProgress?.({ files: index + 1, of: input.files.length, bytes: fileBytes });
  }
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    layout: LAYOUT,
    created_at: new Date().toISOString(),
    engine: input.engine,
    schema: input.schema,
    database: { path: DATABASE_ENTRY, bytes: sqlBytes.length, sha256: sha256(sqlBytes) },
    files,
  };
  add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
  zip.end();
  await finished;
  if (failed) throw failed;
  return { bytes: written, sha256: whole.digest('hex'), manifest };
}

/**
 * Unpacks an archive into `into` (database.sql and files/…) and returns its manifest, once every
 * entry's size and SHA-256 match it. Throws BackupFileError for a foreign, damaged or cut file.
 */
export async function unpackArchive(path: string, into: string): Promise<Manifest> {
  const entries = new Map<string, Uint8Array>();
  const pending: Promise<void>[] = [];
  const unzip = new Unzip((file) => {
    const chunks: Uint8Array[] = [];
    pending.push(
      new Promise((resolve, reject) => {
        file.ondata = (error, data, final) => {
          if (error) return reject(error);
          chunks.push(data);
          if (final) {
            entries.set(file.name, Buffer.concat(chunks));
            resolve();
          }
        };
      }),
    );
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for await (const chunk of createReadStream(path)) unzip.push(chunk as Uint8Array);
    unzip.push(new Uint8Array(0), true);
    await Promise.all(pending);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupFileError(`${path} does not exist.`);
    throw new BackupFileError(`${path} is damaged: ${(error as Error).message}.`);
  }
  const manifestBytes = entries.get(MANIFEST_ENTRY);
  if (!manifestBytes) {
    throw new BackupFileError(
      `${path} is not a Reading Rooms backup, or it was cut short (it has no manifest).`,
    );
  }
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(Buffer.from(manifestBytes).toString('utf8')));
  } catch {
    throw new BackupFileError(`${path} is not a Reading Rooms backup this version can read.`);
  }
  const check = (entry: string, expected: z.infer<typeof checksummed>) => {
    const bytes = entries.get(entry);
    if (!bytes || bytes.length !== expected.bytes || sha256(bytes) !== expected.sha256) {
      throw new BackupFileError(`${path} is damaged: ${expected.path} does not match its checksum.`);
    }
    return bytes;
  };
  await mkdir(into, { recursive: true });
  await writeFile(join(into, DATABASE_ENTRY), check(DATABASE_ENTRY, manifest.database));
  for (const file of manifest.files) {
    const target = join(into, 'files', file.path);
    // Paths come from a file we did not write ourselves: never let one leave the folder.
    if (!normalize(target).startsWith(join(into, 'files') + sep)) {
      throw new BackupFileError(`${path} is damaged: ${file.path} is outside the data folder.`);
    }
    const bytes = check(FILES_PREFIX + file.path, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
  return manifest;
}
