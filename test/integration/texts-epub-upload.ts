import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** POSTs an EPUB form the way the browser does; `fields` are the optional title and author. */
export async function uploadEpub(
  baseUrl: string,
  headers: Record<string, string>,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
  fileName = 'book.epub',
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('epub_file', new Blob([new Uint8Array(bytes)], { type: 'application/epub+zip' }), fileName);
  const res = await fetch(`${baseUrl}/api/texts/upload-epub`, { method: 'POST', headers, body: form });
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are asserted field by field
  return { status: res.status, body: (await res.json()) as any };
}

/** Files under DATA_DIR/uploads (none when the folder was never made). */
export function storedUploads(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'uploads'));
  } catch {
    return [];
  }
}
