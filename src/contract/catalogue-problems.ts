/** A catalogue as written in `locales/<language>/<namespace>.json`: words, or groups of words. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every key of a catalogue, dotted ("signIn.title"), with its text. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
    } else entries.set(path, value);
  }
  return entries;
}

/** The key a plural form belongs to ("results_one" → "results"), or the key itself. */
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

/**
 * What is wrong between a language's catalogue and the English one it follows: a key only one of
 * them has, an empty or non-string text, or a plural missing a form the language's rules need
 * (Intl.PluralRules; English and Turkish both say one/other, other languages need more).
 */
export function catalogueProblems(
  english: Catalogue,
  translated: Catalogue,
  language: string,
  where: string,
): string[] {
  const problems: string[] = [];
  const source = flatten(english);
  const target = flatten(translated);
  for (const [label, entries] of [
    ['en', source],
    [language, target],
  ] as const) {
    for (const [key, text] of entries) {
      if (typeof text !== 'string' || text.trim() === '')
        problems.push(`${where} ${label}: "${key}" is empty`);
    }
  }
  const sourceBases = new Set([...source.keys()].map(baseKey));
  const targetBases = new Set([...target.keys()].map(baseKey));
  for (const key of sourceBases) {
    if (!targetBases.has(key)) problems.push(`${where} ${language}: "${key}" is missing`);
  }
  for (const key of targetBases) {
    if (!sourceBases.has(key)) problems.push(`${where} ${language}: "${key}" is not in English`);
  }
  const pluralBases = new Set(
    [...source.keys(), ...target.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey),
  );
  for (const [label, entries] of [
    ['en', source],
    [language, target],
  ] as const) {
    const forms = new Intl.PluralRules(label).resolvedOptions().pluralCategories;
    for (const key of pluralBases) {
      for (const form of forms) {
        if (!entries.has(`${key}_${form}`)) problems.push(`${where} ${label}: "${key}_${form}" is missing`);
      }
    }
  }
  return problems;
}
