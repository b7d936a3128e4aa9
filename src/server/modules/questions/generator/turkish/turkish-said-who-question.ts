import type { GeneratedQuestion } from '#contract/questions.ts';
import { lowerTr, upperFirstTr } from '../../../texts/turkish/turkish-case.ts';
import { turkishQuestion } from './turkish-question.ts';
import type { TurkishSentence } from './turkish-section.ts';
import { STOCK_NAMES } from './turkish-words.ts';

/** Verbs of saying, as they follow a quotation ("… dedi Ali", "… diye sordu annesi"). */
const SAYING =
  '(?:diye\\s+)?(?:dedi|sordu|bağırdı|fısıldadı|seslendi|söyledi|yanıtladı|cevap verdi|yanıt verdi)';
/** Who spoke: one to three words up to the end of the sentence ("Elif", "yaşlı adam", "annesi"). */
const SPEAKER = "([\\p{L}\\p{M}’']+(?:\\s+[\\p{L}\\p{M}’']+){0,2})";
const END = '[.!…]*$';

/** “Pamuk’u gördün mü?” diye sordu Elif. — a quotation in Turkish (or plain) quotation marks, the verb, the speaker. */
const QUOTED_THEN_SPEAKER = new RegExp(`^[“"«](.+?)[”"»]\\s*${SAYING}\\s+${SPEAKER}${END}`, 'u');
/** Elif, “Gel!” dedi. — the speaker first. */
const SPEAKER_THEN_QUOTED = new RegExp(`^${SPEAKER},?\\s*[“"«](.+?)[”"»]\\s*${SAYING}${END}`, 'u');
/** — Yukarıya bakın! dedi Zeynep. — the dialogue dash. */
const DASHED = new RegExp(`^[—–-]\\s*(.+?[,!?…])\\s+${SAYING}\\s+${SPEAKER}${END}`, 'u');

interface Speech {
  quote: string;
  speaker: string;
  sentence: TurkishSentence;
}

/** The speech a sentence reports, if it is one of the three shapes above. */
function speechOf(sentence: TurkishSentence): Speech | undefined {
  const text = sentence.text;
  let match = QUOTED_THEN_SPEAKER.exec(text) ?? DASHED.exec(text);
  if (match?.[1] && match[2]) return { quote: match[1], speaker: match[2], sentence };
  match = SPEAKER_THEN_QUOTED.exec(text);
  if (match?.[1] && match[2]) return { quote: match[2], speaker: match[1], sentence };
  return undefined;
}

/** A quotation short enough to be read in the question, its trailing comma dropped. */
const MAX_QUOTE_WORDS = 12;

/**
 * "“…” sözünü kim söyledi?" for each short quotation whose speaker the text names. The wrong
 * choices are the section's other speakers and characters, then stock names.
 */
export function turkishSaidWhoQuestions(sentences: readonly TurkishSentence[], names: readonly string[]) {
  const speeches = sentences.map(speechOf).filter((speech): speech is Speech => speech !== undefined);
  const questions: GeneratedQuestion[] = [];
  for (const speech of speeches) {
    const quote = speech.quote.replace(/[,;]$/u, '').trim();
    if (quote.split(/\s+/).length > MAX_QUOTE_WORDS) continue;
    const answer = upperFirstTr(speech.speaker);
    const taken = new Set([lowerTr(answer)]);
    const distractors: string[] = [];
    for (const other of [...speeches.map((s) => upperFirstTr(s.speaker)), ...names, ...STOCK_NAMES]) {
      if (distractors.length === 3 || taken.has(lowerTr(other))) continue;
      taken.add(lowerTr(other));
      distractors.push(other);
    }
    questions.push(
      turkishQuestion(
        'said_who',
        `“${quote}” sözünü kim söyledi?`,
        answer,
        distractors,
        speech.sentence,
        `Bu sözü ${speech.speaker} söyledi. Metinde şöyle yazıyor: ${speech.sentence.text}`,
      ),
    );
  }
  return questions;
}
