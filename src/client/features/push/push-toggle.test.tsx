import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '#client/state/store.ts';
import { isPushSupported } from './push-subscription.ts';
import { PushToggle } from './push-toggle.tsx';

describe('PushToggle', () => {
  it('says so, instead of a switch that cannot work, where the browser has no Push API', () => {
    expect(isPushSupported()).toBe(false);
    render(
      <Provider store={createAppStore({ baseUrl: 'http://127.0.0.1:9' })}>
        <MantineProvider env="test">
          <PushToggle />
        </MantineProvider>
      </Provider>,
    );
    expect(screen.getByText('This browser cannot show notifications.')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
