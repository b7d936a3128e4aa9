import { useEffect, useMemo, useState } from 'react';

/** `checking` while the device lists its voices (Chromium fills the list a moment after load). */
export type VoiceAvailability = 'checking' | 'ready' | 'none';

/** How long to wait for a device that has not listed any voice yet before saying it has none. */
const VOICE_LIST_WAIT_MS = 1500;

/** The device's speech engine, or null where the browser has none. */
export const deviceSpeech = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window
    ? window.speechSynthesis
    : null;

/**
 * The device's voices, best first for a text in `language` (BCP 47): voices of that language that run
 * on the device (they work offline), then its online ones; other languages only when it has none.
 */
export function sortVoices(voices: readonly SpeechSynthesisVoice[], language: string) {
  const base = language.toLowerCase().split('-')[0] ?? '';
  const speaks = (voice: SpeechSynthesisVoice) => voice.lang.toLowerCase().split(/[-_]/)[0] === base;
  const own = voices.filter(speaks);
  const pool = own.length > 0 ? own : [...voices];
  const rank = (voice: SpeechSynthesisVoice) => (voice.localService ? 0 : 2) + (voice.default ? 0 : 1);
  return pool.sort((a, b) => rank(a) - rank(b));
}

/** The voices this device can read `language` with, and whether it has any. */
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
  const sorted = useMemo(() => (voices ? sortVoices(voices, language) : []), [voices, language]);
  const availability: VoiceAvailability = sorted.length > 0 ? 'ready' : waited ? 'none' : 'checking';
  return { voices: sorted, availability };
}
