import { strToU8, type Zippable, zipSync } from 'fflate';
import sharp from 'sharp';

/**
 * A fixed-layout picture book made in the test (tests, the e2e and `bench:import` share it): a
 * declared cover, an image-only page, pages whose picture stands before their text (an HTML img
 * and an SVG image), a picture too large for a tablet, and hostile pictures that must be left out
 * (an SVG with a script, bytes that are no picture, an image bomb). Every picture is drawn here.
 */

const container = `<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`;

const page = (body: string, head = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:xlink="http://www.w3.org/1999/xlink"><head><title>p</title><meta name="viewport" content="width=800, height=600"/>${head}</head><body>${body}</body></html>`;

/** The pages' shared stylesheet: it places p2's lines (one of them moved by its style attribute). */
const pagesCss = '.line { position: absolute; left: 30px; top: 500px } .second { top: 70px }';

/** A flat-coloured picture of the given size, as PNG or JPEG. */
export const drawnPicture = (
  width: number,
  height: number,
  format: 'png' | 'jpeg',
  r = 40,
  g = 120,
  b = 200,
) =>
  sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    [format]()
    .toBuffer();

/**
 * A PNG whose header claims 30000×30000 pixels (900 million) in a few hundred bytes: the header is
 * a real PNG's with the size rewritten and its checksum mended.
 */
async function imageBomb() {
  const png = Buffer.from(await drawnPicture(8, 8, 'png'));
  png.writeUInt32BE(30_000, 16);
  png.writeUInt32BE(30_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(bytes: Uint8Array) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

const scriptedSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>`;

export const PICTURE_BOOK_TITLE = 'The Fox and the Moon';
/** The paragraphs the picture book reads as, in order. */
export const pictureBookParagraphs = [
  'The fox looked up at the moon.',
  'The moon smiled down at the fox.',
  'They sang together until morning.',
  'The end.',
];

/**
 * Pages: cover.xhtml (the cover alone), p1 (an image-only page: "Fox in the grass"), p2 (its text, in two lines placed by a stylesheet),
 * p3 (an SVG image before its text, a huge illustration), p4 (hostile pictures, then the last
 * text). So p1's picture goes with paragraph 0, p3's two with paragraph 1, and paragraph 2 has none.
 */
export async function pictureBookEpub(): Promise<Uint8Array> {
  const manifest = [
    '<item id="cover" href="images/cover.jpg" media-type="image/jpeg" properties="cover-image"/>',
    '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>',
    '<item id="css" href="css/pages.css" media-type="text/css"/>',
    ...['cover', 'p1', 'p2', 'p3', 'p4'].map(
      (id) => `<item id="${id}-page" href="${id}.xhtml" media-type="application/xhtml+xml"/>`,
    ),
  ].join('');
  const opf = `<?xml version="1.0"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id" prefix="rendition: http://www.idpf.org/vocab/rendition/#">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="id">urn:test:picture-book</dc:identifier><dc:title>${PICTURE_BOOK_TITLE}</dc:title>
    <dc:creator>Ada Drew</dc:creator><dc:language>en</dc:language>
    <meta property="rendition:layout">pre-paginated</meta>
  </metadata>
  <manifest>${manifest}</manifest>
  <spine>${['cover', 'p1', 'p2', 'p3', 'p4'].map((id) => `<itemref idref="${id}-page"/>`).join('')}</spine>
</package>`;
  const [one, two, three, last] = pictureBookParagraphs;
  const files: Zippable = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(container),
    'OEBPS/content.opf': strToU8(opf),
    'OEBPS/nav.xhtml': strToU8(
      page('<nav epub:type="toc"><ol><li><a href="p1.xhtml">Start</a></li></ol></nav>'),
    ),
    'OEBPS/cover.xhtml': strToU8(page('<div><img src="images/cover.jpg" alt="Cover"/></div>')),
    'OEBPS/p1.xhtml': strToU8(
      page('<div class="page"><img src="images/fox%20grass.png" alt="Fox in the grass"/></div>'),
    ),
    // p2's two lines, written last line first, are placed by the stylesheet and a style attribute.
    'OEBPS/p2.xhtml': strToU8(
      page(
        `<p class="line second">${one?.slice(15)}</p><p class="line" style="top: 40px">${one?.slice(0, 14)}</p>`,
        '<link rel="stylesheet" type="text/css" href="css/pages.css"/>',
      ),
    ),
    'OEBPS/css/pages.css': strToU8(pagesCss),
    'OEBPS/p3.xhtml': strToU8(
      page(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><image width="800" height="600" xlink:href="images/moon.jpg"/></svg><img src="images/sky.jpg" alt="The whole night sky"/><p>${two}</p><p>${three}</p>`,
      ),
    ),
    'OEBPS/p4.xhtml': strToU8(
      page(
        `<img src="images/scripted.svg" alt="x"/><img src="images/broken.png" alt="y"/><img src="images/bomb.png" alt="z"/><img src="http://example.com/far.png" alt="far"/><p>${last}</p>`,
      ),
    ),
    'OEBPS/images/cover.jpg': [await drawnPicture(600, 800, 'jpeg', 220, 160, 40), { level: 0 }],
    'OEBPS/images/fox grass.png': await drawnPicture(800, 600, 'png', 60, 160, 60),
    'OEBPS/images/moon.jpg': [await drawnPicture(800, 600, 'jpeg', 20, 20, 80), { level: 0 }],
    'OEBPS/images/sky.jpg': [await drawnPicture(3200, 1200, 'jpeg', 10, 10, 60), { level: 0 }],
    'OEBPS/images/scripted.svg': strToU8(scriptedSvg),
    'OEBPS/images/broken.png': strToU8('this is not a picture at all'),
    'OEBPS/images/bomb.png': await imageBomb(),
  };
  return zipSync(files);
}
