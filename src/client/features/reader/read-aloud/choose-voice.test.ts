import { describe, expect, it } from 'vitest';
import { fakeVoice } from '#test/harness/fake-speech.ts';
import { chooseVoice, voicesFor } from './choose-voice.ts';

const names = (voices: readonly SpeechSynthesisVoice[]) => voices.map((voice) => voice.name);

describe('the voices offered for a text', () => {
  const voices = [
    fakeVoice('Online English', 'en-US', false),
    fakeVoice('Yelda', 'tr-TR'),
    fakeVoice('Daniel', 'en_GB'),
    fakeVoice('Samantha', 'en-US'),
  ];

  it('are those of the text’s language, the ones that work offline first', () => {
    expect(voicesFor(voices, 'en')).toEqual({
      voices: [voices[2], voices[3], voices[0]],
      speaksLanguage: true,
    });
    expect(voicesFor(voices, 'tr-TR')).toEqual({ voices: [voices[1]], speaksLanguage: true });
    expect(names(voicesFor(voices, 'TR').voices)).toEqual(['Yelda']);
  });

  it('are every voice when none speaks the language, and say so: some voice beats none', () => {
    expect(voicesFor(voices, 'de')).toEqual({
      voices: [voices[1], voices[2], voices[3], voices[0]],
      speaksLanguage: false,
    });
    expect(voicesFor([], 'en')).toEqual({ voices: [], speaksLanguage: false });
  });
});

describe('the voice a text is read with', () => {
  const english = [fakeVoice('Daniel', 'en-GB'), fakeVoice('Samantha', 'en-US')];
  const turkish = [fakeVoice('Yelda', 'tr-TR')];
  const device = [...english, ...turkish];

  it('is a Turkish voice for a Turkish text and an English one for an English text', () => {
    expect(chooseVoice(voicesFor(device, 'tr').voices, null)?.name).toBe('Yelda');
    expect(chooseVoice(voicesFor(device, 'en').voices, null)?.name).toBe('Daniel');
  });

  it('is the pupil’s own choice only where it speaks the text’s language', () => {
    const samantha = english[1]?.voiceURI ?? null;
    expect(chooseVoice(voicesFor(device, 'en').voices, samantha)?.name).toBe('Samantha');
    expect(chooseVoice(voicesFor(device, 'tr').voices, samantha)?.name).toBe('Yelda');
  });

  it('is another language’s voice when the device has none for the text’s, and none without voices', () => {
    expect(chooseVoice(voicesFor(english, 'tr').voices, null)?.name).toBe('Daniel');
    expect(chooseVoice(voicesFor([], 'tr').voices, null)).toBeNull();
  });
});
