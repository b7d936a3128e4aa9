/** A word: letters, marks and digits, with inner apostrophes or hyphens ("don't", "well-known"). */
export const WORD_PATTERN = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

const ENGLISH_STOPWORDS = `a about above after again against all also am an and any are as at be because been before being
below between both but by can could did do does doing down during each even ever every few for from further had has have
having he her here hers herself him himself his how i if in into is it its itself just like made make many may me might
more most much must my myself never no nor not now of off on once one only or other our ours ourselves out over own
quite rather said same say says see seen shall she should so some such than that the their theirs them themselves then
there these they this those though through thus to too under until up upon us very was we were what when where which
while who whom whose why will with within without would yet you your yours yourself yourselves shall let get got go went
came come way thing things something anything nothing however also therefore ii iii iv vi vii viii ix xi
o'clock o’clock past across along around behind beside beyond near toward towards onto inside outside among
deal lot lots bit kind sort couple plenty`;

const ARABIC_STOPWORDS = `في من على إلى عن أن إن ما لا لم لن هذا هذه ذلك تلك التي الذي الذين كان كانت يكون هو هي هم نحن
أنت أنا كل بعض قد ثم أو أي مع عند بين حتى إذا لكن كما منذ فقط أيضا أيضًا وهو وهي وقد ولا وما وفي ومن لقد بل غير سوى
حيث لها له لهم بها به فيه فيها منها منه عليه عليها إلا هناك هنا أين كيف متى لماذا هل عندما سواء أيّ`;

const STOPWORDS = new Set([...ENGLISH_STOPWORDS.split(/\s+/), ...ARABIC_STOPWORDS.split(/\s+/)]);

/** Compared without marks, so Arabic "كلّ" (with shadda) is the stopword "كل". */
export function isStopword(word: string): boolean {
  const lower = word.toLowerCase();
  // Marks can only follow a letter beyond ASCII; most words have none, and the replace is the cost.
  return STOPWORDS.has(NOT_ASCII.test(lower) ? lower.replace(/\p{M}/gu, '') : lower);
}

const NOT_ASCII = /\P{ASCII}/u;

/** A word worth asking about: not a stopword, long enough to mean something, not only digits. */
export function isContentWord(word: string): boolean {
  return [...word].length >= 3 && !isStopword(word) && !/^[\p{N}'’-]+$/u.test(word);
}

/** True when most letters are Latin: only then can the English tagger help. */
export function isMostlyLatin(text: string): boolean {
  // Counted by removing what is not counted: an array of every letter of a section cost more.
  const letters = text.replace(/\P{L}+/gu, '');
  if (letters === '') return false;
  const latin = letters.replace(/\P{Script=Latin}+/gu, '').length;
  // A letter beyond the Basic Multilingual Plane is two code units, and one letter.
  const astral = letters.match(/[\uD800-\uDBFF]/g)?.length ?? 0;
  return latin / (letters.length - astral) >= 0.8;
}

/** How often each content word occurs (lower-cased), the cheap measure of what a section is about. */
export function countContentWords(texts: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of text.match(WORD_PATTERN) ?? []) {
      if (!isContentWord(word)) continue;
      const key = word.toLocaleLowerCase();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}
