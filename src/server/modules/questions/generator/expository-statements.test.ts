import { describe, expect, it } from 'vitest';
import { passage } from './passage.fixture.ts';
import { statements } from './statements.ts';

const claimsOf = (...texts: string[]) => {
  const { analysis, events } = passage(...texts);
  return statements(analysis, events);
};

// From epub30-spec.epub §37 "Fallbacks": it had two statements, so asked no main idea.
describe('statements of a text that explains', () => {
  // epub30-spec.epub §61, §253, §126: "This section is informative" as a main idea's wrong answer
  // (the section says it), "The page-spread-left property indicates" and "… may contain zero" as answers.
  it('takes no sentence about the document, and no clause cut just after its verb or at a number', () => {
    const texts = claimsOf(
      'This section is informative.',
      'The following example shows a manifest item element that represents the cover image.',
      "The page-spread-left property indicates that the first page of the associated item's EPUB Content Document represents the left-hand side of a two-page spread.",
      'The metadata element may contain zero or more link elements.',
      'The spine element defines the default reading order of the Publication.',
    ).map((claim) => claim.text);
    expect(texts).toEqual(['The spine element defines the default reading order of the Publication']);
  });

  it('reads a clause without its citation or aside, the evidence staying the sentence as written', () => {
    const sentence =
      'Publication and content-level fallbacks are defined in Restrictions and Fallbacks [Publications30].';
    const [claim] = claimsOf(sentence);
    expect(claim?.text).toBe(
      'Publication and content-level fallbacks are defined in Restrictions and Fallbacks',
    );
    expect(claim?.whole).toBe(true);
    const { analysis } = passage(sentence);
    expect(claim?.sentence).toEqual(analysis.sentences[0]);
  });

  it('skips an opening connective and stops a long sentence before a reason or a means', () => {
    const texts = claimsOf(
      'In addition, multiple instances of a complete work can be delivered in a single Publication by defining multiple rootfile elements in the OCF container file (as described in Container [OCF3]).',
      'EPUB defines a variety of means for providing fallbacks so that alternate renditions of a Publication can be made available in these cases.',
    ).map((claim) => claim.text);
    expect(texts).toEqual([
      'Multiple instances of a complete work can be delivered in a single Publication',
      'EPUB defines a variety of means for providing fallbacks',
    ]);
  });

  it('reads an empty bracket pair glued to a name as part of the name, not as an aside', () => {
    const claims = claimsOf(
      'In addition, Reading Systems must expose the getItem() method of the storage object to scripts.',
      'The storage object (see below) provides the getItem() method for every script of the page.',
    );
    expect(claims.map((claim) => claim.text)).toEqual([
      'Reading Systems must expose the getItem() method of the storage object to scripts',
      'The storage object provides the getItem() method for every script of the page',
    ]);
  });

  it('marks a clause cut before ", or" and ", but" as not whole: what follows narrows it', () => {
    const claims = claimsOf(
      'The dir attribute must be set to rtl, or omitted when the text runs left to right.',
      'The spine attribute is optional, but required when the Publication has a table of contents.',
    );
    expect(claims.map((claim) => [claim.text, claim.whole])).toEqual([
      ['The dir attribute must be set to rtl', false],
      ['The spine attribute is optional', false],
    ]);
  });

  it('marks a clause cut before a restrictive clause as not whole: it says more than the text', () => {
    const [claim] = claimsOf(
      'EPUB 3 also supports CSS styles that enable both horizontal and vertical layout and both left-to-right and right-to-left writing in many different scripts.',
    );
    expect(claim?.text).toBe('EPUB 3 also supports CSS styles');
    expect(claim?.whole).toBe(false);
  });

  it('takes no pointer, pronoun, heading or statement whose cited object was left out', () => {
    expect(
      claimsOf(
        'Refer to CSS in the Global Language Support section for more information.',
        'It is meant to be read and understood in concert with the other specifications.',
        'Better control over line breaking.',
        'This section defines a profile of [HTML5] for creating XHTML Content Documents.',
        'Some specific enhancements include:',
      ),
    ).toEqual([]);
  });

  it('leaves a story’s statements as they were', () => {
    const story = passage(
      'In addition, the old king was tired.',
      'The queen (who loved him) walked to the window [slowly].',
    );
    expect(statements(story.analysis, story.events).every((claim) => claim.whole === undefined)).toBe(true);
  });
});
