import { i18n } from './i18n.ts';

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

/**
 * A `message` of the server's answers in the language on screen. The server writes the spec's
 * English sentences (tests and some client logic compare them), so `server-sentences/<language>.json`
 * is keyed by the English sentence itself; a sentence it lacks is shown as the server wrote it.
 * Until the sentences have loaded it answers in English and asks for them (docs/i18n.md).
 */
export function inScreenLanguage(message: string): string {
  const language = onScreen();
  if (language === 'en') return message;
  const sentences = i18n.getResourceBundle(language, SERVER_SENTENCES) as Record<string, string> | undefined;
  if (!sentences) void loadSentences(language);
  return sentences?.[message] ?? message;
}

/** The same once the sentences are there: for a toast, shown once and never re-rendered. */
export async function inScreenLanguageLoaded(message: string): Promise<string> {
  if (onScreen() !== 'en') await loadSentences(onScreen());
  return inScreenLanguage(message);
}
