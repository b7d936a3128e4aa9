import { describe, expect, it } from 'vitest';
import { BookStylesheets } from './book-stylesheets.ts';
import { pageStyles } from './page-styles.ts';

const head = (meta: string) =>
  `<html><head>${meta}<link rel="stylesheet" href="page.css"/><style>.a { top: 1px }</style></head><body></body></html>`;

/** Stylesheets that count the archive entries read for them. */
function countingSheets() {
  const read: string[] = [];
  const sheets = new BookStylesheets((path) => {
    read.push(path);
    return '.b { position: absolute }';
  });
  return { read, sheets };
}

describe('pageStyles', () => {
  it('reads no stylesheet of a reflowable page whose viewport gives no height', () => {
    const { read, sheets } = countingSheets();
    const source = head('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(pageStyles(source, 'OEBPS/c0.xhtml', sheets, false)).toBeUndefined();
    expect(read).toEqual([]);
  });

  it('reads the linked and embedded rules of a page with a viewport, or of a pre-paginated book', () => {
    const { read, sheets } = countingSheets();
    const placed = pageStyles(
      head('<meta name="viewport" content="width=800, height=600"/>'),
      'OEBPS/c0.xhtml',
      sheets,
      false,
    );
    expect(placed?.viewport).toEqual({ width: 800, height: 600 });
    expect(placed?.rules.map((rule) => rule.prelude)).toEqual(['.b', '.a']);
    expect(read).toEqual(['OEBPS/page.css']);
    const prePaginated = pageStyles(head(''), 'OEBPS/c0.xhtml', sheets, true);
    expect(prePaginated?.viewport).toBeUndefined();
    expect(prePaginated?.rules).toHaveLength(2);
  });
});
