/**
 * A script for Playwright's `addInitScript`: a device voice shaped like the Web Speech API, for a
 * headless Chromium, which has none. It "says" a word every `msPerWord`, reporting each with a
 * `boundary` event at the word's first letter as Chromium's engines do, honours pause, resume and
 * cancel (answering an `interrupted` error), and makes no sound. The app's read-aloud code runs
 * unchanged against it. Plain JavaScript in a string: a compiled function could call helpers
 * the page does not have.
 */
export const timedVoiceScript = (msPerWord: number) => `(() => {
  class Utterance {
    constructor(text) {
      this.text = text; this.voice = null; this.lang = ''; this.rate = 1;
      this.onboundary = null; this.onend = null; this.onerror = null;
    }
  }
  const voice = { name: 'Test voice', lang: 'en-GB', localService: true, voiceURI: 'test-voice', default: true };
  class TimedSpeech extends EventTarget {
    constructor() { super(); this.paused = false; this.queue = []; this.starts = []; this.next = 0; this.timer = 0; }
    get speaking() { return this.queue.length > 0; }
    getVoices() { return [voice]; }
    speak(utterance) {
      this.queue.push(utterance);
      if (this.queue.length === 1) this.begin();
      if (!this.timer) this.timer = setInterval(() => this.tick(), ${msPerWord});
    }
    cancel() {
      const current = this.queue[0];
      this.queue = [];
      if (current) setTimeout(() => current.onerror && current.onerror({ error: 'interrupted' }), 0);
    }
    pause() { this.paused = true; }
    resume() { this.paused = false; }
    begin() {
      const text = this.queue[0] ? this.queue[0].text : '';
      this.starts = Array.from(text.matchAll(/[\\p{L}\\p{N}']+/gu), (match) => match.index);
      this.next = 0;
    }
    tick() {
      const current = this.queue[0];
      if (!current || this.paused) return;
      const charIndex = this.starts[this.next++];
      if (charIndex !== undefined) { if (current.onboundary) current.onboundary({ name: 'word', charIndex }); return; }
      this.queue.shift();
      if (current.onend) current.onend({});
      this.begin();
    }
  }
  Object.defineProperty(window, 'speechSynthesis', { value: new TimedSpeech(), configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
})();`;
