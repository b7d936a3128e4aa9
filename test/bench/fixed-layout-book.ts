import { strToU8 } from 'fflate';
import { buildEpub } from '#test/integration/texts-epub-builder.ts';

/**
 * A fixed-layout book of text made for `bench:import`: PAGES pages of LINES lines each, written in
 * reverse order so only their placing reads them right; placed either by style attributes or by
 * one stylesheet the pages share (id and class rules), the same words either way, so the two
 * figures show what reading a stylesheet costs.
 */
const PAGES = 40;
const LINES = 16;
const words = 'the fox ran over the hill and down to the river where the moon lay on the water'.split(' ');

const lineText = (page: number, line: number) =>
  Array.from({ length: 8 }, (_, i) => words[(page * 7 + line * 3 + i) % words.length]).join(' ');

function pageXhtml(page: number, byStylesheet: boolean) {
  const head = byStylesheet ? '<link rel="stylesheet" type="text/css" href="../Styles/book.css"/>' : '';
  const lines = Array.from({ length: LINES }, (_, line) => {
    const placing = byStylesheet
      ? `id="l${line}" class="line"`
      : `style="position: absolute; top: ${60 + line * 30}px; left: 40px"`;
    return `<p ${placing}>${lineText(page, line)}.</p>`;
  }).reverse();
  return `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>${page}</title><meta name="viewport" content="width=800, height=600"/>${head}</head><body><div class="page"><img src="bg.jpg" alt=""/>${lines.join('')}</div></body></html>`;
}

const stylesheet = [
  'body { margin: 0 } .page { width: 800px; height: 600px } .line { position: absolute; left: 40px; font-size: 20px }',
  ...Array.from({ length: LINES }, (_, line) => `#l${line} { top: ${60 + line * 30}px }`),
].join('\n');

/** The book, its lines placed by style attributes or by a shared stylesheet. */
export function fixedLayoutBook(byStylesheet: boolean): Uint8Array {
  const extra: Record<string, Uint8Array> = { 'Styles/book.css': strToU8(stylesheet) };
  for (let page = 0; page < PAGES; page++)
    extra[`OEBPS/c${page}.xhtml`] = strToU8(pageXhtml(page, byStylesheet));
  return buildEpub({ title: 'The Fox at Night', chapters: Array.from({ length: PAGES }, () => ''), extra });
}
