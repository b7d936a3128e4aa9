/**
 * A device speech engine shaped like the Web Speech API (`speechSynthesis` and
 * `SpeechSynthesisUtterance`), driven by the test word by word. Like Chromium's engine it queues
 * utterances, reports each word with a `boundary` event at the word's first letter or digit (quotes
 * and punctuation are not words to it), ends an utterance with `end`, and answers cancel() with an
 * `interrupted` error on what it was speaking, a moment later.
 */
export class FakeUtterance {
  voice: SpeechSynthesisVoice | null = null;
  lang = '';
  rate = 1;
  onboundary: ((event: { name: string; charIndex: number }) => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(public text: string) {}
}

const ENGINE_WORD = /[\p{L}\p{N}']+/gu;

export const fakeVoice = (name: string, lang = 'en-GB', localService = true) =>
  ({ name, lang, localService, voiceURI: `fake:${name}`, default: false }) as SpeechSynthesisVoice;

export class FakeSpeechSynthesis extends EventTarget {
  spoken: FakeUtterance[] = [];
  paused = false;
  private queue: FakeUtterance[] = [];
  private wordStarts: number[] = [];
  private nextWord = 0;

  constructor(private voices: SpeechSynthesisVoice[]) {
    super();
  }

  get speaking() {
    return this.queue.length > 0;
  }

  getVoices() {
    return this.voices;
  }

  speak(utterance: FakeUtterance) {
    this.queue.push(utterance);
    this.spoken.push(utterance);
    if (this.queue.length === 1) this.start();
  }

  cancel() {
    const current = this.queue[0];
    this.queue = [];
    if (current) setTimeout(() => current.onerror?.({ error: 'interrupted' }), 0);
  }

  pause() {
    this.paused = true;
  }

  resume() {
    this.paused = false;
  }

  /** The voice says its next word (or ends the utterance after its last one). */
  sayNextWord() {
    const current = this.queue[0];
    if (!current) throw new Error('Nothing is being spoken');
    if (this.paused) throw new Error('The voice is paused');
    const charIndex = this.wordStarts[this.nextWord++];
    if (charIndex !== undefined) return current.onboundary?.({ name: 'word', charIndex });
    this.queue.shift();
    current.onend?.();
    if (this.queue.length > 0) this.start();
  }

  private start() {
    this.wordStarts = Array.from((this.queue[0]?.text ?? '').matchAll(ENGINE_WORD), (match) => match.index);
    this.nextWord = 0;
  }
}

/** Gives `window` the fake engine; returns it and a function that takes it away again. */
export function installFakeSpeech(voices: SpeechSynthesisVoice[]) {
  const speech = new FakeSpeechSynthesis(voices);
  Object.defineProperty(window, 'speechSynthesis', { value: speech, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  const uninstall = () => {
    Reflect.deleteProperty(window, 'speechSynthesis');
    Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
  };
  return { speech, uninstall };
}
