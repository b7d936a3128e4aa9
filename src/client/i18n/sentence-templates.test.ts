import { describe, expect, it } from 'vitest';
import { compileTemplates, fillTemplate, matchTemplate, placeholdersOf } from './sentence-templates.ts';

describe('sentence templates', () => {
  it('names each placeholder once, in order', () => {
    expect(placeholdersOf('{{pupil}} completed "{{title}}" ({{title}})')).toEqual(['pupil', 'title']);
    expect(placeholdersOf('Class created.')).toEqual([]);
  });

  it('reads the values back out of a sentence written from a template', () => {
    const templates = compileTemplates([
      'Class created.',
      'The name field must not be greater than {{max}} characters.',
    ]);
    expect(templates.map((t) => t.template)).toEqual([
      'The name field must not be greater than {{max}} characters.',
    ]);
    expect(matchTemplate(templates, 'The name field must not be greater than 100 characters.')).toEqual({
      template: 'The name field must not be greater than {{max}} characters.',
      values: { max: '100' },
    });
    expect(
      matchTemplate(templates, 'The name field must not be greater than 100 characters'),
    ).toBeUndefined();
  });

  it('takes regular-expression characters in the words literally', () => {
    const templates = compileTemplates(['Question generation queued for {{count}} section(s).']);
    expect(matchTemplate(templates, 'Question generation queued for 3 section(s).')?.values).toEqual({
      count: '3',
    });
    expect(matchTemplate(templates, 'Question generation queued for 3 sections.')).toBeUndefined();
  });

  it('tries the template that spells out more first', () => {
    const templates = compileTemplates([
      'Questions are ready for "{{title}}"',
      'Questions are ready for "{{title}}" ({{failed}} of {{total}} sections could not be generated)',
    ]);
    const sentence = 'Questions are ready for "The Fox" (1 of 3 sections could not be generated)';
    expect(matchTemplate(templates, sentence)?.values).toEqual({ title: 'The Fox', failed: '1', total: '3' });
    expect(matchTemplate(templates, 'Questions are ready for "Say "hi""')?.values).toEqual({
      title: 'Say "hi"',
    });
  });

  it('fills a template with the values, leaving one it lacks as written', () => {
    expect(fillTemplate('“{{title}}” için sorular hazır ({{n}})', { title: 'Çalıkuşu' })).toBe(
      '“Çalıkuşu” için sorular hazır ({{n}})',
    );
  });
});
