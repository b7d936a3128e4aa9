/** The voices offered for a text, best first, and whether any of them speaks the text's language. */
export interface OfferedVoices {
  voices: SpeechSynthesisVoice[];
  /** False when the device has no voice for the language: `voices` are then its others (some beats none). */
  speaksLanguage: boolean;
}

/** The primary language subtag, lower case: 'tr' for 'tr-TR', 'en' for 'en_GB'. */
export const baseLanguage = (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? '';

/**
 * The device's voices for a text in `language` (BCP 47), best first: voices of that language that run
 * on the device (they work offline), then its online ones; other languages only when it has none.
 */
export function voicesFor(voices: readonly SpeechSynthesisVoice[], language: string): OfferedVoices {
  const base = baseLanguage(language);
  const own = voices.filter((voice) => baseLanguage(voice.lang) === base);
  const pool = own.length > 0 ? own : [...voices];
  const rank = (voice: SpeechSynthesisVoice) => (voice.localService ? 0 : 2) + (voice.default ? 0 : 1);
  return { voices: pool.sort((a, b) => rank(a) - rank(b)), speaksLanguage: own.length > 0 };
}

/**
 * The voice to read with: the pupil's chosen one when it is offered for this text (a voice chosen for
 * an English story is not used on a Turkish one), else the best offered; null when there is none.
 */
export const chooseVoice = (offered: readonly SpeechSynthesisVoice[], voiceURI: string | null) =>
  offered.find((voice) => voice.voiceURI === voiceURI) ?? offered[0] ?? null;
