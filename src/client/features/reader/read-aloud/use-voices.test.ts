import { describe, expect, it } from 'vitest';
import { fakeVoice } from '#test/harness/fake-speech.ts';
import { sortVoices } from './use-voices.ts';

const names = (voices: SpeechSynthesisVoice[]) => voices.map((voice) => voice.name);

describe('the voices offered for a text', () => {
  const voices = [
    fakeVoice('Online English', 'en-US', false),
    fakeVoice('Yelda', 'tr-TR'),
    fakeVoice('Daniel', 'en_GB'),
    fakeVoice('Samantha', 'en-US'),
  ];

  it('are those of the text’s language, the ones that work offline first', () => {
    expect(names(sortVoices(voices, 'en'))).toEqual(['Daniel', 'Samantha', 'Online English']);
    expect(names(sortVoices(voices, 'tr-TR'))).toEqual(['Yelda']);
  });

  it('are every voice when none speaks the language: some voice beats none', () => {
    expect(names(sortVoices(voices, 'de'))).toEqual(['Yelda', 'Daniel', 'Samantha', 'Online English']);
    expect(sortVoices([], 'en')).toEqual([]);
  });
});
