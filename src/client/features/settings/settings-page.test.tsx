import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '#client/state/store.ts';
import { fakeAuthApiPerTest } from '#test/harness/fake-auth-api-per-test.ts';
import { renderApp } from '#test/harness/render-app.tsx';
import { preferencesKey, readPreferences } from './reader-preferences.ts';

const api = fakeAuthApiPerTest({ signedIn: true });

const sample = () => screen.getByTestId('preferences-sample');

describe('settings: reading preferences', () => {
  it('are kept per user on the device and shape the sample text', async () => {
    const first = renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path: '/settings' });
    await screen.findByRole('heading', { name: 'Settings' });
    expect(sample().style.fontSize).toBe('1.25rem');
    await userEvent.click(screen.getByText('Extra large'));
    await userEvent.click(screen.getByText('Loose'));
    await userEvent.click(screen.getByText('OpenDyslexic'));
    await userEvent.click(screen.getByRole('switch', { name: /Line focus/ }));
    await waitFor(() => expect(sample().style.fontSize).toBe('1.6rem'));
    expect(sample().style.lineHeight).toBe('2.2');
    expect(sample().style.fontFamily).toMatch(/^"?'?OpenDyslexic/);
    expect(JSON.parse(localStorage.getItem(preferencesKey(7)) ?? '{}')).toMatchObject({
      textSize: 'extra-large',
      lineSpacing: 'loose',
      font: 'opendyslexic',
      lineFocus: true,
    });
    expect(readPreferences(8).textSize).toBe('large');
    first.unmount();

    renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path: '/settings' });
    await screen.findByRole('heading', { name: 'Settings' });
    expect(sample().style.fontSize).toBe('1.6rem');
  });

  it('shows the notification permission and what is stored offline', async () => {
    renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path: '/settings' });
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove stories from this device' })).toBeTruthy();
  });
});
