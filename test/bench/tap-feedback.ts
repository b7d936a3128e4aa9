/**
 * The tap → feedback part of `npm run bench:reading`: in practice mode, from a tap on a choice to the
 * first frame painted with its feedback ('Not quite…' or 'Yes, that’s right!') in the question's card.
 * Each tap is timed from the click's own `event.timeStamp` to just after the paint of the frame that
 * first shows the feedback (a `requestAnimationFrame`, then a message: it runs once that frame is
 * painted), and compared with the first frame painted after the tap at all. Goal: the same frame.
 */
import type { Locator, Page } from 'playwright-core';

/**
 * Recorded in the page, one entry per tap on a choice: `frame` is the first frame after the tap and
 * `feedbackFrame` the first that shows the expected feedback (their `requestAnimationFrame` times, the
 * same number for the same frame); `paintedAt` is just after that frame was painted. A tap on the
 * story's text shows nothing: it times the first paint after a tap, the floor of every figure.
 * A string, not a function: tsx would wrap a function's inner arrows in a helper the page lacks.
 */
export const recordTaps = `
  window.taps = [];
  const afterNextPaint = (callback) => requestAnimationFrame((frame) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback(frame);
    channel.port2.postMessage(null);
  });
  document.addEventListener('click', (event) => {
    if (event.target.closest && event.target.closest('[data-testid="section-text"] p')) {
      const tap = { at: event.timeStamp, frame: 0, feedbackFrame: 0, paintedAt: 0 };
      window.taps.push(tap);
      afterNextPaint((frame) => { tap.frame = frame; tap.feedbackFrame = frame; tap.paintedAt = performance.now(); });
      return;
    }
    const card = event.target.closest && event.target.closest('.mantine-Card-root');
    const expected = window.expectedFeedback;
    if (!card || !expected) return;
    const tap = { at: event.timeStamp, frame: 0, feedbackFrame: 0, paintedAt: 0 };
    window.taps.push(tap);
    afterNextPaint((frame) => { tap.frame = frame; });
    const shows = () => [...card.querySelectorAll('[role="status"]')]
      .some((status) => (status.textContent || '').includes(expected));
    const observer = new MutationObserver(() => {
      if (!shows()) return;
      observer.disconnect();
      afterNextPaint((frame) => { tap.feedbackFrame = frame; tap.paintedAt = performance.now(); });
    });
    observer.observe(card, { childList: true, subtree: true, characterData: true });
  }, true);
`;

export interface TapTiming {
  /** Milliseconds from the tap to just after the paint that first shows its feedback. */
  toPainted: number;
  /** Whether that paint was the first after the tap. */
  firstFrame: boolean;
}

interface TapChoice {
  question: string;
  choice: string;
  feedback: string;
}

/** Taps `target` and answers when the paint the tap waits for came, and whether it was the first. */
async function timeTap(page: Page, target: Locator): Promise<TapTiming> {
  await target.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => (window as unknown as { taps: unknown[] }).taps.length);
  await target.click();
  const handle = await page.waitForFunction((count) => {
    type Tap = { at: number; frame: number; feedbackFrame: number; paintedAt: number };
    const taps = (window as unknown as { taps: Tap[] }).taps;
    const last = taps.at(-1);
    if (taps.length === count || !last?.frame || !last.paintedAt) return null;
    return { toPainted: last.paintedAt - last.at, firstFrame: last.feedbackFrame === last.frame };
  }, before);
  return (await handle.jsonValue()) as TapTiming;
}

/** Taps `choice` of `question` and answers when its feedback (text in the card's status) was painted. */
export async function tapToFeedback(page: Page, tap: TapChoice): Promise<TapTiming> {
  await page.evaluate((expected) => {
    (window as unknown as { expectedFeedback: string }).expectedFeedback = expected;
  }, tap.feedback);
  const radio = page
    .getByRole('radiogroup', { name: tap.question, exact: false })
    .getByRole('radio', { name: tap.choice, exact: true });
  return timeTap(page, radio);
}

/** Taps the story's first paragraph, which shows nothing, and answers when the next frame was painted. */
export const tapOnText = (page: Page) => timeTap(page, page.getByTestId('section-text').locator('p').first());

interface BenchQuestion {
  content: string;
  correct_choice_id?: number;
  choices: { id: number; text: string }[];
}

/**
 * `rounds` taps per question, wrong and right in turn (practice lets a pupil try again), each with
 * the feedback it must bring.
 */
export function tapsOf(questions: readonly BenchQuestion[], rounds: number): TapChoice[] {
  return questions.flatMap((question) => {
    const right = question.choices.find((choice) => choice.id === question.correct_choice_id);
    const wrong = question.choices.find((choice) => choice.id !== question.correct_choice_id);
    if (!right || !wrong) return [];
    return Array.from({ length: rounds }, (_, round) =>
      round % 2 === 0
        ? { question: question.content, choice: wrong.text, feedback: 'Not quite' }
        : { question: question.content, choice: right.text, feedback: 'that’s right' },
    );
  });
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ??
  Number.NaN;

/** p50, p95 and max of the milliseconds to the paint. */
const paintFigures = (timings: TapTiming[]) => {
  const painted = timings.map((timing) => timing.toPainted);
  return `p50 ${percentile(painted, 50).toFixed(1)} ms, p95 ${percentile(painted, 95).toFixed(1)} ms, max ${Math.max(...painted).toFixed(1)} ms`;
};

/** One line of figures: to the paint, and how many taps showed their feedback in the first frame. */
export function tapLine(label: string, timings: TapTiming[]) {
  const first = timings.filter((timing) => timing.firstFrame).length;
  return `${label.padEnd(8)} tap → feedback painted ${paintFigures(timings)}; in the first frame after the tap: ${first} of ${timings.length}`;
}

/** The floor: a tap that shows nothing, to the next paint (the machine's and Chromium's own delay). */
export const floorLine = (timings: TapTiming[]) =>
  `${'floor'.padEnd(8)} tap on the text (nothing to show) → next paint ${paintFigures(timings)}`;
