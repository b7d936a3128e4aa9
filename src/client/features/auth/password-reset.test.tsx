import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '#client/state/store.ts';
import { fakeAuthApiPerTest } from '#test/harness/fake-auth-api-per-test.ts';
import { renderApp } from '#test/harness/render-app.tsx';

const api = fakeAuthApiPerTest();

async function open(path: string, label: RegExp) {
  renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path });
  await screen.findByLabelText(label);
}

describe('forgot password (docs/product.md §2, §8)', () => {
  it('replaces the form with the sent message', async () => {
    api.on('POST /api/forgot-password', () => ({
      status: 200,
      body: { status: 'success', message: 'sent' },
      delay: 200,
    }));
    await open('/forgot-password', /Email address/);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email address/), 'kid@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeTruthy();
    expect(await screen.findByText('Password reset link has been sent to your email address.')).toBeTruthy();
    expect(screen.queryByLabelText(/Email address/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeTruthy();
    expect(api.calls.at(-1)?.body).toEqual({ email: 'kid@example.com' });
  });

  it('shows a server field error under the field, else the generic message', async () => {
    api.on('POST /api/forgot-password', () => ({
      status: 422,
      body: { message: 'Invalid', errors: { email: ["We can't find a user with that email address."] } },
    }));
    await open('/forgot-password', /Email address/);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email address/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText("We can't find a user with that email address.")).toBeTruthy();

    api.on('POST /api/forgot-password', () => ({ status: 502 }));
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
  });
});

describe('reset password (docs/product.md §2, §5, §8)', () => {
  it('says the token is invalid when the query has none', async () => {
    await open('/reset-password?email=kid%40example.com', /New Password/);
    expect(screen.getByRole('alert').textContent).toBe('Invalid password reset token.');
  });

  it('sends the token from the query and shows the success message', async () => {
    api.on('POST /api/reset-password', () => ({
      status: 200,
      body: { status: 'success', message: 'ok' },
      delay: 200,
    }));
    await open('/reset-password?token=t0k3n&email=kid%40example.com', /New Password/);
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe('kid@example.com');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/New Password/), 'new-secret-1');
    await user.type(screen.getByLabelText(/Confirm Password/), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeTruthy();
    expect(await screen.findByText('Your password has been reset successfully!')).toBeTruthy();
    expect(api.calls.at(-1)?.body).toEqual({
      token: 't0k3n',
      email: 'kid@example.com',
      password: 'new-secret-1',
      password_confirmation: 'new-secret-1',
    });
  });

  it('shows the first server error of each field under it', async () => {
    api.on('POST /api/reset-password', () => ({
      status: 422,
      body: {
        message: 'Invalid',
        errors: { password: ['The password field must be at least 8 characters.', 'Second'] },
      },
    }));
    await open('/reset-password?token=t0k3n&email=kid%40example.com', /New Password/);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/New Password/), 'short');
    await user.type(screen.getByLabelText(/Confirm Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('The password field must be at least 8 characters.')).toBeTruthy();
    expect(screen.queryByText('Second')).toBeNull();
  });
});
