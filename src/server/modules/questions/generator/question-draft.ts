import type { KeyTerm } from './key-terms.ts';

/** A question before its choices: the wording and the term that answers it. */
export interface QuestionDraft {
  type: 'who' | 'where' | 'how-many' | 'what-did' | 'cloze' | 'word-spotting';
  content: string;
  answer: KeyTerm;
}
