import { describe, expect, it } from 'vitest';
import { EpubError } from './epub-error.ts';
import { packagePathFromContainer, parsePackageDocument } from './package-document.ts';

const opf = (metadata: string, manifest: string, spine: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<opf:package xmlns:opf="http://www.idpf.org/2007/opf" xmlns:dc="http://purl.org/dc/elements/1.1/" version="2.0">
  <opf:metadata>${metadata}</opf:metadata>
  <opf:manifest>${manifest}</opf:manifest>
  <opf:spine toc="ncx">${spine}</opf:spine>
</opf:package>`;

describe('packagePathFromContainer', () => {
  it('answers the first rootfile with a path', () => {
    const container = `<?xml version="1.0"?>
<container xmlns="urn:oasis:names:tc:opendocument:xmlns:container" version="1.0">
  <rootfiles><rootfile media-type="application/oebps-package+xml"/><rootfile full-path="EPUB/book.opf"/></rootfiles>
</container>`;
    expect(packagePathFromContainer(container)).toBe('EPUB/book.opf');
  });

  it('refuses a container without a package document, or one that is not XML', () => {
    expect(() => packagePathFromContainer('<container><rootfiles/></container>')).toThrow(
      'The EPUB has no package document.',
    );
    expect(() => packagePathFromContainer('<container><rootfiles>')).toThrow(
      "The EPUB's container (META-INF/container.xml) is not readable XML.",
    );
  });
});

describe('parsePackageDocument', () => {
  const manifest = [
    '<opf:item id="c1" href="Text/chapter%201.xhtml#start" media-type="application/xhtml+xml"/>',
    '<opf:item id="c2" href="../c2.html" media-type="text/html"/>',
    '<opf:item id="notes" href="Text/notes.xhtml" media-type="application/xhtml+xml"/>',
    '<opf:item id="img" href="cover.jpg" media-type="image/jpeg"/>',
  ].join('');
  const spine =
    '<opf:itemref idref="img"/><opf:itemref idref="c2"/><opf:itemref idref="notes" linear="no"/><opf:itemref idref="c1"/><opf:itemref idref="missing"/>';

  it('reads title, authors, language and the linear spine of HTML documents, prefixes or not', () => {
    const metadata = [
      '<dc:title>  </dc:title><dc:title>The  Wind\n in <![CDATA[the]]> Willows</dc:title>',
      '<dc:language>  </dc:language><dc:language> en-GB </dc:language><dc:language>fr</dc:language>',
      '<dc:creator opf:role="aut">Kenneth Grahame</dc:creator><dc:creator/><creator>E. H. Shepard</creator>',
    ].join('');
    expect(parsePackageDocument(opf(metadata, manifest, spine), 'OEBPS/content.opf')).toEqual({
      title: 'The Wind in the Willows',
      authors: 'Kenneth Grahame, E. H. Shepard',
      language: 'en-GB',
      spine: ['c2.html', 'OEBPS/Text/chapter 1.xhtml'],
      prePaginated: false,
    });
  });

  it('decodes character references and keeps undeclared entities as written', () => {
    const metadata = '<dc:title>Fish &amp; Chips&#x21; &nbsp;Now</dc:title><dc:creator>A\u0000B</dc:creator>';
    const book = parsePackageDocument(opf(metadata, manifest, spine), 'content.opf');
    expect(book.title).toBe('Fish & Chips! &nbsp;Now');
    expect(book.authors).toBe('AB');
  });

  it('reads a bare "&" as text and blank space before the declaration, which books are made with', () => {
    const metadata = '<dc:title>Pride & Prejudice</dc:title><dc:creator>Austen &amp; Co</dc:creator>';
    const item = '<opf:item id="c1" href="one.xhtml" media-type="application/xhtml+xml"/>';
    const source = `\n  ${opf(metadata, item, '<opf:itemref idref="c1"/>')}`;
    expect(parsePackageDocument(source, 'content.opf')).toEqual({
      title: 'Pride & Prejudice',
      authors: 'Austen & Co',
      language: '',
      spine: ['one.xhtml'],
      prePaginated: false,
    });
  });

  it('takes an href that is not validly percent-encoded as written', () => {
    const item = '<opf:item id="c1" href="100%.xhtml" media-type="application/xhtml+xml"/>';
    const book = parsePackageDocument(opf('', item, '<opf:itemref idref="c1"/>'), 'content.opf');
    expect(book.spine).toEqual(['100%.xhtml']);
  });

  it('refuses XML cut short, tags closed out of order, no root, and a document that is not a package', () => {
    const broken =
      '<?xml version="1.0"?><package><metadata><dc:title>Broken</dc:title></metadata><spine><itemref/';
    expect(() => parsePackageDocument(broken, 'content.opf')).toThrow(EpubError);
    expect(() => parsePackageDocument(broken, 'content.opf')).toThrow(
      "The EPUB's package document is not readable XML.",
    );
    const misnested = opf('<dc:title>Lost <b>bold</dc:title></bogus><dc:creator>Ann</dc:creator>', '', '');
    expect(() => parsePackageDocument(misnested, 'content.opf')).toThrow(
      "The EPUB's package document is not readable XML.",
    );
    expect(() => parsePackageDocument('', 'content.opf')).toThrow(
      "The EPUB's package document is not readable XML.",
    );
    expect(() => parsePackageDocument('<html><body/></html>', 'content.opf')).toThrow(
      'The EPUB package document is unreadable.',
    );
  });
});

describe('parsePackageDocument: the cover', () => {
  const pkg = (metadata: string, manifest: string) =>
    `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>T</dc:title>${metadata}</metadata><manifest>${manifest}<item id="c" href="c.xhtml" media-type="application/xhtml+xml"/></manifest><spine><itemref idref="c"/></spine></package>`;

  it('reads the EPUB 3 cover-image item and the EPUB 2 cover meta, as archive paths', () => {
    const epub3 = pkg(
      '',
      '<item id="i" href="img/My%20cover.jpg" media-type="image/jpeg" properties="cover-image"/>',
    );
    expect(parsePackageDocument(epub3, 'OEBPS/content.opf').coverPath).toBe('OEBPS/img/My cover.jpg');
    const epub2 = pkg(
      '<meta name="cover" content="pic"/>',
      '<item id="pic" href="../c.png" media-type="image/png"/>',
    );
    expect(parsePackageDocument(epub2, 'OEBPS/content.opf').coverPath).toBe('c.png');
  });

  it('has none when none is declared or the declared item is not an image', () => {
    expect(parsePackageDocument(pkg('', ''), 'content.opf').coverPath).toBeUndefined();
    const notImage = pkg('<meta name="cover" content="c"/>', '');
    expect(parsePackageDocument(notImage, 'content.opf').coverPath).toBeUndefined();
  });
});

it('reads whether the book declares its pages fixed-layout (rendition:layout pre-paginated)', () => {
  const pkg = (meta: string) =>
    `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata>${meta}</metadata><manifest/><spine/></package>`;
  expect(
    parsePackageDocument(pkg('<meta property="rendition:layout">pre-paginated</meta>'), 'a.opf').prePaginated,
  ).toBe(true);
  expect(
    parsePackageDocument(pkg('<meta property="rendition:layout">reflowable</meta>'), 'a.opf').prePaginated,
  ).toBe(false);
});
