import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorScreen } from './route-error-screen.tsx';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.mocked(console.warn).mockRestore());

/** A route whose loader fails the first time it runs, as a screen whose data could not be read. */
function routerWithFailingLoader() {
  let calls = 0;
  const root = createRootRoute({ component: Outlet });
  const story = createRoute({
    getParentRoute: () => root,
    path: '/',
    loader: () => {
      calls += 1;
      if (calls === 1) throw new Error('the data could not be read');
      return 'The Clever Fox';
    },
    component: function Story() {
      return <p>{story.useLoaderData()}</p>;
    },
  });
  return createRouter({
    routeTree: root.addChildren([story]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: RouteErrorScreen,
  });
}

describe('RouteErrorScreen', () => {
  it('says something went wrong instead of a blank page, and "Try again" loads the screen', async () => {
    // React reports the error its boundary caught: expected here, and only that one.
    const reported: string[] = [];
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
      reported.push(args.map(String).join(' '));
    });
    render(
      <MantineProvider>
        <RouterProvider router={routerWithFailingLoader()} />
      </MantineProvider>,
    );
    expect(await screen.findByText('This page could not be shown. Nothing you saved is lost.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The Clever Fox')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reported.every((line) => line.includes('the data could not be read'))).toBe(true);
  });
});
