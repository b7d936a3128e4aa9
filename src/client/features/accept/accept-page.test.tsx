import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MyAssignment } from '#contract/assignments.ts';
import { AcceptPage, type AcceptPageProps } from './accept-page.tsx';

const uuid = '11111111-1111-4111-8111-111111111111';
const assignment = (status: MyAssignment['status']): MyAssignment => ({
  id: 1,
  uuid,
  status,
  mode: 'check',
  due_date: '2026-12-05T23:59:59.999Z',
  created_at: '2026-11-01T00:00:00.000Z',
  completed_at: null,
  answered_questions: 0,
  total_questions: 2,
  text: { id: 3, title: 'The Fox', author: 'Aesop', reading_level: 2 },
});

async function renderAccept(props: Partial<AcceptPageProps>) {
  const all: AcceptPageProps = {
    assignment: undefined,
    failed: false,
    retry: () => {},
    waiting: false,
    acting: false,
    ready: true,
    decide: vi.fn(),
    ...props,
  };
  const rootRoute = createRootRoute({ component: () => <AcceptPage {...all} /> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  await screen.findByRole('heading', { name: 'New Assignment' });
  return all;
}

describe('accept screen (docs/product.md §2)', () => {
  it('shows the card of a pending assignment; Approve and Reject decide it', async () => {
    const props = await renderAccept({ assignment: assignment('pending') });
    expect(screen.getByRole('heading', { name: 'The Fox' })).toBeTruthy();
    expect(screen.getByText('by Aesop')).toBeTruthy();
    expect(screen.getByText(/^Due: /)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reject' }));
    expect(vi.mocked(props.decide).mock.calls).toEqual([
      [uuid, 'approve'],
      [uuid, 'reject'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to My Assignments' }).getAttribute('href')).toBe(
      '/assignments',
    );
  });

  it('disables both buttons while a decision is on its way', async () => {
    await renderAccept({ assignment: assignment('pending'), acting: true });
    expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Reject' }).hasAttribute('disabled')).toBe(true);
  });

  it('links an approved assignment to the reader and marks it while it waits to sync', async () => {
    await renderAccept({ assignment: assignment('in_progress'), waiting: true });
    expect(screen.getByRole('link', { name: 'Open Assignment' }).getAttribute('href')).toBe(
      `/assignments/${uuid}`,
    );
    expect(screen.getByText('Waiting to sync')).toBeTruthy();
  });

  it('says so for a declined assignment', async () => {
    await renderAccept({ assignment: assignment('rejected') });
    expect(screen.getByText('You declined this assignment.')).toBeTruthy();
  });

  it('says when the assignment is not in the list', async () => {
    await renderAccept({ assignment: null });
    expect(screen.getByText('This assignment is not in your list.')).toBeTruthy();
  });
});
