import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '#client/state/session-storage.ts';
import { createAppStore } from '#client/state/store.ts';
import { fakeAuthApiPerTest } from '#test/harness/fake-auth-api-per-test.ts';
import { renderApp } from '#test/harness/render-app.tsx';

const api = fakeAuthApiPerTest();

describe('home page (docs/product.md §1, §2)', () => {
  it('invites visitors to sign up and lists the four features', async () => {
    renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path: '/' });
    expect((await screen.findByRole('link', { name: 'Get Started' })).getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('#features');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Interactive Reading',
      'Progress Tracking',
      'Content Library',
      'Adaptive Learning',
    ]);
  });

  it('offers signed-in people the dashboard instead', async () => {
    localStorage.setItem(TOKEN_KEY, 'valid-token');
    renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path: '/' });
    expect((await screen.findByRole('link', { name: 'Go to Dashboard' })).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Get Started' })).toBeNull();
  });
});
