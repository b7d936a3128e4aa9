import { lookUp, WORDNET_POS, type WordNetPos } from './wordnet-dictionary.ts';

/**
 * WordNet's own "morphy" detachment rules: the endings an inflected word may have lost, per part of
 * speech. The package ships no exception lists, so irregular forms ("ran", "mice") are not found;
 * for a vocabulary question that only means a word is skipped, never that a wrong one is defined.
 */
const ENDINGS: Record<WordNetPos, [string, string][]> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adv: [],
};

/** The word itself first, then the base forms its endings suggest. */
export function baseForms(word: string, pos: WordNetPos): string[] {
  const lower = word.toLowerCase();
  const forms = [lower];
  for (const [ending, replacement] of ENDINGS[pos]) {
    const base = lower.slice(0, lower.length - ending.length) + replacement;
    if (lower.endsWith(ending) && base.length >= 3) forms.push(base);
  }
  return [...new Set(forms)];
}

/** Whether WordNet knows the word, or a base form of it, as this part of speech. */
export function isKnownAs(word: string, pos: WordNetPos): boolean {
  return baseForms(word, pos).some((form) => lookUp(form, pos) !== undefined);
}

/** Whether WordNet knows the word, or a base form of it, in any part of speech. */
export function isKnownWord(word: string): boolean {
  return WORDNET_POS.some((pos) => isKnownAs(word, pos));
}
