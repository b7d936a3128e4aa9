import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from '#client/state/store.ts';
import type { ReaderAssignment } from '#contract/reading.ts';
import { userDbName } from '#local-db/user-db.ts';
import { testUser } from '#test/harness/fake-auth-api.ts';
import { fakeAuthApiPerTest } from '#test/harness/fake-auth-api-per-test.ts';
import { type FakeSpeechSynthesis, fakeVoice, installFakeSpeech } from '#test/harness/fake-speech.ts';
import { renderApp } from '#test/harness/render-app.tsx';

const uuid = '55555555-5555-4555-8555-555555555555';
const story = [
  '“Look,” said Fox, “a path!”',
  'It ran through the tall grass.',
  'The grass was 2 metres high.',
  'Fox went home.',
];
const assignment: ReaderAssignment = {
  id: 1,
  uuid,
  status: 'in_progress',
  mode: 'check',
  due_date: null,
  completed_at: null,
  text: {
    id: 9,
    title: 'The Clever Fox',
    author: 'Ann Author',
    reading_level: 3.2,
    epub_file_path: null,
    chunks: [
      {
        chunk_index: 0,
        paragraphs: story.map((content, index) => ({ id: 100 + index, paragraph_index: index, content })),
      },
    ],
  },
  questions: [
    {
      id: 1,
      paragraph_index: 3,
      content: 'Where did the path go?',
      choices: [
        { id: 10, text: 'Through the grass' },
        { id: 11, text: 'Up a hill' },
      ],
    },
  ],
  answers: [],
  progress: { answered: 0, total: 1 },
  reading_seconds: 0,
};

const api = fakeAuthApiPerTest({ signedIn: true });
let uninstall = () => {};
afterEach(() => uninstall());

async function openReader(voices = [fakeVoice('Ava'), fakeVoice('Ben', 'en-US')], payload = assignment) {
  const fake = installFakeSpeech(voices);
  uninstall = fake.uninstall;
  api.on(`GET /api/assignments/${payload.uuid}`, () => ({ status: 200, body: { data: payload } }));
  const app = renderApp({
    store: createAppStore({ baseUrl: api.baseUrl }),
    path: `/assignments/${payload.uuid}`,
  });
  await screen.findByRole('heading', { name: 'The Clever Fox' });
  return { speech: fake.speech, app };
}

