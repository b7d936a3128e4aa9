import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '#client/i18n/i18n.ts';
import { createAppStore } from '#client/state/store.ts';
import { testUser } from '#test/harness/fake-auth-api.ts';
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

describe('settings: language', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('saves the chosen language on the account and shows the app in it, every word translated', async () => {
    let saved: unknown;
    api.on('PUT /api/user/profile', (call) => {
      saved = call.body;
      return { status: 200, body: { user: testUser({ locale: 'tr' }) } };
    });
    renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path: '/settings' });
    await screen.findByRole('heading', { name: 'Settings' });
    await userEvent.click(screen.getByLabelText('Language of the app', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Türkçe' }));

    expect(await screen.findByRole('heading', { name: 'Ayarlar' })).toBeTruthy();
    expect(saved).toEqual({ name: 'Ada Lovelace', locale: 'tr' });
    expect(screen.getByRole('heading', { name: 'Bildirimler' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ödevlerim' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('tr');
  });

  it('opens in the language saved on the account', async () => {
    api.on('GET /api/user', () => ({ status: 200, body: { user: testUser({ locale: 'tr' }) } }));
    renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path: '/settings' });
    expect(await screen.findByRole('heading', { name: 'Ayarlar' })).toBeTruthy();
    expect(screen.getByText('Hikâyeleri bu cihazdan kaldır')).toBeTruthy();
    // The reading fonts' names too (they were English constants).
    expect(screen.getByText('Standart')).toBeTruthy();
    expect(screen.getByText('Lexend (kolay okunur)')).toBeTruthy();
  });
});
