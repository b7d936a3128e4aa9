/**
 * Abbreviations after which a full stop never ends a sentence, because a name or a number follows:
 * titles ("Dr. Ayşe"), "No. 5", "bkz. Bölüm 2". Lower-cased the Turkish way, without the full stop.
 */
const NEVER_ENDING = new Set([
  'dr',
  'prof',
  'doç',
  'yrd',
  'öğr',
  'gör',
  'av',
  'müh',
  'bay',
  'bayan',
  'sn',
  'sayın',
  'hz',
  'st',
  'no',
  'nu',
  'bkz',
  'örn',
  'krş',
  'yy',
  'mah',
  'cad',
  'sok',
  'apt',
  'tel',
  'ltd',
  'şti',
  'alb',
  'yzb',
  'ütğm',
  'tğm',
  'org',
  'gen',
  'mr',
  'mrs',
  'ms',
]);

/**
 * Where a sentence may end: a run of . ! ? … (and closing quotes or brackets after it), then space,
 * then what starts a sentence — an upper-case letter (İ Ç Ş Ğ Ö Ü too), a digit, an opening quote,
 * or a dialogue dash. A lower-case word after it keeps the sentence going: "“Gel!” dedi Ali." is one
 * sentence, and so is "3. sınıfa gitti".
 */
const BOUNDARY = /([.!?…]+)([”"’'»)\]]*)(\s+)(?=[\p{Lu}\d“"«‘'(—–-])/gu;

/** The word just before `end` in `text` (letters only): the abbreviation a full stop may close. */
function wordBefore(text: string, end: number): string {
  const match = /[\p{L}]+$/u.exec(text.slice(Math.max(0, end - 12), end));
  return match ? match[0].toLocaleLowerCase('tr') : '';
}

/** Whether the full stop at `stop` closes an abbreviation or an initial ("M. Kemal"), not a sentence. */
function closesAbbreviation(text: string, stop: number): boolean {
  const word = wordBefore(text, stop);
  if (NEVER_ENDING.has(word)) return true;
  // A single capital letter before the stop is an initial: "Mustafa K. Atatürk".
  return word.length === 1 && /\p{Lu}/u.test(text.charAt(stop - 1));
}

/**
 * A Turkish paragraph's sentences, each verbatim (only the space between them is dropped), so a
 * sentence can be quoted as evidence and found again in the paragraph.
 */
export function splitTurkishSentences(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of paragraph.matchAll(BOUNDARY)) {
    const [, terminators = '', closers = '', space = ''] = match;
    if (terminators === '.' && closesAbbreviation(paragraph, match.index)) continue;
    const end = match.index + terminators.length + closers.length;
    const sentence = paragraph.slice(start, end).trim();
    if (sentence) sentences.push(sentence);
    start = end + space.length;
  }
  const last = paragraph.slice(start).trim();
  if (last) sentences.push(last);
  return sentences;
}
