import { useCallback, useEffect, useRef, useState } from 'react';
import { wordIndexAt, wordsOf } from './spoken-words.ts';
import { deviceSpeech } from './use-voices.ts';

/** One piece of text read aloud: a paragraph, a question or a choice, named by `key` for highlighting. */
export interface SpokenPart {
  key: string;
  text: string;
}

export type ReadAloudStatus = 'idle' | 'speaking' | 'paused';

/** What is being read: the part and, once the voice reports it, the index of the word being spoken. */
export interface SpokenPosition {
  key: string;
  word: number;
}

interface ReadAloudOptions {
  voice: SpeechSynthesisVoice | null;
  /** Used when no voice is chosen: the text's language (BCP 47). */
  language: string;
  rate: number;
}

/**
 * Reads parts one after another with the device's voice, following its `boundary` events to say which
 * word is being spoken. A part per utterance keeps each one short: some engines stop a long utterance
 * midway, and the highlight can move from a paragraph to the next on its own.
 */
export function useReadAloud({ voice, language, rate }: ReadAloudOptions) {
  const [status, setStatus] = useState<ReadAloudStatus>('idle');
  const [position, setPosition] = useState<SpokenPosition | null>(null);
  // Each reading gets a number: events of a cancelled one (an `end` or an `interrupted` error
  // arrives after cancel()) must not move the highlight or start the next part.
  const reading = useRef(0);
  // Chromium stops sending events for an utterance nothing refers to any more (it is collected
  // mid-sentence): the one being spoken is kept here.
  const speaking = useRef<SpeechSynthesisUtterance | null>(null);
  // Read when each part starts, so a speed or voice chosen while reading applies from the next part.
  const voiceSettings = useRef({ voice, language, rate });
  useEffect(() => {
    voiceSettings.current = { voice, language, rate };
  }, [voice, language, rate]);

  const stop = useCallback(() => {
    reading.current += 1;
    speaking.current = null;
    deviceSpeech()?.cancel();
    setStatus('idle');
    setPosition(null);
  }, []);

  const read = useCallback((parts: readonly SpokenPart[]) => {
    const speech = deviceSpeech();
    if (!speech) return;
    speech.cancel();
    const id = ++reading.current;
    const current = () => reading.current === id;
    const finish = () => {
      if (!current()) return;
      speaking.current = null;
      setStatus('idle');
      setPosition(null);
    };
    const speakPart = (index: number) => {
      const part = parts[index];
      if (!current()) return;
      if (!part) return finish();
      const words = wordsOf(part.text);
      const utterance = new SpeechSynthesisUtterance(part.text);
      const { voice, language, rate } = voiceSettings.current;
      utterance.voice = voice;
      utterance.lang = voice?.lang ?? language;
      utterance.rate = rate;
      utterance.onboundary = (event) => {
        if (current() && event.name !== 'sentence') {
          setPosition({ key: part.key, word: wordIndexAt(words, event.charIndex) });
        }
      };
      utterance.onend = () => speakPart(index + 1);
      utterance.onerror = (event) => {
        if (event.error !== 'interrupted' && event.error !== 'canceled') finish();
      };
      setPosition({ key: part.key, word: -1 });
      speaking.current = utterance;
      speech.speak(utterance);
    };
    setStatus('speaking');
    // Chromium keeps a paused engine paused across cancel(): a new reading starts it again.
    speech.resume();
    speakPart(0);
  }, []);

  const pause = useCallback(() => {
    deviceSpeech()?.pause();
    setStatus('paused');
  }, []);
  const resume = useCallback(() => {
    deviceSpeech()?.resume();
    setStatus('speaking');
  }, []);

  // Leaving the reader (or the section) stops the voice: it must not read on over another screen.
  useEffect(() => stop, [stop]);

  return { status, position, read, pause, resume, stop };
}
