import { describe, expect, it } from 'vitest';
import { entryHeadings } from './entry-headings.ts';

describe('entry headings of a reference list', () => {
  it('takes the names that head entries alone on their line, each once, not section headings or bullets', () => {
    expect(
      entryHeadings([
        '› alternate-script',
        'Description:',
        '› 2.4 Metadata',
        '› It must process the EPUB Container.',
        '›  display-seq ',
        '› xml:lang',
        '› alternate-script',
        'The role property describes the nature of work.',
      ]),
    ).toEqual(['alternate-script', 'display-seq', 'xml:lang']);
  });
});
