import { beforeEach, describe, expect, it } from 'vitest';
import { preferencesKey, readPreferences } from './reader-preferences.ts';

beforeEach(() => localStorage.clear());

describe('reader preferences read back from the device', () => {
  it('are the defaults when nothing or something unreadable is stored', () => {
    const defaults = { textSize: 'large', lineSpacing: 'relaxed', dyslexiaFont: false, theme: 'auto' };
    expect(readPreferences(3)).toEqual(defaults);
    localStorage.setItem(preferencesKey(3), '{not json');
    expect(readPreferences(3)).toEqual(defaults);
    localStorage.setItem(preferencesKey(3), '"a string"');
    expect(readPreferences(3)).toEqual(defaults);
  });

  it('keep every good value and replace only a bad one with its default', () => {
    localStorage.setItem(
      preferencesKey(3),
      JSON.stringify({ textSize: 'extra-large', lineSpacing: 'huge', dyslexiaFont: 'yes', theme: 'dark' }),
    );
    expect(readPreferences(3)).toEqual({
      textSize: 'extra-large',
      lineSpacing: 'relaxed',
      dyslexiaFont: false,
      theme: 'dark',
    });
  });
});
