import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore } from '#client/state/store.ts';
import { fakeAuthApiPerTest } from '#test/harness/fake-auth-api-per-test.ts';
import { renderApp } from '#test/harness/render-app.tsx';

const api = fakeAuthApiPerTest({ signedIn: true });
beforeEach(() => {
  api.on('GET /api/notifications', () => ({ status: 200, body: [] }));
});

describe('refusals a screen tells itself', () => {
  it('leaves a refusal to the screen that tells it itself: one red toast, not two', async () => {
    const uuid = '44444444-4444-4444-8444-444444444444';
    api.on('GET /api/my-assignments', () => ({
      status: 200,
      body: {
        data: [
          {
            id: 1,
            uuid,
            status: 'pending',
            mode: 'practice',
            due_date: null,
            created_at: '2026-11-01T00:00:00.000Z',
            completed_at: null,
            answered_questions: 0,
            total_questions: 3,
            text: { id: 3, title: 'The Fox and the Grapes', author: 'Aesop', reading_level: 2 },
          },
        ],
      },
    }));
    api.on(`POST /api/assignments/${uuid}/approve`, () => ({
      status: 409,
      body: { message: 'Only a pending assignment can be approved.' },
    }));
    renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path: '/assignments' });
    // jsdom renders both the large-screen table and the small-screen cards: use the first button.
    const [approve] = await screen.findAllByRole('button', { name: 'Approve' });
    if (!approve) throw new Error('no Approve button');
    await userEvent.setup().click(approve);
    await waitFor(() => expect(api.calls.some((call) => call.path.endsWith('/approve'))).toBe(true));
    expect(await screen.findByText('Only a pending assignment can be approved.')).toBeTruthy();
    expect(screen.getAllByText('Only a pending assignment can be approved.')).toHaveLength(1);
    expect(screen.queryByText('A change could not be saved')).toBeNull();
  }, 40_000);
});
