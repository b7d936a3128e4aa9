import { useCallback, useEffect, useRef, useState } from 'react';
import { getParagraphs } from '#api-client/texts.ts';
import { useApi } from '#client/state/use-api.ts';
import { type ParagraphWithQuestions, paragraphsResponseSchema } from '#contract/texts.ts';

const QUESTION_REFRESH_MS = 30_000; // docs/product.md §9: every 30 seconds

export type Question = ParagraphWithQuestions['questions'][number];
export type TextQuestionsState =
  | { status: 'idle' }
  | { status: 'failed' }
  | { status: 'ready'; paragraphs: ParagraphWithQuestions[] };

/**
 * Every paragraph's questions from GET /api/texts/{id}/paragraphs, refreshed every 30 seconds unless
 * `paused` (docs/product.md §2: while a generation runs, its own tracking reloads them).
 */
export function useTextQuestions(textId: number, { paused }: { paused: boolean }) {
  const api = useApi();
  const [state, setState] = useState<TextQuestionsState>({ status: 'idle' });
  const latestLoad = useRef(0);

  const reload = useCallback(async () => {
    const load = ++latestLoad.current;
    try {
      const { data } = paragraphsResponseSchema.parse(await getParagraphs(api, textId));
      if (load === latestLoad.current) setState({ status: 'ready', paragraphs: data });
      return data;
    } catch (error) {
      console.warn('Loading the questions failed', error);
      if (load === latestLoad.current) setState({ status: 'failed' });
      return undefined;
    }
  }, [api, textId]);

  useEffect(() => {
    void reload();
    return () => {
      latestLoad.current += 1; // answers arriving after unmount are dropped
    };
  }, [reload]);

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => void reload(), QUESTION_REFRESH_MS);
    return () => clearInterval(timer);
  }, [paused, reload]);

  /** Drops a deleted question at once, without waiting for the next refresh. */
  const forget = useCallback((questionId: number) => {
    setState((current) =>
      current.status === 'ready'
        ? {
            ...current,
            paragraphs: current.paragraphs.map((p) => ({
              ...p,
              questions: p.questions.filter((q) => q.id !== questionId),
            })),
          }
        : current,
    );
  }, []);

  return { state, reload, forget };
}
