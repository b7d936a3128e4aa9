import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '#client/state/session-storage.ts';
import { createAppStore } from '#client/state/store.ts';
import { testUser } from '#test/harness/fake-auth-api.ts';
import { fakeAuthApiPerTest } from '#test/harness/fake-auth-api-per-test.ts';
import { renderApp } from '#test/harness/render-app.tsx';

const api = fakeAuthApiPerTest();

async function openSignUp(path: string) {
  const view = renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path });
  await screen.findByLabelText(/Full name/);
  return view;
}

async function fillAndSubmit({ email }: { email?: string } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Full name/), 'Kid Reader');
  if (email) await user.type(screen.getByLabelText(/Email address/), email);
  await user.type(screen.getByLabelText(/^Password/), 'secret-password');
  await user.type(screen.getByLabelText(/Confirm password/), 'secret-password');
  await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
  await user.click(screen.getByRole('button', { name: /Create account|Complete setup/ }));
}

const invitationPath = '/signup?email=kid%40example.com&token=invite-1';

describe('sign-up screen (docs/product.md §2, §4, §8)', () => {
  it('normal mode registers, then opens sign-in in the verification state', async () => {
    api.on('POST /api/register', () => ({
      status: 201,
      body: {
        success: true,
        message: 'Registration successful. Please check your email.',
        user: testUser(),
        email_verification_required: true,
      },
    }));
    const { router } = await openSignUp('/signup');
    expect(screen.getByRole('heading', { name: 'Create a new account' })).toBeTruthy();
    await fillAndSubmit({ email: 'kid@example.com' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toMatchObject({
      needVerification: true,
      email: 'kid@example.com',
      message: 'Registration successful. Please check your email.',
    });
    expect(api.calls.at(-1)?.body).toEqual({
      name: 'Kid Reader',
      email: 'kid@example.com',
      password: 'secret-password',
      password_confirmation: 'secret-password',
      // The language on screen, kept on the account.
      locale: 'en',
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Registration successful.');
  });

  it('joins every message of an errors map', async () => {
    api.on('POST /api/register', () => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { email: ['The email has already been taken.'], password: ['The password is too short.'] },
      },
    }));
    await openSignUp('/signup');
    await fillAndSubmit({ email: 'kid@example.com' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The email has already been taken. The password is too short.',
    );
  });

  it('invitation mode: title, read-only e-mail, notice; setup signs in and opens the dashboard', async () => {
    api.on('POST /api/complete-setup', () => ({
      status: 200,
      body: { success: true, token: 'valid-token', user: testUser({ name: 'Kid Reader' }) },
    }));
    const { router } = await openSignUp(invitationPath);
    expect(screen.getByRole('heading', { name: 'Complete your account setup' })).toBeTruthy();
    const email = screen.getByLabelText(/Email address/) as HTMLInputElement;
    expect(email.value).toBe('kid@example.com');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText('You have been invited to a reading assignment')).toBeTruthy();
    await fillAndSubmit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.calls.find((call) => call.path === '/api/complete-setup')?.body).toMatchObject({
      email: 'kid@example.com',
      invitation_token: 'invite-1',
      name: 'Kid Reader',
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('valid-token');
  });

  it('invitation mode without a session in the answer logs in explicitly', async () => {
    api.on('POST /api/complete-setup', () => ({ status: 200, body: { success: true, message: 'Done' } }));
    const { router } = await openSignUp(invitationPath);
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.calls.find((call) => call.path === '/api/login')?.body).toMatchObject({
      email: 'kid@example.com',
      password: 'secret-password',
    });
  });

  it('words the server’s refusals, limits included, in the language the person switches to', async () => {
    api.on('POST /api/register', () => ({
      status: 422,
      body: {
        message: 'The email has already been taken.',
        errors: {
          email: ['The email has already been taken.'],
          password: ['The password field must not be greater than 200 characters.'],
        },
      },
    }));
    await openSignUp('/signup');
    await fillAndSubmit({ email: 'kid@example.com' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The email has already been taken. The password field must not be greater than 200 characters.',
    );
    await userEvent.setup().selectOptions(screen.getByLabelText('Language'), 'tr');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Bu e-posta adresiyle zaten bir hesap var. Şifre en fazla 200 karakter olabilir.',
      ),
    );
  });

  it('rewrites an invalid invitation token message', async () => {
    api.on('POST /api/complete-setup', () => ({
      status: 400,
      body: { message: 'Invalid invitation token.' },
    }));
    await openSignUp(invitationPath);
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your invitation link is invalid or has expired. Please contact the person who invited you to send a new invitation.',
    );
  });

  it('rewrites the invalid invitation the server really sends: a 422 with an invitation_token error', async () => {
    api.on('POST /api/complete-setup', () => ({
      status: 422,
      body: {
        message: 'Invalid invitation token.',
        errors: { invitation_token: ['Invalid invitation token.'] },
      },
    }));
    await openSignUp(invitationPath);
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your invitation link is invalid or has expired. Please contact the person who invited you to send a new invitation.',
    );
  });

  it('falls back to the setup message when the server says nothing', async () => {
    api.on('POST /api/complete-setup', () => ({ status: 500 }));
    await openSignUp(invitationPath);
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An error occurred during the setup process. Please try again or contact support.',
    );
  });
});
