import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { questionTypes } from '#contract/question-fields.ts';
import type { QuestionSection } from './question-generator.ts';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** The text's language in English words ("Turkish"), or undefined when it is not known. */
export function languageName(tag: string | null | undefined): string | undefined {
  if (!tag || tag.toLowerCase() === 'und') return undefined;
  try {
    return languageNames.of(tag);
  } catch {
    return undefined; // not a well-formed tag
  }
}

/**
 * The conversation asking for questions about one section; paragraphs are labelled with their
 * indexes. A known language is named, so a Turkish story gets Turkish questions, choices and
 * explanations even when the model would drift into English.
 */
export function questionPrompt(section: QuestionSection, maxQuestions: number): ChatCompletionMessageParam[] {
  const language = languageName(section.language);
  const inLanguage = language
    ? `Write every question, choice and explanation in ${language}, the language of the text. `
    : 'Answer in the language of the text. ';
  const level = section.reading_level
    ? `grade ${Math.max(1, Math.round(section.reading_level))}`
    : 'primary school';
  const count = maxQuestions >= 2 ? `2 to ${maxQuestions}` : '1';
  const paragraphs = section.paragraphs
    .map((paragraph) => `[paragraph_index ${paragraph.paragraph_index}]\n${paragraph.content}`)
    .join('\n\n');
  return [
    {
      role: 'system',
      content:
        'You write multiple-choice reading-comprehension questions for children. Each question can be answered ' +
        'from the given section alone, is worded simply for the reader’s reading level, and has exactly 4 different ' +
        'choices of which exactly one is correct; the wrong choices are plausible and of the same kind as the right ' +
        'one. Set paragraph_index to the index of the paragraph the answer comes from. ' +
        inLanguage +
        `Give each question a type (${questionTypes.join(', ')}); use a mix of at least three types, ` +
        'and cloze (fill in the blank) for at most one question in four. Give each an explanation: one or two ' +
        'short sentences a child understands, saying why the answer is right. Give each evidence: the ' +
        'paragraph_index and the one sentence of that paragraph, copied exactly, that proves the answer.',
    },
    {
      role: 'user',
      content:
        `Write ${count} questions${language ? ` in ${language}` : ''} for readers at ${level}` +
        (section.title ? ` about this section of "${section.title}"` : ' about this section') +
        `.\n\n${paragraphs}`,
    },
  ];
}
