import { useEffect, useRef } from 'react';
import type { Chunk } from '#contract/texts.ts';
import type { TextQuestionsState } from './use-text-questions.ts';

/**
 * Opens the editor at the section holding `questionId` (a results screen links to a question this
 * way), once, as soon as the questions are loaded; the teacher's own paging is left alone after.
 */
export function useOpenAtQuestion(
  questionId: number | undefined,
  state: TextQuestionsState,
  sections: Chunk[],
  setPosition: (position: number) => void,
) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || questionId === undefined || state.status !== 'ready') return;
    done.current = true;
    const paragraph = state.paragraphs.find((p) =>
      p.questions.some((question) => question.id === questionId),
    );
    const position = sections.findIndex((section) => section.paragraphs.some((p) => p.id === paragraph?.id));
    if (position >= 0) setPosition(position);
  }, [questionId, state, sections, setPosition]);
}
