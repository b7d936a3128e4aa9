/**
 * Casing for Turkish, where i and ı are two letters: "i" upper-cases to "İ" and "I" lower-cases to
 * "ı". JavaScript's plain toUpperCase() turns "istanbul" into "ISTANBUL" and "IRMAK" into "irmak",
 * both wrong in Turkish; the 'tr' locale gets them right.
 */
export const upperTr = (text: string) => text.toLocaleUpperCase('tr');
export const lowerTr = (text: string) => text.toLocaleLowerCase('tr');

/** First letter upper case the Turkish way: "ilk gün" → "İlk gün". */
export const upperFirstTr = (text: string) => upperTr(text.charAt(0)) + text.slice(1);

/** Whether two words are the same word, whatever their case: "IRMAK" and "ırmak" are; "IRMAK" and "irmak" are not. */
export const sameWordTr = (a: string, b: string) => lowerTr(a) === lowerTr(b);
