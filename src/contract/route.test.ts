import { describe, expect, it } from 'vitest';
import { pathOf } from './route.ts';

describe('pathOf', () => {
  it('fills every parameter of a pattern, encoded', () => {
    expect(pathOf({ path: '/api/texts/:id/paragraphs/:paragraphId' }, { id: 4, paragraphId: 17 })).toBe(
      '/api/texts/4/paragraphs/17',
    );
    expect(pathOf({ path: '/api/notifications/:id' }, { id: 'a b' })).toBe('/api/notifications/a%20b');
  });

  it('refuses a pattern whose parameter is not given', () => {
    expect(() => pathOf({ path: '/api/texts/:id' })).toThrow('No value for :id in /api/texts/:id');
  });
});
