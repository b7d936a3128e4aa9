import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '#client/state/store.ts';
import type { ClassPupil } from '#contract/classes.ts';
import type { TaughtPupilLevel } from '#contract/reading-levels.ts';
import { renderScreen } from '#test/harness/render-screen.tsx';
import { PupilsTable } from './pupils-table.tsx';

const pupil = (id: number, name: string): ClassPupil => ({
  id,
  name,
  display_name: name,
  email: `${name.toLowerCase()}@example.test`,
  pictures: null,
  locked_until: null,
  has_account: true,
});
const level = (userId: number, name: string, at: number | null): TaughtPupilLevel => ({
  user_id: userId,
  name,
  email: `${name.toLowerCase()}@example.test`,
  class_ids: [1],
  level: at,
  low: at === null ? null : at - 0.5,
  high: at === null ? null : at + 0.5,
  based_on: at === null ? 1 : 3,
  next_text: at === 4 ? { text_id: 12, title: 'The Lost Kite', reading_level: 3.6 } : null,
});
const pupils = [pupil(1, 'Ada'), pupil(2, 'Ben'), pupil(3, 'Cem')];
const levels = [level(1, 'Ada', 4), level(2, 'Ben', 6), level(3, 'Cem', null)];

const levelCell = (name: string) => {
  const row = screen.getByRole('row', { name: new RegExp(name) });
  return within(row).getAllByRole('cell')[2] as HTMLElement;
};

function show(textLevel: number | null) {
  renderScreen(createAppStore({ baseUrl: 'http://127.0.0.1:9' }), () => (
    <PupilsTable
      pupils={pupils}
      levels={levels}
      textLevel={textLevel}
      onReset={() => undefined}
      onRemove={() => undefined}
      onExport={() => undefined}
    />
  ));
}

describe("The class's pupil table (docs/reading-levels.md)", () => {
  it("shows each pupil's reading level, and no marks while no text is chosen", async () => {
    show(null);
    await screen.findByRole('table', { name: 'Pupils of this class' });
    expect(levelCell('Ada').textContent).toBe(
      'Grade 4.0based on 3 storiesJust right next: The Lost Kite, Grade 3–4',
    );
    expect(within(levelCell('Ada')).getByRole('link', { name: 'The Lost Kite' }).getAttribute('href')).toBe(
      '/texts/12/assignments',
    );
    expect(levelCell('Ben').textContent).toBe('Grade 6.0based on 3 stories');
    expect(levelCell('Cem').textContent).toBe('Not enough reading yet');
    expect(screen.queryByText('Just right')).toBeNull();
  });

  it('marks how the chosen text fits each pupil: just right, easy, or not enough reading yet', async () => {
    show(4.2);
    await screen.findByRole('table', { name: 'Pupils of this class' });
    expect(within(levelCell('Ada')).getByText('Just right')).toBeTruthy();
    expect(within(levelCell('Ben')).getByText('Easy')).toBeTruthy();
    expect(levelCell('Cem').querySelector('[data-fit="unknown"]')).not.toBeNull();
  });
});
