import { describe, expect, it } from 'vitest';
import { needsBuiltinTurkishNote } from './builtin-questions-note.tsx';

describe('needsBuiltinTurkishNote', () => {
  it('is for a Turkish text on a server without an AI service', () => {
    expect(needsBuiltinTurkishNote('tr', false)).toBe(true);
    expect(needsBuiltinTurkishNote('tr-TR', false)).toBe(true);
  });

  it('is not with an AI service, when the server does not say, or for another language', () => {
    expect(needsBuiltinTurkishNote('tr', true)).toBe(false);
    expect(needsBuiltinTurkishNote('tr', undefined)).toBe(false);
    expect(needsBuiltinTurkishNote('en', false)).toBe(false);
    expect(needsBuiltinTurkishNote(undefined, false)).toBe(false);
  });
});
