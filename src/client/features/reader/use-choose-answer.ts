import { startTransition, useRef } from 'react';
import type { UserSync } from '#client/sync/user-sync-atom.ts';
import { write } from '#client/sync/write.ts';
import { afterNextPaint } from '#client/ui/after-next-paint.ts';
import type { ReaderView } from '#local-db/reading/reader-view.ts';
import type { Evidence } from './evidence.ts';
import { feedbackOf } from './practice-feedback.ts';
import { useLatestCallback } from './use-latest-callback.ts';

interface ChooseAnswerOptions {
  sync: UserSync;
  view: ReaderView;
  /** The answers on screen (a tap's before the database has it). */
  answers: ReadonlyMap<number, number>;
  /** Shows a tapped choice at once. */
  tap(questionId: number, choiceId: number): void;
  showEvidence(evidence: Evidence | null): void;
}

/**
 * Choosing an answer, in the order a child sees it: the choice and its practice feedback render at
 * once, and only the tapped card changes; once that is painted, the evidence sentence is highlighted
 * (a transition) and the answer goes to the local database and outbox. The feedback is then on
 * screen in the first frame after the tap (docs/architecture.md §9, "The reader's tap").
 */
export function useChooseAnswer({ sync, view, answers, tap, showEvidence }: ChooseAnswerOptions) {
  // The answers still on their way to the outbox, so Finish can queue itself after them.
  const writing = useRef<Promise<unknown>>(Promise.resolve());
  const choose = useLatestCallback((questionId: number, choiceId: number) => {
    if (view.status === 'completed') return;
    const previousChoiceId = answers.get(questionId) ?? null;
    if (previousChoiceId === choiceId) return;
    tap(questionId, choiceId);
    const question = view.row.assignment.questions.find((q) => q.id === questionId);
    const feedback = question ? feedbackOf(question, choiceId) : null;
    const evidence = feedback && !feedback.correct ? (question?.evidence ?? null) : null;
    const answer = { uuid: view.row.uuid, questionId, choiceId, previousChoiceId };
    const written = new Promise<unknown>((resolve) =>
      afterNextPaint(() => {
        // A wrong practice answer points to where the text answers it.
        startTransition(() => showEvidence(evidence));
        resolve(
          write(sync, 'reading.answer', answer).catch((error: unknown) =>
            console.warn('The answer could not be kept', error),
          ),
        );
      }),
    );
    writing.current = Promise.all([writing.current, written]);
  });
  return { choose, answersWritten: () => writing.current };
}
