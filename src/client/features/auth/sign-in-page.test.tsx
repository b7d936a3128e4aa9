import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '#client/state/session-storage.ts';
import { createAppStore } from '#client/state/store.ts';
import { fakeAuthApiPerTest } from '#test/harness/fake-auth-api-per-test.ts';
import { renderApp } from '#test/harness/render-app.tsx';

const api = fakeAuthApiPerTest();

async function openSignIn(path = '/signin') {
  const view = renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path });
  await screen.findByRole('button', { name: 'Sign in' });
  return view;
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email address/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

const alertStyle = (alert: HTMLElement) => alert.getAttribute('style') ?? '';

describe('sign-in screen (docs/product.md §2, §4, §8)', () => {
  it('normal state: the form, the remember-me box and the links, no banner', async () => {
    await openSignIn();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('link', { name: "Don't have an account? Sign up" }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(page.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('success stores the token and opens the dashboard', async () => {
    const { router } = await openSignIn();
    await submit('ada@example.com', 'secret-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('valid-token');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace!' })).toBeTruthy();
  });

  it('error state: a red banner with the server message', async () => {
    api.on('POST /api/login', () => ({
      status: 401,
      body: { success: false, message: 'These credentials do not match our records.' },
    }));
    await openSignIn();
    await submit('ada@example.com', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('These credentials do not match our records.');
    expect(alertStyle(alert)).toContain('red');
  });

  it('error state without a server message uses the fallback of docs/product.md §8', async () => {
    api.on('POST /api/login', () => ({ status: 500 }));
    await openSignIn();
    await submit('ada@example.com', 'whatever');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Login failed. Please check your credentials.',
    );
  });

  it('verification state after a 403: yellow banner, resend shows Sending... then the sent message', async () => {
    api.on('POST /api/login', () => ({
      status: 403,
      body: { success: false, message: 'Please verify your email first.', email_verification_required: true },
    }));
    api.on('POST /api/email/resend-verification', () => ({
      status: 200,
      body: { message: 'sent' },
      delay: 300,
    }));
    await openSignIn();
    const user = await submit('kid@example.com', 'secret-password');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please verify your email first.');
    expect(alertStyle(alert)).toContain('yellow');
    await user.click(within(alert).getByRole('button', { name: 'Resend verification email' }));
    const busy = await within(alert).findByRole('button', { name: 'Sending...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(
      await within(alert).findByText('Verification email sent successfully. Please check your inbox.'),
    ).toBeTruthy();
    expect(api.calls.at(-1)?.body).toEqual({ email: 'kid@example.com' });
  });

  it('a failed resend shows the fallback of docs/product.md §8', async () => {
    api.on('POST /api/email/resend-verification', () => ({ status: 500 }));
    await openSignIn('/signin?needVerification=true&email=kid%40example.com');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('An error occurred while resending the verification email.')).toBeTruthy();
  });

  it('needVerification query: verification state, default message, e-mail pre-filled', async () => {
    await openSignIn('/signin?needVerification=true&email=kid%40example.com');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Please check your email to verify your account before logging in.');
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe('kid@example.com');
  });

  it('needVerification query with a message shows that message', async () => {
    await openSignIn('/signin?needVerification=true&email=kid%40example.com&message=Check%20your%20inbox');
    expect(screen.getByRole('alert').textContent).toContain('Check your inbox');
  });

  it('a 403 after the needVerification state shows the new server message', async () => {
    api.on('POST /api/login', () => ({
      status: 403,
      body: {
        success: false,
        message: 'Your email address is not verified.',
        email_verification_required: true,
      },
    }));
    await openSignIn('/signin?needVerification=true&email=kid%40example.com&message=Registered');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Your email address is not verified.'),
    );
  });
});
