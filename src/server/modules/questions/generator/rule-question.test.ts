import { describe, expect, it } from 'vitest';
import { generateBuiltinQuestions } from './builtin-question-generator.ts';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';
import { ruleQuestions } from './rule-question.ts';

// The seq element's rule in epub30-spec.epub (section 523), which asked nothing, and the text around.
const seqRule =
  'Each seq element must contain an epub:textref attribute which references the corresponding EPUB Content Document element by IRI reference.';
const seqNearby = [
  'The smil element must be the root element of all Media Overlay Documents. The version attribute is required.',
  '<smil xmlns="http://www.w3.org/ns/SMIL" version="3.0"> <body> <seq id="id1" epub:textref="chapter1.xhtml"> <par> <audio src="chapter1.mp3" clipBegin="0:23:22" clipEnd="0:24:15"/> </par> </seq> </body> </smil>',
];

function questionsOf(texts: string[], nearby: string[] = []) {
  const p = passage(...texts);
  return ruleQuestions(p.analysis, texts, nearby);
}

describe('what a conformance rule requires of a term', () => {
  it('asks which attribute an element must contain, with attributes of the text around as wrong answers', () => {
    const [question] = questionsOf([seqRule], seqNearby);
    expect(question?.content).toBe('Which attribute must each seq element contain?');
    expect(correctChoice(question)).toBe('epub:textref');
    expect(wrongChoices(question)).toEqual(['xmlns', 'version', 'src']);
    expect(question?.evidence).toEqual({ paragraph_index: 0, sentence: seqRule });
  });

  it('leaves out an attribute an example gives the element (seq id="id1"): it may be required too', () => {
    expect(wrongChoices(questionsOf([seqRule], seqNearby)[0])).not.toContain('id');
  });

  it('leaves out a wrong answer a sentence about the same subject names: the text may require it too', () => {
    const nearby = [...seqNearby, 'A seq element may carry an id attribute and an xmlns attribute.'];
    expect(wrongChoices(questionsOf([seqRule], nearby)[0])).not.toContain('xmlns');
  });

  it('asks what a term must be, with terms of its head noun, never its wider kind or a modified one', () => {
    const rule = 'The referenced item must be an XHTML Content Document.';
    const nearby = [
      'Every EPUB Content Document is either an SVG Content Document or one of the XHTML kinds listed here.',
      'A Scripted Content Document is any document whose manifest item has the scripted property.',
      'The Package Document lists every resource, and the Navigation Document lists the table of contents.',
    ];
    const [question] = questionsOf([rule], nearby);
    expect(question?.content).toBe('What must the referenced item be?');
    expect(correctChoice(question)).toBe('an XHTML Content Document');
    expect(wrongChoices(question)).toEqual([
      'an SVG Content Document',
      'a Package Document',
      'a Navigation Document',
    ]);
  });

  it('takes no cited document ("[Core Document]") as a wrong answer of a term', () => {
    const rule = 'The referenced item must be an XHTML Content Document.';
    const nearby = [
      'Every EPUB Content Document is either an SVG Content Document or one of the kinds of [Core Document].',
      'The Package Document lists every resource, and the Navigation Document lists the table of contents.',
    ];
    const wrong = wrongChoices(questionsOf([rule], nearby)[0]);
    expect(wrong).toContain('an SVG Content Document');
    expect(wrong).not.toContain('a Core Document');
  });

  it('asks nothing of a rule that forbids, points back, names no term, or requires support (a second right answer)', () => {
    const nearby = [
      '<html> <head> <link href="a.css"/> </head> <body> <video src="a.mp4"/> </body> </html>',
      'An SVG Content Document, the Package Document and the Navigation Document are listed here.',
    ];
    const rules = [
      'The media type must not be a Core Media Type.',
      'Reading Systems must contain this element.',
      'The attribute must be an XHTML Content Document.',
      'EPUB Reading Systems must support the switch element.',
    ];
    expect(questionsOf(rules, nearby)).toEqual([]);
  });

  it('is asked by the built-in generator in a text that explains', () => {
    const paragraphs = [seqRule, 'The seq element represents a sequence of media.'].map((content, index) => ({
      paragraph_index: index,
      content,
    }));
    const questions = generateBuiltinQuestions(
      { chunk_index: 0, paragraphs, nearby_paragraphs: seqNearby },
      5,
    );
    expect(questions.map((question) => question.content)).toContain(
      'Which attribute must each seq element contain?',
    );
  });
});
