import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PwaControls } from './pwa-controls.tsx';

function offerInstall() {
  const prompt = vi.fn(async () => {});
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

function renderControls() {
  return render(
    <MantineProvider>
      <PwaControls />
    </MantineProvider>,
  );
}

describe('PwaControls', () => {
  it('shows nothing while the browser offers no installation and no update waits', () => {
    renderControls();
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    expect(screen.queryByText('Update available')).toBeNull();
  });

  it('offers "Install app" when the browser fires beforeinstallprompt, and prompts once on click', async () => {
    renderControls();
    const { event, prompt } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('hides the install button once the app is installed', () => {
    renderControls();
    offerInstall();
    expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});
