import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '#client/state/store.ts';
import { testUser } from '#test/harness/fake-auth-api.ts';
import { fakeAuthApiPerTest } from '#test/harness/fake-auth-api-per-test.ts';
import { renderApp } from '#test/harness/render-app.tsx';

const api = fakeAuthApiPerTest({ signedIn: true });

async function openProfile() {
  renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path: '/profile' });
  await screen.findByRole('heading', { name: 'Your Profile' });
}

describe('profile page', () => {
  it('saves the name; the avatar initials follow', async () => {
    api.on('PUT /api/user/profile', (call) => ({
      status: 200,
      body: { user: testUser({ name: (call.body as { name: string }).name }) },
    }));
    await openProfile();
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).readOnly).toBe(true);
    const user = userEvent.setup();
    const name = screen.getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Open user menu/ }).textContent).toBe('GH'),
    );
    expect(api.calls.at(-1)?.body).toEqual({ name: 'Grace Hopper' });
  });

  it('changes the password, showing server field errors under the fields', async () => {
    api.on('PUT /api/user/password', () => ({
      status: 422,
      body: { message: 'Invalid', errors: { current_password: ['The password is incorrect.'] } },
    }));
    await openProfile();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Current password/), 'wrong-password');
    await user.type(screen.getByLabelText(/^New password/), 'new-secret-1');
    await user.type(screen.getByLabelText(/Confirm new password/), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password is incorrect.')).toBeTruthy();

    api.on('PUT /api/user/password', () => ({ status: 200, body: { message: 'Password updated.' } }));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password updated.')).toBeTruthy();
    expect((screen.getByLabelText(/Current password/) as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s field errors, limits included, in Turkish under the fields', async () => {
    api.on('GET /api/user', () => ({ status: 200, body: { user: testUser({ locale: 'tr' }) } }));
    api.on('PUT /api/user/password', () => ({
      status: 422,
      body: {
        message: 'The password is incorrect.',
        errors: {
          current_password: ['The password is incorrect.'],
          password: ['The password field must be at least 8 characters.'],
        },
      },
    }));
    renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path: '/profile' });
    await screen.findByRole('heading', { name: 'Şifreni değiştir' }, { timeout: 15_000 });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Şu anki şifre/), 'wrong-password');
    await user.type(screen.getByLabelText(/^Yeni şifre\s*\*?$/), 'short');
    await user.type(screen.getByLabelText(/Yeni şifreyi tekrar yaz/), 'short');
    await user.click(screen.getByRole('button', { name: 'Şifreyi değiştir' }));
    expect(await screen.findByText('Şifre yanlış.')).toBeTruthy();
    expect(screen.getByText('Şifre en az 8 karakter olmalı.')).toBeTruthy();
    expect(screen.queryByText(/The password/)).toBeNull();
  });
});
