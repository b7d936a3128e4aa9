import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { baseLanguage, chooseVoice } from './choose-voice.ts';
import { useReadAloud } from './use-read-aloud.ts';
import { useVoices } from './use-voices.ts';

/** The read-aloud choices a pupil keeps with their reading preferences. */
export interface ListenSettings {
  speechRate: number;
  /** The chosen voice per language (docs: the `voices` reading preference). */
  voices: Record<string, string>;
}

interface ProviderProps extends ListenSettings {
  /** The text's language (BCP 47): its voices come first. */
  language: string;
  onChange(change: Partial<ListenSettings>): void;
  children: ReactNode;
}

function useReadAloudState({
  language,
  speechRate,
  voices: chosenVoices,
  onChange,
}: Omit<ProviderProps, 'children'>) {
  const { voices, speaksLanguage, availability } = useVoices(language);
  const base = baseLanguage(language);
  const voice = chooseVoice(voices, chosenVoices[base] ?? chosenVoices['*'] ?? null);
  const pickVoice = useCallback(
    (voiceURI: string) => onChange({ voices: { ...chosenVoices, [base]: voiceURI } }),
    [onChange, chosenVoices, base],
  );
  const { status, position, read, pause, resume, stop } = useReadAloud({ voice, language, rate: speechRate });
  return useMemo(
    () => ({
      status,
      position,
      read,
      pause,
      resume,
      stop,
      voices,
      voice,
      language,
      speaksLanguage,
      availability,
      speechRate,
      onChange,
      pickVoice,
    }),
    [
      status,
      position,
      read,
      pause,
      resume,
      stop,
      voices,
      voice,
      language,
      speaksLanguage,
      availability,
      speechRate,
      onChange,
      pickVoice,
    ],
  );
}

type ReadAloudState = ReturnType<typeof useReadAloudState>;
const ReadAloudContext = createContext<ReadAloudState | null>(null);

/** One voice for the whole reader: starting to read one thing stops whatever was being read. */
export function ReadAloudProvider({ children, ...props }: ProviderProps) {
  const state = useReadAloudState(props);
  return <ReadAloudContext.Provider value={state}>{children}</ReadAloudContext.Provider>;
}

/** The reader's read-aloud state, or null outside a reader (the text is then shown without controls). */
export const useReadAloudContext = () => useContext(ReadAloudContext);