const speech = (opened: Awaited<ReturnType<typeof openReader>>) => opened.speech;
/** The story as a text in `language`, under its own assignment (the device keeps each one's copy). */
const storyIn = (language: string, id: string): ReaderAssignment => ({
  ...assignment,
  uuid: id,
  text: { ...assignment.text, language },
});
const turkishStory = storyIn('tr', '66666666-6666-4666-8666-666666666666');
const spokenWord = () => screen.queryByTestId('spoken-word')?.textContent ?? null;
/** The voice says its next word; React renders the highlight on its own schedule (no act: see below). */
async function say(speech: FakeSpeechSynthesis, highlighted?: string | null) {
  speech.sayNextWord();
  if (highlighted !== undefined) await waitFor(() => expect(spokenWord()).toBe(highlighted));
  else await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('Listen: reading aloud with the device’s voice', () => {
  it('reads the section paragraph after paragraph, highlighting each word as it is spoken', async () => {
    const { speech } = await openReader();
    await userEvent.click(await screen.findByRole('button', { name: 'Listen to this section' }));
    expect(speech.spoken.map((utterance) => utterance.text)).toEqual([story[0]]);
    expect(spokenWord()).toBeNull();
    await say(speech, '“Look,”');
    await say(speech, 'said');
    await say(speech, 'Fox,');
    await say(speech, '“a');
    await say(speech, 'path!”');
    // The paragraph's text is unchanged around the highlight.
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === story[0]));
    await say(speech); // the end of the first paragraph: the second one starts
    expect(speech.spoken.map((utterance) => utterance.text)).toEqual([story[0], story[1]]);
    await say(speech, 'It');

    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(speech.paused).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(speech.paused).toBe(false);
    await say(speech, 'ran');

    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(speech.speaking).toBe(false);
    expect(spokenWord()).toBeNull();
    expect(screen.getByRole('button', { name: 'Listen to this section' })).toBeTruthy();
    // The engine's late 'interrupted' error for the cancelled paragraph changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(speech.spoken).toHaveLength(2);
  });

  it('reads one paragraph, then stops', async () => {
    const { speech } = await openReader();
    await userEvent.click(await screen.findByRole('button', { name: 'Listen to paragraph 3' }));
    expect(speech.spoken.map((utterance) => utterance.text)).toEqual([story[2]]);
    for (const word of ['The', 'grass', 'was', '2', 'metres', 'high.']) {
      await say(speech, word);
    }
    await say(speech);
    expect(speech.spoken).toHaveLength(1);
    expect(spokenWord()).toBeNull();
    expect(screen.getByRole('button', { name: 'Listen to this section' })).toBeTruthy();
  });

  it('reads a question, then each of its choices, highlighting there too', async () => {
    const { speech } = await openReader();
    await userEvent.click(await screen.findByRole('button', { name: 'Listen to question 1' }));
    await say(speech, 'Where');
    // The stem, with its number before it: '1. Where did the path go?'
    expect(screen.getByTestId('spoken-word').parentElement?.textContent).toBe('1. Where did the path go?');
    for (let word = 0; word < 5; word++) await say(speech);
    expect(speech.spoken.map((utterance) => utterance.text)).toEqual([
      'Where did the path go?',
      'Through the grass',
    ]);
    await say(speech, 'Through');
    const choice = screen.getByRole('radio', { name: 'Through the grass' });
    expect(choice.contains(screen.getByTestId('spoken-word'))).toBe(true);
  });

  it('reads at the speed and in the voice the pupil chose, and keeps both for them', async () => {
    const { speech } = await openReader();
    await userEvent.click(await screen.findByRole('radio', { name: 'Slow' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Voice' }), 'fake:Ben');
    await userEvent.click(screen.getByRole('button', { name: 'Listen to paragraph 1' }));
    expect(speech.spoken[0]?.rate).toBe(0.7);
    expect(speech.spoken[0]?.voice?.name).toBe('Ben');
    expect(speech.spoken[0]?.lang).toBe('en-US');
    // A speed chosen while reading applies from the next paragraph.
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await userEvent.click(screen.getByRole('button', { name: 'Listen to this section' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Fast' }));
    for (let word = 0; word <= 5; word++) await say(speech);
    expect(speech.spoken.map((utterance) => [utterance.text, utterance.rate])).toEqual([
      [story[0], 0.7],
      [story[0], 0.7],
      [story[1], 1.3],
    ]);
    expect(
      JSON.parse(localStorage.getItem(`reading-rooms-preferences-${testUser().id}`) ?? '{}'),
    ).toMatchObject({
      speechRate: 1.3,
      voices: { en: 'fake:Ben' },
    });
  });

  it('keeps the pupil’s voice for each language: a Turkish voice chosen does not replace the English one', async () => {
    const voices = [
      fakeVoice('Ava', 'en-GB'),
      fakeVoice('Ben', 'en-US'),
      fakeVoice('Yelda', 'tr-TR'),
      fakeVoice('Filiz', 'tr-TR'),
    ];
    const english = storyIn('en', '77777777-7777-4777-8777-777777777777');
    const pick = async (name: string) => {
      await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Voice' }), `fake:${name}`);
      await userEvent.click(screen.getByRole('button', { name: 'Listen to paragraph 1' }));
    };
    const listen = async (opened: Awaited<ReturnType<typeof openReader>>) => {
      await userEvent.click(await screen.findByRole('button', { name: 'Listen to paragraph 1' }));
      return opened.speech.spoken.at(-1)?.voice?.name;
    };
    const reopen = async (payload: ReaderAssignment) => {
      uninstall();
      return openReader(voices, payload);
    };
    let opened = await openReader(voices, english);
    await pick('Ben');
    opened.app.unmount();
    opened = await reopen(turkishStory);
    await pick('Filiz');
    opened.app.unmount();
    opened = await reopen(english);
    expect(await listen(opened)).toBe('Ben');
    opened.app.unmount();
    opened = await reopen(turkishStory);
    expect(await listen(opened)).toBe('Filiz');
  });

  it('reads a text in its own language’s voice: Turkish for a Turkish story, English for an English one', async () => {
    const voices = [fakeVoice('Ava', 'en-GB'), fakeVoice('Yelda', 'tr-TR')];
    const first = await openReader(voices, turkishStory);
    await userEvent.click(await screen.findByRole('button', { name: 'Listen to paragraph 1' }));
    expect(speech(first).spoken[0]?.voice?.name).toBe('Yelda');
    expect(speech(first).spoken[0]?.lang).toBe('tr-TR');
    expect(screen.queryByText(/no voice for/)).toBeNull();
    first.app.unmount();
    uninstall();

    const second = await openReader(voices, storyIn('en', '77777777-7777-4777-8777-777777777777'));
    await userEvent.click(await screen.findByRole('button', { name: 'Listen to paragraph 1' }));
    expect(speech(second).spoken[0]?.voice?.name).toBe('Ava');
  });

  it('says which voice reads a story whose language the device has no voice for', async () => {
    const opened = await openReader([fakeVoice('Ava', 'en-GB')], turkishStory);
    expect(
      await screen.findByText(
        'This device has no voice for Turkish. It reads with Ava (British English) instead.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Listen to paragraph 1' }));
    expect(speech(opened).spoken[0]?.voice?.name).toBe('Ava');
  });

  it('says plainly that the device has no voice, and offers no Listen button', async () => {
    await openReader([]);
    expect(
      await screen.findByText('This device has no voice to read aloud.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Listen/ })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Line focus' })).toBeTruthy();
  });
});

describe('reading aids belong to the pupil, not the tablet', () => {
  it('a second pupil on the same tablet gets their own speed and line focus, and the first keeps theirs', async () => {
    const first = await openReader();
    await userEvent.click(await screen.findByRole('radio', { name: 'Fast' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Line focus' }));
    expect(await screen.findByTestId('line-focus')).toBeTruthy();
    first.app.unmount();
    uninstall();

    const second = testUser({ id: 8, name: 'Bo Pupil', email: 'bo@example.com' });
    api.on('GET /api/user', () => ({ status: 200, body: { user: second } }));
    const other = await openReader();
    await screen.findByRole('radio', { name: 'Fast' });
    expect((screen.getByRole('radio', { name: 'Normal' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Line focus' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByTestId('line-focus')).toBeNull();
    other.app.unmount();
    uninstall();
    await Dexie.delete(userDbName(second.id));

    api.on('GET /api/user', () => ({ status: 200, body: { user: testUser() } }));
    await openReader();
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Line focus' }) as HTMLInputElement).checked).toBe(true),
    );
    expect((screen.getByRole('radio', { name: 'Fast' }) as HTMLInputElement).checked).toBe(true);
  });
});
