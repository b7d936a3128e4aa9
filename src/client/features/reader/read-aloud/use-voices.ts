import { useEffect, useMemo, useState } from 'react';
import { voicesFor } from './choose-voice.ts';

/** `checking` while the device lists its voices (Chromium fills the list a moment after load). */
export type VoiceAvailability = 'checking' | 'ready' | 'none';

/** How long to wait for a device that has not listed any voice yet before saying it has none. */
const VOICE_LIST_WAIT_MS = 1500;

/** The device's speech engine, or null where the browser has none. */
export const deviceSpeech = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window
    ? window.speechSynthesis
    : null;

/** The voices this device offers for `language`, whether one speaks it, and whether it has any. */
export function useVoices(language: string) {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[] | null>(null);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const speech = deviceSpeech();
    if (!speech) {
      setVoices([]);
      setWaited(true);
      return;
    }
    const list = () => setVoices(speech.getVoices());
    list();
    speech.addEventListener('voiceschanged', list);
    const timer = window.setTimeout(() => setWaited(true), VOICE_LIST_WAIT_MS);
    return () => {
      speech.removeEventListener('voiceschanged', list);
      window.clearTimeout(timer);
    };
  }, []);
  const offered = useMemo(() => voicesFor(voices ?? [], language), [voices, language]);
  const availability: VoiceAvailability = offered.voices.length > 0 ? 'ready' : waited ? 'none' : 'checking';
  return { ...offered, availability };
}
