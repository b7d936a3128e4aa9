import { describe, expect, it } from 'vitest';
import { markupInExamples } from './markup-examples.ts';

describe('markup in examples', () => {
  it('names the elements, attributes and properties an example uses, prefixed ones left out', () => {
    const example =
      '<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"> <dc:creator id="creator">Lewis Carroll</dc:creator> <meta refines="#creator" property="role">aut</meta> </metadata>';
    expect(markupInExamples([example])).toEqual([
      { name: 'metadata', kind: 'element' },
      { name: 'meta', kind: 'element' },
      { name: 'id', kind: 'attribute' },
      { name: 'refines', kind: 'attribute' },
      { name: 'property', kind: 'attribute' },
      { name: 'role', kind: 'property' },
    ]);
  });

  it('reads no prose, even prose that quotes a tag', () => {
    expect(markupInExamples(['Use the <meta> element with property="role" to name a role.'])).toEqual([]);
  });
});
