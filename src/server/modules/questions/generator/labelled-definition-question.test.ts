import { describe, expect, it } from 'vitest';
import { labelledDefinitionQuestions } from './labelled-definition-question.ts';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';

// The attribute table of the link element in epub30-spec.epub (paragraphs 488–497), which asked nothing.
const table = [
  'href [required]',
  'An absolute or relative IRI reference [RFC3987] to a resource.',
  'rel [required]',
  'A space-separated list of property values.',
  'id [optional]',
  'The ID [XML] of this element, which must be unique within the document scope.',
  'refines [optional]',
  'Identifies the expression or resource augmented by this element. The value of the attribute must be a relative IRI [RFC3987] pointing to the resource or element it describes.',
];

function questionsOf(texts: string[], nearby: string[] = []) {
  const p = passage(...texts);
  return labelledDefinitionQuestions(p.analysis, p.paragraphs, nearby);
}

describe('what-questions on a table of labelled definitions', () => {
  it('asks which attribute a definition belongs to, with the other attributes as wrong answers', () => {
    const questions = questionsOf(table);
    const refines = questions.find((q) => correctChoice(q) === 'refines');
    expect(refines?.content).toBe(
      'Which attribute identifies the expression or resource augmented by this element?',
    );
    expect(wrongChoices(refines)).toEqual(['href', 'rel', 'id']);
    expect(refines?.evidence).toEqual({ paragraph_index: 6, sentence: 'refines [optional]' });
    expect(refines?.explanation).toBe(
      'The text lists “refines [optional]”, then says: “Identifies the expression or resource augmented by this element. The value of the attribute must be a relative IRI [RFC3987] pointing to the resource or element it describes.”',
    );
    expect(questions.find((q) => correctChoice(q) === 'href')?.content).toBe(
      'Which attribute gives an absolute or relative IRI reference to a resource?',
    );
  });

  it('asks nothing whose stem names the answer ("the ID of this element" → id)', () => {
    expect(questionsOf(table).map(correctChoice)).not.toContain('id');
  });

  it('offers no wrong answer defined as the answer is (rel and properties are both a list of property values)', () => {
    const nearby = ['properties [optional]', 'A space-separated list of property values.', ...table.slice(6)];
    const rel = questionsOf(table.slice(0, 6), nearby).find((q) => correctChoice(q) === 'rel');
    expect(rel?.content).toBe('Which attribute gives a space-separated list of property values?');
    expect(wrongChoices(rel)).toEqual(['href', 'id', 'refines']);
  });

  it('asks of files as files, with other files as wrong answers', () => {
    const files = [
      'container.xml [required]',
      'Identifies the file that is the point of entry for each embedded Publication.',
      'signatures.xml [optional]',
      'Contains digital signatures for various assets.',
    ];
    const rights = ['rights.xml [optional]', 'Used to store information about digital rights.'];
    const encryption = [
      'encryption.xml [optional]',
      'Contains information about the encryption of resources.',
    ];
    const questions = questionsOf(files, [...rights, ...encryption, ...table]);
    const container = questions.find((q) => correctChoice(q) === 'container.xml');
    expect(container?.content).toBe(
      'Which file identifies the file that is the point of entry for each embedded Publication?',
    );
    expect(wrongChoices(container)).toEqual(['signatures.xml', 'rights.xml', 'encryption.xml']);
    // "Contains digital signatures" names signatures.xml: the stem would give it away.
    expect(questions.map(correctChoice)).toEqual(['container.xml']);
    // Two other files are too few, and an attribute is no wrong answer for a file.
    expect(questionsOf(files, [...rights, ...table])).toEqual([]);
  });

  // epub30-spec.epub's xml:lang and dir rows (section 71) asked nothing: their stems are 17 and 18 words.
  it('asks of a definition up to 18 words long', () => {
    const rows = [
      'xml:lang [optional]',
      'Specifies the language used in the contents and attribute values of the carrying element and its descendants, as defined in section 2.12 Language Identification of [XML].',
      'dir [optional]',
      'Specifies the base text direction of the content and attribute values of the carrying element and its descendants.',
    ];
    const questions = questionsOf(rows, table);
    expect(questions.map((q) => [q.content, correctChoice(q)])).toEqual([
      [
        'Which attribute specifies the language used in the contents and attribute values of the carrying element and its descendants?',
        'xml:lang',
      ],
      [
        'Which attribute specifies the base text direction of the content and attribute values of the carrying element and its descendants?',
        'dir',
      ],
    ]);
  });
});
