import { useEffect, useRef, useState } from 'react';
import type { Chunk } from '#contract/texts.ts';
import { useTextQuestions } from './use-text-questions.ts';

const SECTION_LOAD_DELAY_MS = 300; // docs/product.md §9: the pause before questions are loaded on a section change

/**
 * The questions of the section on screen. docs/product.md §2: they refresh every 30 s unless a generation runs
 * (`setPaused`), and when the section changes while its questions are not loaded.
 */
export function useSectionQuestions(textId: number, section: Chunk | undefined) {
  const [paused, setPaused] = useState(false);
  const { state, reload, forget } = useTextQuestions(textId, { paused });
  const ids = section?.paragraphs.map((paragraph) => paragraph.id) ?? [];
  const loaded = state.status === 'ready' ? state.paragraphs.filter((p) => ids.includes(p.id)) : [];
  const allLoaded = state.status === 'ready' && loaded.length === ids.length;
  const sectionKey = ids.join(',');
  const previousKey = useRef(sectionKey);
  const allLoadedNow = useRef(allLoaded);
  allLoadedNow.current = allLoaded;

  useEffect(() => {
    if (previousKey.current === sectionKey) return;
    previousKey.current = sectionKey;
    if (allLoadedNow.current) return;
    const timer = setTimeout(() => void reload(), SECTION_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sectionKey, reload]);

  return {
    state,
    ofSection: loaded.flatMap((paragraph) => paragraph.questions),
    reload,
    forget,
    setPaused,
  };
}
