import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { QuestionSection } from '#server/adapters/ai/question-generator.ts';
import { extractEpubText } from '#server/modules/texts/epub/extract-epub-text.ts';
import { sectionsOf } from '#test/harness/question-sections.ts';
import { generateBuiltinQuestions } from './builtin-question-generator.ts';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';
import { subjectQuestions } from './subject-question.ts';

const rules = [
  'Reading Systems must ignore all descriptive metadata properties that they do not recognize.',
  'The Package Document carries bibliographic metadata for the whole Publication.',
  'Each itemref element references an item in the manifest of the Package.',
  'A fallback chain lists the Content Documents that can stand in for each other.',
];

describe('subject questions of technical text', () => {
  it('asks what a rule stated with "must" is for, with other subjects of the section as wrong answers', () => {
    const { analysis, paragraphs } = passage(...rules);
    const [question] = subjectQuestions(
      analysis,
      paragraphs.map((paragraph) => paragraph.content),
    );
    expect(question?.type).toBe('what');
    expect(question?.content).toBe(
      'What must ignore all descriptive metadata properties that they do not recognize?',
    );
    expect(correctChoice(question)).toBe('Reading Systems');
    expect(question?.evidence.sentence).toBe(rules[0]);
    expect(wrongChoices(question)).toEqual(
      expect.arrayContaining(['The Package Document', 'Each itemref element', 'A fallback chain']),
    );
  });

  it('offers no wrong answer the section gives the same verb, nor one named in the stem', () => {
    const { analysis, paragraphs } = passage(
      'Reading Systems must ignore foreign markup in the container file.',
      'OCF Processors must ignore foreign markup as well.',
      'The spine lists the reading order of the Publication.',
      'The Package Document names the container file of the Publication.',
      'Each itemref element references an item in the manifest.',
      'A fallback chain lists the Content Documents that can stand in for each other.',
    );
    const texts = paragraphs.map((paragraph) => paragraph.content);
    const questions = subjectQuestions(analysis, texts);
    const ignoring = questions.find((question) => correctChoice(question) === 'Reading Systems');
    expect(ignoring?.content).toBe('What must ignore foreign markup in the container file?');
    expect(wrongChoices(ignoring)).not.toContain('OCF Processors');
    for (const question of questions) expect(wrongChoices(question)).not.toContain('The container file');
  });

  it('asks "What provides …?" of a present verb after a plural, and "What is used …?" of a passive', () => {
    const { analysis, paragraphs } = passage(
      'Media Overlays provide the ability to synchronize the audio of a Publication.',
      'The link element is used to associate resources with a Publication.',
      ...rules.slice(1),
    );
    const questions = subjectQuestions(
      analysis,
      paragraphs.map((p) => p.content),
    );
    const asked = questions.map((question) => [question.content, correctChoice(question)]);
    expect(asked).toContainEqual([
      'What provides the ability to synchronize the audio of a Publication?',
      'Media Overlays',
    ]);
    expect(asked).toContainEqual([
      'What is used to associate resources with a Publication?',
      'The link element',
    ]);
  });

  it('asks nothing where a list is cut in two or a noun may have been read as a verb', () => {
    const { analysis, paragraphs } = passage(
      'Tree stems consist mainly of support and transport tissues, as the figure shows.',
      'The new properties attribute on the manifest item names the cover image.',
      ...rules.slice(1),
    );
    const questions = subjectQuestions(
      analysis,
      paragraphs.map((p) => p.content),
    );
    expect(questions.map((question) => correctChoice(question))).not.toContain('Tree stems');
    expect(questions.map((question) => correctChoice(question))).not.toContain('The new properties');
  });

  // From epub30-spec.epub, whose property definitions asked nothing: the clause ended at "or".
  it('asks the whole list where the sentence ends after it ("the form or nature of an identifier")', () => {
    const definition = 'The identifier-type property indicates the form or nature of an identifier.';
    const { analysis, paragraphs } = passage(definition, ...rules);
    const question = subjectQuestions(
      analysis,
      paragraphs.map((paragraph) => paragraph.content),
    ).find((q) => q.evidence.sentence === definition);
    expect(question?.content).toBe('What indicates the form or nature of an identifier?');
    expect(correctChoice(question)).toBe('The identifier-type property');
  });

  // From epub30-spec.epub: "What must ignore foreign elements …?" offered "The" and "Ancillary".
  it('offers no determiner or lone adjective the tagger left before a word it took for a verb', () => {
    const { analysis, paragraphs } = passage(
      'OCF Processors must ignore foreign elements within the container file.',
      'The following example shows a sample container file.',
      'Ancillary manifest information contained in the archive must be ignored.',
      'The rootfiles element must contain one or more rootfile elements.',
      'The Package Document carries bibliographic metadata for the whole Publication.',
      'Each itemref element references an item in the manifest of the Package.',
      'A fallback chain lists the Content Documents that can stand in for each other.',
      'The spine gives the reading order of the Publication.',
    );
    const question = subjectQuestions(
      analysis,
      paragraphs.map((paragraph) => paragraph.content),
    ).find((q) => correctChoice(q) === 'OCF Processors');
    expect(question).toBeDefined();
    expect(wrongChoices(question)).not.toContain('The');
    expect(wrongChoices(question)).not.toContain('Ancillary');
  });

  // From epub30-spec.epub: a property whose text names no other property has its examples' markup.
  it("takes wrong answers of the answer's kind from the markup examples beside it", () => {
    const definition =
      'The meta-auth property provides the name of a party responsible for package metadata.';
    const example =
      '<metadata> <meta refines="#creator" property="role" scheme="marc:relators">aut</meta> <meta property="display-seq">1</meta> </metadata>';
    const { analysis, paragraphs } = passage(definition, example);
    const [question] = subjectQuestions(
      analysis,
      paragraphs.map((paragraph) => paragraph.content),
    );
    expect(question?.content).toBe('What provides the name of a party responsible for package metadata?');
    expect(correctChoice(question)).toBe('The meta-auth property');
    expect(wrongChoices(question)).toEqual([
      'The role property',
      'The display-seq property',
      'The meta element',
    ]);
  });

  it('asks nothing of a rule whose subject points back ("This property must …") or is a pronoun', () => {
    const { analysis, paragraphs } = passage(
      'This property must be unique within the document scope of the Publication.',
      'It must process the Package Document as defined in the specification.',
      ...rules.slice(1),
    );
    expect(
      subjectQuestions(
        analysis,
        paragraphs.map((p) => p.content),
      ),
    ).toEqual([]);
  });

  it('gives a section of the EPUB specification a question on what a rule is for', () => {
    const { paragraphs } = extractEpubText(readFileSync('../shared/fixtures/epub/epub30-spec.epub'));
    // "Reading Systems may also support different rendering options than the Author intended."
    const section = sectionsOf(paragraphs)[19] as QuestionSection;
    const question = generateBuiltinQuestions(section, 4).find((q) => q.content.startsWith('What may '));
    expect(question?.content).toBe(
      'What may also support different rendering options than the Author intended?',
    );
    expect(correctChoice(question)).toBe('Reading Systems');
  });

  // From epub30-spec.epub, whose section 154 asked nothing of it.
  it('reads a subject with a citation in brackets after it ("The guide element [OPF2] is deprecated …")', () => {
    const cited = 'The guide element [OPF2] is deprecated in favor of the landmarks feature.';
    const { analysis, paragraphs } = passage(cited, ...rules);
    const question = subjectQuestions(
      analysis,
      paragraphs.map((paragraph) => paragraph.content),
    ).find((q) => q.evidence.sentence === cited);
    expect(question?.content).toBe('What is deprecated in favor of the landmarks feature?');
    expect(correctChoice(question)).toBe('The guide element');
  });

  // From epub30-spec.epub: "The default element" shared its head noun with every other element, so
  // sections on markup had no wrong answers of its kind and asked nothing.
  it('gives other elements of the text as wrong answers beside an element, never an adjective', () => {
    const markup = [
      'The default element acts as a fallback for the whole switch.',
      'The case element [ContentDocs30] contains an instance of markup from an XML vocabulary.',
      'Authors may use the trigger element and the corresponding element to build controls.',
    ];
    const { analysis, paragraphs } = passage(...markup);
    const nearby = ['The object element embeds media.', 'The given element is ignored.'];
    const question = subjectQuestions(
      analysis,
      paragraphs.map((paragraph) => paragraph.content),
      nearby,
    ).find((q) => correctChoice(q) === 'The default element');
    expect(question?.content).toBe('What acts as a fallback for the whole switch?');
    expect(wrongChoices(question)).toEqual(['The case element', 'The trigger element', 'The object element']);
  });

  // From epub30-spec.epub: "The creator element" beside "What is used to represent the name of a
  // person?" was a second right answer, and "What should contain the name of the creator …?" named its own.
  it('offers no element its paragraph says the same of, and asks nothing that names its element', () => {
    const markup = [
      'The contributor element is used to represent the name of a person.',
      'The creator element should contain the name of the creator as a Reading System will present it.',
      'The date element holds the date of publication.',
      'The source element allows the print source to be determined.',
      'The type element is used to indicate that the given Publication is of a specialized type.',
    ];
    const nearby = ['The creator element represents the name of a person, organization or other body.'];
    const { analysis, paragraphs } = passage(...markup);
    const questions = subjectQuestions(
      analysis,
      paragraphs.map((paragraph) => paragraph.content),
      nearby,
    );
    const contributor = questions.find((q) => correctChoice(q) === 'The contributor element');
    expect(contributor?.content).toBe('What is used to represent the name of a person?');
    expect(wrongChoices(contributor)).not.toContain('The creator element');
    expect(questions.map(correctChoice)).not.toContain('The creator element');
  });

  // From epub30-spec.epub: "Reading Systems | Package Identifier | Norwegian Wood | Signature Id".
  it('takes no capitalised term out of a markup example, whose text is a value', () => {
    const example =
      '<metadata> <dc:title id="t1">Norwegian Wood</dc:title> <meta refines="#t1" property="title-type">main</meta> </metadata>';
    const { analysis, paragraphs } = passage(...rules);
    const questions = subjectQuestions(
      analysis,
      paragraphs.map((paragraph) => paragraph.content),
      [example, 'The Package Identifier and the Unique Identifier name the Publication in two ways.'],
    );
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) expect(wrongChoices(question)).not.toContain('Norwegian Wood');
  });

  // From epub30-spec.epub: "OCF Processors | File System Names | Byte Order Mark | Appendix C".
  it('takes no part of the text named by its letter ("Appendix C", "Table A") as a wrong answer', () => {
    const { analysis, paragraphs } = passage(
      ...rules,
      'See Appendix C for the schema and Table A for the values that Reading Systems accept.',
    );
    const questions = subjectQuestions(
      analysis,
      paragraphs.map((paragraph) => paragraph.content),
    );
    const wrong = questions.flatMap(wrongChoices);
    expect(questions.length).toBeGreaterThan(0);
    expect(wrong).not.toContain('Appendix C');
    expect(wrong).not.toContain('Table A');
  });

  // From epub30-spec.epub §228: "XML DSIG Core" was a wrong answer beside "The xml-signature property".
  it('takes no cited document ("[XML DSIG Core]") as a wrong answer', () => {
    const { analysis, paragraphs } = passage(
      'The xml-signature property indicates the referenced resource contains an XML Signature [XML DSIG Core] for the Publication.',
      'The onix-record property indicates the referenced resource is an ONIX record.',
      rules[0] as string,
    );
    const questions = subjectQuestions(
      analysis,
      paragraphs.map((paragraph) => paragraph.content),
    );
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.flatMap(wrongChoices)).not.toContain('XML DSIG Core');
  });
  // From epub30-spec.epub's property entries: each says "property" in its description and cites
  // a reference or gives an example in brackets, so none was asked.
  it('asks of a property entry whose description says "property" and ends in an aside or a citation', () => {
    const entries = [
      'The display-seq property indicates the numeric position in which to display the current property relative to identical metadata properties (e.g., to indicate the order in which to render multiple titles).',
      'The marc21xml-record property indicates the referenced resource is a MARC21 record [MARC21XML].',
    ];
    const nearby = [
      'The alternate-script property provides an alternate expression of the associated property value.',
      'The meta-auth property provides the name of a party or authority responsible for package metadata.',
      'The role property describes the nature of work performed by a creator or contributor.',
    ];
    const { analysis, paragraphs } = passage(...entries);
    const questions = subjectQuestions(
      analysis,
      paragraphs.map((paragraph) => paragraph.content),
      nearby,
    );
    const displaySeq = questions.find((q) => correctChoice(q) === 'The display-seq property');
    expect(displaySeq?.content).toBe(
      'What indicates the numeric position in which to display the current property relative to identical metadata properties?',
    );
    expect(wrongChoices(displaySeq)).toHaveLength(3);
    for (const wrong of wrongChoices(displaySeq)) expect(wrong).toMatch(/^The [\w-]+ property$/);
    const marc = questions.find((q) => correctChoice(q) === 'The marc21xml-record property');
    expect(marc?.content).toBe('What indicates the referenced resource is a MARC21 record?');
  });

  it('keeps a citation that is the object of its phrase, and asks nothing that points to what was said before', () => {
    const { analysis, paragraphs } = passage(
      'Reading Systems should follow the DOM Event model as per [HTML5] and pass UI events on.',
      'Every EPUB Publication defines at least one such logical ordering of its content.',
      'EPUB Content Documents may contain scripting using the facilities defined for this in the specifications.',
      ...rules,
    );
    const stems = subjectQuestions(
      analysis,
      paragraphs.map((paragraph) => paragraph.content),
    ).map((question) => question.content);
    expect(stems).toContain(
      'What must ignore all descriptive metadata properties that they do not recognize?',
    );
    expect(stems.filter((stem) => /as per|such|for this/.test(stem))).toEqual([]);
  });

  // From epub30-spec.epub: "What attribute's IDREF value must resolve …? → The fallback", "The
  // epub:trigger element" beside "The trigger element", "Encrypted data replaces" and "The href".
  it('reads no possessive as a verb, and offers no namespaced twin, misread verb or cut markup name', () => {
    const { analysis, paragraphs } = passage(
      "The fallback attribute's IDREF value must resolve to another item in the manifest.",
      'The trigger element associates an event from a specified source object with a desired action.',
      'Encrypted data replaces unencrypted data in an OCF Abstract Container.',
      'The href attribute of the link element identifies the location of the resource.',
    );
    const nearby = [
      'The epub:trigger element is used in the examples.',
      'The html element holds the document.',
      'The head element holds the metadata.',
      'The body element holds the content.',
    ];
    const questions = subjectQuestions(
      analysis,
      paragraphs.map((paragraph) => paragraph.content),
      nearby,
    );
    expect(questions.map(correctChoice)).not.toContain('The fallback');
    const trigger = questions.find((q) => correctChoice(q) === 'The trigger element');
    expect(trigger?.content).toBe(
      'What associates an event from a specified source object with a desired action?',
    );
    expect(wrongChoices(trigger)).toHaveLength(3);
    expect(wrongChoices(trigger)).not.toContain('The epub:trigger element');
    for (const question of questions) {
      expect(wrongChoices(question)).not.toContain('Encrypted data replaces');
      expect(wrongChoices(question)).not.toContain('The href');
    }
  });
  // From epub30-spec.epub: "The body element is the starting point for the presentation …".
  it('asks what an element is where the text says it is "the" one thing, never "a" thing', () => {
    const { analysis, paragraphs } = passage(
      'The body element is the starting point for the presentation of the document.',
      'The head element is a container for metadata of the document.',
      'The default value is the empty string in every document.',
    );
    const nearby = ['The smil element holds the rest.', 'The seq element groups the rest.'];
    const questions = subjectQuestions(
      analysis,
      paragraphs.map((paragraph) => paragraph.content),
      nearby,
    );
    expect(questions.map((question) => question.content)).toEqual([
      'What is the starting point for the presentation of the document?',
    ]);
    expect(correctChoice(questions[0])).toBe('The body element');
  });

  it('reads a list up to an aside that ends the sentence, a hyphenated name and a namespaced one', () => {
    const { analysis, paragraphs } = passage(
      'The meta-auth property provides the name of a party or authority (e.g., a national library).',
      'The page-spread-left property indicates the left-hand side of a spread.',
      'The lang property is used in the xml:lang attribute of the element.',
    );
    const nearby = ['The role property names a role.', 'The title-type property names a type.'];
    const stems = subjectQuestions(
      analysis,
      paragraphs.map((paragraph) => paragraph.content),
      nearby,
    ).map((question) => `${question.content} → ${correctChoice(question)}`);
    expect(stems).toEqual([
      'What provides the name of a party or authority? → The meta-auth property',
      'What indicates the left-hand side of a spread? → The page-spread-left property',
      'What is used in the xml:lang attribute of the element? → The lang property',
    ]);
  });

  // From epub30-spec.epub: "What may support some or all of these features?" and "The device supports".
  it('asks nothing of "these …", and offers no subject that ends in a verb the tagger took for a noun', () => {
    const { analysis, paragraphs } = passage(
      'Reading Systems may support some or all of these features in the content.',
      'The device supports touch events on the screen.',
      'Scripts may modify attributes and CSS styles that affect content layout.',
      'Feature names must be compared without regard to case.',
      'The Package Document carries bibliographic metadata.',
      'EPUB Content Documents hold the readable content.',
    );
    const questions = subjectQuestions(
      analysis,
      paragraphs.map((paragraph) => paragraph.content),
    );
    expect(questions.map((question) => question.content)).not.toContain(
      'What may support some or all of these features in the content?',
    );
    const scripts = questions.find((question) => correctChoice(question) === 'Scripts');
    expect(scripts).toBeDefined();
    expect(wrongChoices(scripts)).not.toContain('The device supports');
  });
  // From epub30-spec.epub: "The alternate-script property | The meta element | The refines attribute".
  it("takes the other entries of a reference list as wrong answers of the answer's kind", () => {
    const { analysis, paragraphs } = passage(
      '› display-seq',
      'Description:',
      'The display-seq property indicates the numeric position in which to display the current property.',
    );
    const nearby = [
      'The meta element and the refines attribute express refinements.',
      '› alternate-script',
      'Description:',
      '› meta-auth',
      'Description:',
      '› role',
      'The role attribute is described elsewhere.',
      '› group-position',
    ];
    const [question] = subjectQuestions(
      analysis,
      paragraphs.map((paragraph) => paragraph.content),
      nearby,
    );
    expect(correctChoice(question)).toBe('The display-seq property');
    expect(wrongChoices(question)).toEqual([
      'The alternate-script property',
      'The meta-auth property',
      'The group-position property',
    ]);
  });
});
