import { i18n } from './i18n.ts';
import {
  type CompiledTemplate,
  compileTemplates,
  fillTemplate,
  matchTemplate,
} from './sentence-templates.ts';

/**
 * The server's sentences per language, outside the screens' catalogues (`locales/`) so that the
 * first visit's list of catalogues does not grow: each file is its own chunk, fetched on first use.
 */
const sentenceFiles = import.meta.glob<{ default: Record<string, string> }>('./server-sentences/*.json');
const SERVER_SENTENCES = 'serverSentences';
const loading = new Map<string, Promise<void>>();

const onScreen = () => i18n.resolvedLanguage ?? i18n.language;

/** Fetches the language's sentences once; their arrival re-renders the screens that show words. */
function loadSentences(language: string): Promise<void> {
  let promise = loading.get(language);
  if (!promise) {
    const load = sentenceFiles[`./server-sentences/${language}.json`];
    promise = load
      ? load().then((file) => void i18n.addResourceBundle(language, SERVER_SENTENCES, file.default))
      : Promise.resolve();
    promise = promise.catch(() => void loading.delete(language));
    loading.set(language, promise);
  }
  return promise;
}

type Sentences = Record<string, string>;
const compiledTemplates = new WeakMap<Sentences, CompiledTemplate[]>();

/** The sentences with values of a language's file, compiled once per file. */
function templatesOf(sentences: Sentences): CompiledTemplate[] {
  let templates = compiledTemplates.get(sentences);
  if (!templates) {
    templates = compileTemplates(Object.keys(sentences));
    compiledTemplates.set(sentences, templates);
  }
  return templates;
}

/** A sentence the server wrote with values, in the file's words with the same values; undefined if no template fits. */
function fromTemplate(sentences: Sentences, message: string): string | undefined {
  const match = matchTemplate(templatesOf(sentences), message);
  const wording = match && sentences[match.template];
  return wording === undefined ? undefined : fillTemplate(wording, match?.values ?? {});
}

/**
 * A `message` of the server's answers in the language on screen. The server writes the spec's
 * English sentences (tests and some client logic compare them), so `server-sentences/<language>.json`
 * is keyed by the English sentence itself, or by its template when it has values in it
 * ("… than {{max}} characters."); a sentence neither reads is shown as the server wrote it.
 * Until the sentences have loaded it answers in English and asks for them (docs/i18n.md).
 */
export function inScreenLanguage(message: string): string {
  const language = onScreen();
  if (language === 'en') return message;
  const sentences = i18n.getResourceBundle(language, SERVER_SENTENCES) as Sentences | undefined;
  if (!sentences) {
    void loadSentences(language);
    return message;
  }
  return sentences[message] ?? fromTemplate(sentences, message) ?? message;
}

/** The same once the sentences are there: for a toast, shown once and never re-rendered. */
export async function inScreenLanguageLoaded(message: string): Promise<string> {
  if (onScreen() !== 'en') await loadSentences(onScreen());
  return inScreenLanguage(message);
}

/** A form's error as shown: a server sentence in the language on screen, anything else unchanged. */
export const errorInScreenLanguage = <Shown>(error: Shown): Shown | string =>
  typeof error === 'string' ? inScreenLanguage(error) : error;

/**
 * A form field's props (Mantine's `getInputProps`) with its error in the language on screen. Forms
 * keep the server's field errors (and the contract's, when they check with its schemas) as written
 * and word them here, at display, so an error shown before the sentences arrived, or before the
 * language changed, is worded again on the next render. The form's own errors are already in the
 * catalogue's words and pass through unchanged.
 */
export function withErrorInScreenLanguage<Props extends { error?: unknown }>(props: Props): Props {
  return typeof props.error === 'string' ? { ...props, error: inScreenLanguage(props.error) } : props;
}
