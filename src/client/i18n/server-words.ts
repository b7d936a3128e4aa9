import { i18n } from './i18n.ts';

const SERVER_MESSAGES = 'serverMessages';

/** The language on screen's words for the server's sentences, or undefined until they have loaded. */
function serverSentences(): Record<string, string> | undefined {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return i18n.getResourceBundle(language, SERVER_MESSAGES) as Record<string, string> | undefined;
}

const onScreenIsEnglish = () => (i18n.resolvedLanguage ?? i18n.language) === 'en';

/**
 * A `message` of the server's answers in the language on screen. The server writes the spec's
 * English sentences (tests and some client logic compare them), so the `serverMessages` catalogue is
 * keyed by the English sentence itself; a sentence it lacks is shown as the server wrote it.
 * Until the catalogue has loaded it answers in English and asks for it: a screen showing words
 * re-renders when it arrives (docs/i18n.md).
 */
export function inScreenLanguage(message: string): string {
  if (onScreenIsEnglish()) return message;
  const sentences = serverSentences();
  if (!sentences) void i18n.loadNamespaces(SERVER_MESSAGES);
  return sentences?.[message] ?? message;
}

/** The same once the catalogue is there: for a toast, shown once and never re-rendered. */
export async function inScreenLanguageLoaded(message: string): Promise<string> {
  if (!onScreenIsEnglish()) await i18n.loadNamespaces(SERVER_MESSAGES).catch(() => {});
  return inScreenLanguage(message);
}
