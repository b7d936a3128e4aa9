import { describe, expect, it } from 'vitest';
import { decodeUtf8, documentPieces } from './document-pieces.ts';
import { xhtmlContent, xhtmlPiecesContent } from './xhtml-paragraphs.ts';

const page = (body: string) =>
  `<?xml version="1.0"?><html><head><title>T</title></head><body>${body}</body></html>`;

/** Markup whose tokens run past "<"s (comments, CDATA, scripts, SVG) or are cut short, with text between. */
const trickyBodies = [
  '<p>One <!-- a <p>comment</p> --> two</p><p>Three</p>',
  '<p>Text <![CDATA[ x < y && <b>raw</b> ]]> after</p>',
  '<script>if (a < b) { x = "</p>"; }</script><style>p > a { }</style><p>Kept</p>',
  '<div><svg><image xlink:href="a.png"/><text x="1" y="2">Drawn <tspan>words</tspan></text></svg></div><p>Then</p>',
  '<p>a < b and <<c> d</p><p title="x > y">e</p><p title="bad < quote">f</p>',
  '<p>Unterminated <!-- comment <p>to the end</p>',
  '<p>Unclosed <![CDATA[ cdata <p>to the end</p>',
  '<script>never closed <p>hidden</p>',
  '<svg><text>never closed</text><p>x</p>',
  '<nav><p>Dropped</p></nav><p hidden="">Hidden</p><p>Kept &amp; &lt;decoded&gt; &#233;</p><img src="b.jpg" alt="B"/>',
  '<?pi <p>?> <!DOCTYPE x <p>declared</p><p>é — ü</p>',
];

/** The content read from pieces of every size up to `largest`, each as the whole document read whole. */
function expectSameInPieces(document: string, largest: number) {
  const bytes = Buffer.from(document, 'utf8');
  const whole = xhtmlContent(decodeUtf8(bytes));
  for (let size = 1; size <= largest; size++)
    expect(xhtmlPiecesContent(documentPieces(bytes, size)), `pieces of ${size} bytes`).toEqual(whole);
}

describe('documentPieces', () => {
  it('cuts only before a "<", into pieces that join to the document decoded whole', () => {
    const document = page(`<p>ü ${'é'.repeat(50)} 中文 😀</p>`.repeat(20));
    const bytes = Buffer.from(`\uFEFF${document}`, 'utf8');
    const pieces = documentPieces(bytes, 64);
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.slice(1).every((piece) => piece.startsWith('<'))).toBe(true);
    expect(pieces.join('')).toBe(new TextDecoder().decode(bytes));
  });

  it('decodes broken UTF-8 next to a cut as the whole document does', () => {
    const broken = Buffer.concat([
      Buffer.from('<p>a'),
      Buffer.from([0xe2, 0x82]), // a three-byte sequence cut short
      Buffer.from('<p>b'),
      Buffer.from([0xff, 0xc3]),
      Buffer.from('</p>'),
    ]);
    for (const size of [1, 2, 3, 4, 5, 8])
      expect(documentPieces(broken, size).join('')).toBe(new TextDecoder().decode(broken));
  });
});

describe('xhtmlPiecesContent', () => {
  it('reads a document in pieces as xhtmlContent reads it whole, wherever the cuts fall', () => {
    for (const body of trickyBodies) expectSameInPieces(page(body), 40);
  });

  it('reads a token longer than many pieces (a long comment or script) as the whole document does', () => {
    const long = 'x <i>y</i> '.repeat(8_000);
    expectSameInPieces(page(`<p>a</p><!-- ${long} --><p>b</p><script>${long}</script><p>c</p>`), 3);
    expect(xhtmlPiecesContent(documentPieces(Buffer.from(page(`<!-- ${long} -->`)), 1000))).toEqual(
      xhtmlContent(page(`<!-- ${long} -->`)),
    );
  });
});
