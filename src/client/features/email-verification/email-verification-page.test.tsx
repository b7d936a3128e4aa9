import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '#client/state/session-storage.ts';
import { createAppStore } from '#client/state/store.ts';
import { type FakeAuthApi, startFakeAuthApi, testUser } from '#test/harness/fake-auth-api.ts';
import { renderApp } from '#test/harness/render-app.tsx';

let api: FakeAuthApi;

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(async () => {
  await api.close();
  vi.mocked(console.warn).mockRestore();
  vi.mocked(console.info).mockRestore();
});

async function open(path: string, user: ReturnType<typeof testUser> | null = null) {
  api = await startFakeAuthApi(user ? { user } : {});
  if (user) localStorage.setItem(TOKEN_KEY, 'valid-token');
  const view = renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path });
  await screen.findByRole('heading', { name: 'Email Verification' });
  return view;
}

describe('e-mail verification screen (docs/product.md §2, §8)', () => {
  it.each([
    ['invalid_user', 'Kullanıcı bulunamadı'],
    ['invalid_hash', 'Geçersiz veya süresi dolmuş doğrulama bağlantısı'],
    ['expired', 'Doğrulama işlemi sırasında bir hata oluştu'],
  ])('error=%s shows the error state and its message', async (error, message) => {
    await open(`/email-verified?error=${error}`);
    expect(screen.getByRole('status').textContent).toBe('Doğrulama hatası');
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try registering again' }).getAttribute('href')).toBe('/signup');
  });

  it('verified=1 shows the success state with a link on to the dashboard', async () => {
    await open('/email-verified?verified=1');
    expect(screen.getByRole('status').textContent).toBe('Your email has been verified successfully!');
    expect(screen.getByRole('link', { name: 'Continue to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('a signed-in verified person sees the verified state without a query', async () => {
    await open('/email/verify', testUser());
    expect(screen.getByRole('status').textContent).toBe('Your email has been verified successfully!');
  });

  it('unverified: resend shows Sending..., then the sent state', async () => {
    await open('/email/verify', testUser({ email_verified_at: null }));
    api.on('POST /api/email/verification-notification', () => ({
      status: 200,
      body: { message: 'Verification link sent' },
      delay: 300,
    }));
    expect(screen.getByRole('status').textContent).toBe('Please verify your email address');
    expect(
      screen.getByText(
        'Your email address is not verified. Please check your email for a verification link or click below to resend the verification email.',
      ),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect((await screen.findByRole('button', { name: 'Sending...' })).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Verification email sent'));
    expect(screen.getByText('Verification email sent successfully. Please check your inbox.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeTruthy();
  });

  it('a failed resend is only logged: the screen stays unverified', async () => {
    await open('/email/verify', testUser({ email_verified_at: null }));
    api.on('POST /api/email/verification-notification', () => ({
      status: 429,
      body: { message: 'Too Many' },
    }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(screen.getByRole('status').textContent).toBe('Please verify your email address');
  });
});
