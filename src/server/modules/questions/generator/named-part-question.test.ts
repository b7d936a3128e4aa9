import { describe, expect, it } from 'vitest';
import { namedPartQuestions } from './named-part-question.ts';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';

// The list of EPUB 3's parts in epub30-spec.epub, which got no question but a word's meaning.
const parts = [
  'The EPUB 3 Overview [EPUB3Overview], which provides an informative overview of EPUB and a roadmap to the rest of the EPUB 3 documents.',
  'EPUB Publications 3.0 [Publications30], which defines publication-level semantics and overarching conformance requirements for EPUB Publications.',
  'EPUB Content Documents 3.0 [ContentDocs30], which defines profiles of XHTML, SVG and CSS for use in the context of EPUB Publications.',
  'EPUB Open Container Format (OCF) 3.0 [OCF3], which defines a file format and processing model for encapsulating a set of related resources into a single-file (ZIP) EPUB Container.',
  'EPUB Media Overlays 3.0 [MediaOverlays30], which defines a format and a processing model for synchronization of text and audio.',
];

describe('what-questions on the named parts of a specification', () => {
  it('asks which part does what, with the other parts named the same way as wrong answers', () => {
    const questions = namedPartQuestions(passage(...parts).analysis);
    const overlays = questions.find((q) => correctChoice(q) === 'EPUB Media Overlays 3.0');
    expect(overlays?.type).toBe('what');
    expect(overlays?.content).toBe(
      'What defines a format and a processing model for synchronization of text and audio?',
    );
    expect(overlays?.evidence.sentence).toBe(parts[4]);
    // Names of up to four words, without "The" (and a bracketed short name or a version not counted).
    expect(wrongChoices(overlays)).toEqual([
      'EPUB 3 Overview',
      'EPUB Publications 3.0',
      'EPUB Content Documents 3.0',
    ]);
  });

  it('takes a part whose stem is too long to ask as a wrong answer all the same', () => {
    const parts = [
      'EPUB Publications 3.0 [Publications30], which defines publication-level semantics and overarching conformance requirements for EPUB Publications.',
      'EPUB Content Documents 3.0 [ContentDocs30], which defines profiles of XHTML, SVG and CSS for use in the context of EPUB Publications.',
      'EPUB Media Overlays 3.0 [MediaOverlays30], which defines a format and a processing model for synchronization of text and audio.',
      'EPUB CFI 1.0, which defines a standardized method for referencing arbitrary content within an EPUB Publication through the use of fragment identifiers in any of its documents.',
    ];
    const questions = namedPartQuestions(passage(...parts).analysis);
    expect(questions.map(correctChoice)).toEqual(['EPUB Content Documents 3.0', 'EPUB Media Overlays 3.0']);
    expect(wrongChoices(questions[0])).toContain('EPUB CFI 1.0');
  });

  it('takes wrong answers from the text around the section', () => {
    const questions = namedPartQuestions(passage(...parts.slice(1, 3)).analysis, [
      ...parts.slice(0, 1),
      ...parts.slice(3),
    ]);
    expect(questions.map(correctChoice)).toEqual(['EPUB Content Documents 3.0']);
  });

  it('asks nothing of a clause that is no part’s name, nor with too few parts to choose from', () => {
    const clause = passage(
      'Every EPUB Publication includes a single Package Document, which specifies all the constituent content documents.',
      ...parts.slice(1, 4),
    );
    expect(namedPartQuestions(clause.analysis).map(correctChoice)).not.toContain(
      'Every EPUB Publication includes a single Package Document',
    );
    // Three parts give each only two others.
    expect(namedPartQuestions(passage(...parts.slice(1, 4)).analysis)).toEqual([]);
  });

  // From epub30-spec.epub, where sections 7 and 8 asked nothing of the list: OCF's name did not count,
  // so each part had too few others; and "EPUB Publications 3.0" was asked "… for EPUB Publications?".
  it('counts a name with a short name in brackets, and asks nothing whose stem says a word of the name', () => {
    const questions = namedPartQuestions(passage(...parts).analysis);
    expect(questions.map(correctChoice)).toEqual(['EPUB Content Documents 3.0', 'EPUB Media Overlays 3.0']);
    expect(wrongChoices(questions[0])).toContain('EPUB Open Container Format (OCF) 3.0');
  });
});
