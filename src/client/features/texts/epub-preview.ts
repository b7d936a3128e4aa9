export interface TocEntry {
  /** Its place in the tree, e.g. `2.1`: unique, so it can key a list item. */
  path: string;
  label: string;
  depth: number;
}

export interface EpubPreview {
  title: string;
  author: string;
  toc: TocEntry[];
}

interface NavItemLike {
  label: string;
  subitems?: NavItemLike[];
}

const PREVIEW_TIMEOUT_MS = 15_000;

function flattenToc(items: NavItemLike[], depth = 0, parent = ''): TocEntry[] {
  return items.flatMap((item, index) => {
    const path = `${parent}${index + 1}`;
    return [
      { path, label: item.label.trim(), depth },
      ...flattenToc(item.subitems ?? [], depth + 1, `${path}.`),
    ];
  });
}

function timeout(ms: number) {
  return new Promise<never>((_, reject) => setTimeout(() => reject(new Error('EPUB preview timed out')), ms));
}

/**
 * The book's title, author and table of contents, read in the browser with epubjs. epubjs is
 * about 104 KB gzip, so it is imported here on first use and never lands in a route's chunk.
 */
export async function readEpubPreview(file: File): Promise<EpubPreview> {
  const { default: ePub } = await import('epubjs');
  const book = ePub(await file.arrayBuffer());
  try {
    const [metadata, navigation] = await Promise.race([
      Promise.all([book.loaded.metadata, book.loaded.navigation]),
      timeout(PREVIEW_TIMEOUT_MS),
    ]);
    return {
      title: metadata.title?.trim() ?? '',
      author: metadata.creator?.trim() ?? '',
      toc: flattenToc(navigation.toc).filter((entry) => entry.label !== ''),
    };
  } finally {
    book.destroy();
  }
}
