import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { defineRoute, pathOf } from './route.ts';
import { textIdParamsSchema, textRoutes } from './texts.ts';

describe('route declarations', () => {
  it('fill a path pattern, URI-encoding each value', () => {
    expect(pathOf(endpoints.texts.list)).toBe('/api/texts');
    expect(pathOf(endpoints.texts.updateParagraph, { id: 3, paragraphId: 12 })).toBe(
      '/api/texts/3/paragraphs/12',
    );
    expect(pathOf(endpoints.notifications.read, { id: 'a/b c' })).toBe('/api/notifications/a%2Fb%20c/read');
  });

  it('keep the endpoint and the schemas in one object', () => {
    const route = defineRoute(endpoints.texts.show, { params: textIdParamsSchema });
    expect(route).toEqual({ method: 'GET', path: '/api/texts/:id', params: textIdParamsSchema });
    expect(textRoutes.paragraphs.path).toBe('/api/texts/:id/paragraphs');
  });

  it('declare each method and path once', () => {
    const all = Object.values(endpoints).flatMap((group) => Object.values(group));
    const keys = all.map(({ method, path }) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
    // The first wave's 50 calls, the teacher's three question calls, the pictures of a book, the eleven of
    // classes, the two of a text's results, the two of reading levels and the three of personal data.
    expect(keys).toHaveLength(72);
  });
});
