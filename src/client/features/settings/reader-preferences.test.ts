import { beforeEach, describe, expect, it } from 'vitest';
import { preferencesKey, readPreferences } from './reader-preferences.ts';

beforeEach(() => localStorage.clear());

const defaults = {
  textSize: 'large',
  lineSpacing: 'relaxed',
  font: 'standard',
  lineFocus: false,
  speechRate: 1,
  voices: {},
  theme: 'auto',
};

describe('reader preferences read back from the device', () => {
  it('are the defaults when nothing or something unreadable is stored', () => {
    expect(readPreferences(3)).toEqual(defaults);
    localStorage.setItem(preferencesKey(3), '{not json');
    expect(readPreferences(3)).toEqual(defaults);
    localStorage.setItem(preferencesKey(3), '"a string"');
    expect(readPreferences(3)).toEqual(defaults);
  });

  it('keep every good value and replace only a bad one with its default', () => {
    localStorage.setItem(
      preferencesKey(3),
      JSON.stringify({
        textSize: 'extra-large',
        lineSpacing: 'huge',
        font: 'lexend',
        lineFocus: 'yes',
        speechRate: 9,
        voices: { en: 'Daniel', tr: 7 },
        theme: 'dark',
      }),
    );
    expect(readPreferences(3)).toEqual({
      ...defaults,
      textSize: 'extra-large',
      font: 'lexend',
      theme: 'dark',
    });
  });

  it('keep a voice per language, and the one voice chosen before that for any language it speaks', () => {
    localStorage.setItem(preferencesKey(3), JSON.stringify({ voices: { en: 'Daniel', tr: 'Yelda' } }));
    expect(readPreferences(3).voices).toEqual({ en: 'Daniel', tr: 'Yelda' });
    localStorage.setItem(preferencesKey(4), JSON.stringify({ voiceURI: 'Daniel' }));
    expect(readPreferences(4)).toEqual({ ...defaults, voices: { '*': 'Daniel' } });
  });

  it('keep the dyslexia-friendly font chosen before fonts were bundled', () => {
    localStorage.setItem(preferencesKey(3), JSON.stringify({ textSize: 'normal', dyslexiaFont: true }));
    expect(readPreferences(3)).toEqual({ ...defaults, textSize: 'normal', font: 'opendyslexic' });
    localStorage.setItem(preferencesKey(4), JSON.stringify({ dyslexiaFont: false }));
    expect(readPreferences(4)).toEqual(defaults);
  });
});
