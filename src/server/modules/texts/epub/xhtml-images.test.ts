import { describe, expect, it } from 'vitest';
import { xhtmlContent } from './xhtml-paragraphs.ts';

const page = (body: string) =>
  `<?xml version="1.0"?><html xmlns:xlink="http://www.w3.org/1999/xlink"><head><title>T</title></head><body>${body}</body></html>`;

describe('xhtmlContent: pictures', () => {
  it('keeps each img and SVG image with its alt text, before the paragraph that follows it', () => {
    const body = [
      '<p>First.</p><img src="a.png" alt="A &amp; b"/>',
      '<svg viewBox="0 0 10 10"><image xlink:href="b.jpg" width="10" height="10"/><text x="5" y="5">The moon rose.</text></svg>',
      '<p>Second <img src=\'c.gif\'/> with an inline picture.</p><img src="d.png" alt="after all"/>',
    ].join('');
    expect(xhtmlContent(page(body))).toEqual({
      paragraphs: ['First.', 'The moon rose.', 'Second with an inline picture.'],
      images: [
        { before: 1, src: 'a.png', alt: 'A & b' },
        { before: 1, src: 'b.jpg', alt: '' },
        { before: 2, src: 'c.gif', alt: '' },
        // After the last paragraph: the import gives it to the next page's first paragraph.
        { before: 3, src: 'd.png', alt: 'after all' },
      ],
    });
  });

  it('finds none in dropped parts (navigation, notes, hidden) nor without a src', () => {
    const body =
      '<nav><img src="nav.png"/></nav><aside epub:type="footnote"><img src="n.png"/></aside><div hidden=""><img src="h.png"/></div><img alt="no src"/><p>Text.</p>';
    expect(xhtmlContent(page(body))).toEqual({ paragraphs: ['Text.'], images: [] });
  });
});
