import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '#client/state/store.ts';
import type { ClassAssignment } from '#contract/classes.ts';
import { renderScreen } from '#test/harness/render-screen.tsx';
import { ClassAssignmentsCard } from './class-assignments-card.tsx';

const show = (assignments: ClassAssignment[]) =>
  renderScreen(createAppStore({ baseUrl: 'http://127.0.0.1:9' }), () => (
    <ClassAssignmentsCard assignments={assignments} />
  ));

describe("The class's assignments (docs/classrooms.md)", () => {
  it('lists each text with its due date, mode and how many finished, linked to its results', async () => {
    show([
      { text_id: 7, title: 'The Lost Kite', due_date: null, mode: 'practice', completed: 0, total: 2 },
      {
        text_id: 5,
        title: 'The Clever Fox',
        due_date: '2030-05-01T23:59:59.000Z',
        mode: 'check',
        completed: 1,
        total: 2,
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Assignments' });
    const fox = within(table).getByRole('row', { name: /The Clever Fox/ });
    expect(within(fox).getByRole('link', { name: 'The Clever Fox' }).getAttribute('href')).toBe(
      '/texts/5/results',
    );
    expect(within(fox).getByText('Due May 1, 2030')).toBeTruthy();
    expect(within(fox).getByText('Check')).toBeTruthy();
    expect(within(fox).getByText('1 of 2')).toBeTruthy();
    const kite = within(table).getByRole('row', { name: /The Lost Kite/ });
    expect(within(kite).getByText('No due date')).toBeTruthy();
    expect(within(kite).getByText('0 of 2')).toBeTruthy();
  });

  it('says when nothing was assigned to the class yet', async () => {
    show([]);
    expect(await screen.findByText('Nothing assigned to this class yet.')).toBeTruthy();
  });
});
