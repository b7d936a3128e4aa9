import { strToU8, type Zippable, zipSync } from 'fflate';

const container = `<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`;

const opf = (title: string, creator: string, chapters: string[]) => `<?xml version="1.0"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="id">urn:test:1</dc:identifier><dc:title>${title}</dc:title>
    <dc:creator>${creator}</dc:creator><dc:language>en</dc:language>
  </metadata>
  <manifest>${chapters.map((_, i) => `<item id="c${i}" href="c${i}.xhtml" media-type="application/xhtml+xml"/>`).join('')}</manifest>
  <spine>${chapters.map((_, i) => `<itemref idref="c${i}"/>`).join('')}</spine>
</package>`;

export const xhtml = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body>${body}</body></html>`;

/** A minimal valid EPUB 3 made in the test: the given chapter bodies, plus extra entries (which replace any of the same name). */
export function buildEpub(options: {
  title?: string;
  creator?: string;
  chapters: string[];
  extra?: Zippable;
}) {
  const { title = 'Built Book', creator = 'Test Writer', chapters, extra = {} } = options;
  const files: Zippable = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(container),
    'OEBPS/content.opf': strToU8(opf(title, creator, chapters)),
  };
  chapters.forEach((chapter, i) => {
    files[`OEBPS/c${i}.xhtml`] = strToU8(xhtml(chapter));
  });
  return zipSync({ ...files, ...extra });
}
